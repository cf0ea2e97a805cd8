import { MessageChannel } from 'node:worker_threads';
import { type ExtractResult, extract } from '@tripline/extract';
import { Piscina } from 'piscina';
import type { ExtractTask } from './extract-task.js';

/** Reads one stored email into reservations and segments. */
export type EmailExtractor = (raw: Uint8Array, receivedAt: Date) => Promise<ExtractResult>;

/** Extraction in the calling thread: what tests and PARSE_WORKERS=0 use. */
export const extractInProcess: EmailExtractor = (raw, receivedAt) => extract(raw, { kind: 'eml', date: receivedAt });

/** An extraction stopped because it ran past its deadline; its worker thread was ended and replaced. */
export class ParseTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Reading this email took longer than ${timeoutMs / 1000} s and was stopped`);
    this.name = 'ParseTimeoutError';
  }
}

export interface ExtractPool {
  extract: EmailExtractor;
  /** Lets running extractions finish, then ends the worker threads. */
  close(): Promise<void>;
}

export interface ExtractPoolOptions {
  threads: number;
  /** How long one extraction may run before its thread is ended (PARSE_TIMEOUT_MS). */
  timeoutMs: number;
  /** The worker entry; tests give one of their own (an extraction that never ends). */
  workerUrl?: URL;
  /**
   * Told of a thread that fails while no reading is running on it (a reading's own failure goes to its caller). The
   * pool replaces the thread; without a listener the failure would end the whole process.
   */
  onThreadError: (error: unknown) => void;
}

/**
 * A pool of worker threads running `extract`, so parsing (milliseconds to tens of milliseconds of CPU each)
 * never blocks the main thread that accepts mail and talks to the database. An extraction running past its
 * deadline is aborted: piscina ends its thread (synchronous code cannot be interrupted otherwise) and starts
 * another, and the caller gets a ParseTimeoutError.
 */
export function createExtractPool(options: ExtractPoolOptions): ExtractPool {
  const pool = new Piscina<ExtractTask, ExtractResult>({
    filename: (options.workerUrl ?? new URL('./extract-worker.mjs', import.meta.url)).href,
    minThreads: options.threads,
    maxThreads: options.threads,
    // Keep the threads (and the readers they loaded) for the life of the server.
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  pool.on('error', options.onThreadError);
  return {
    extract: (raw, receivedAt) =>
      new Promise<ExtractResult>((resolve, reject) => {
        // The deadline runs from the moment a thread starts the task (it says so on this port), not while the task
        // waits behind others or for a thread to start.
        const { port1, port2 } = new MessageChannel();
        const controller = new AbortController();
        let timer: NodeJS.Timeout | undefined;
        port1.once('message', () => {
          timer = setTimeout(() => controller.abort(), options.timeoutMs);
        });
        pool
          .run({ raw, receivedAt, started: port2 }, { signal: controller.signal, transferList: [port2] })
          .then(resolve, (error: unknown) =>
            reject(controller.signal.aborted ? new ParseTimeoutError(options.timeoutMs) : error),
          )
          .finally(() => {
            clearTimeout(timer);
            port1.close();
          });
      }),
    close: () => pool.close(),
  };
}
