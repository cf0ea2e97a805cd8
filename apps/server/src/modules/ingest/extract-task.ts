import { setPriority } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import type { ExtractResult } from '@tripline/extract';

/** Nice value of a parse thread: below the main thread, which keeps 0. */
const PARSE_THREAD_NICENESS = 10;

/** What the main thread sends a parse worker: the stored original and when it was received. */
export interface ExtractTask {
  raw: Uint8Array;
  receivedAt: Date;
  /** Told when the thread starts the task: the pool's deadline for it runs from then. */
  started?: MessagePort;
}

/** The engine a worker runs: its source, or the same built into JavaScript. */
export type Engine = Pick<typeof import('@tripline/extract'), 'extract' | 'warmUpReaders'>;

/**
 * The pure extraction of one email, run in a worker thread of the parse pool, by the engine the worker loaded.
 * A parse thread yields the CPU to the thread accepting mail (and to the database) when cores are short: on Linux
 * a priority set from a thread applies to that thread only. Where it cannot be set, the thread runs as it is.
 * Each worker loads the PDF reader and barcode decoder once, when it starts, not inside its first parse.
 */
export async function createExtractTask(engine: Engine): Promise<(task: ExtractTask) => Promise<ExtractResult>> {
  try {
    setPriority(PARSE_THREAD_NICENESS);
  } catch {}
  await engine.warmUpReaders().catch(() => {});
  return (task) => {
    task.started?.postMessage(null);
    task.started?.close();
    return engine.extract(task.raw, { kind: 'eml', date: task.receivedAt });
  };
}
