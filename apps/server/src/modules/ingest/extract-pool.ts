import { type ExtractResult, extract } from '@tripline/extract';
import { Piscina } from 'piscina';
import type { ExtractTask } from './extract-task.js';

/** Reads one stored email into reservations and segments. */
export type EmailExtractor = (raw: Uint8Array, receivedAt: Date) => Promise<ExtractResult>;

/** Extraction in the calling thread: what tests and PARSE_WORKERS=0 use. */
export const extractInProcess: EmailExtractor = (raw, receivedAt) => extract(raw, { kind: 'eml', date: receivedAt });

export interface ExtractPool {
  extract: EmailExtractor;
  /** Lets running extractions finish, then ends the worker threads. */
  close(): Promise<void>;
}

/**
 * A pool of worker threads running `extract`, so parsing (milliseconds to tens of milliseconds of CPU each)
 * never blocks the main thread that accepts mail and talks to the database.
 */
export function createExtractPool(threads: number): ExtractPool {
  const pool = new Piscina<ExtractTask, ExtractResult>({
    filename: new URL('./extract-worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    // Keep the threads (and the readers they loaded) for the life of the server.
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  return {
    extract: (raw, receivedAt) => pool.run({ raw, receivedAt }),
    close: () => pool.close(),
  };
}
