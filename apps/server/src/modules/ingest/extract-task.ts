import { type ExtractResult, extract, warmUpReaders } from '@tripline/extract';

/** What the main thread sends a parse worker: the stored original and when it was received. */
export interface ExtractTask {
  raw: Uint8Array;
  receivedAt: Date;
}

// Each worker loads the PDF reader and barcode decoder once, when it starts, not inside its first parse.
await warmUpReaders().catch(() => {});

/** The pure extraction of one email, run in a worker thread of the parse pool. */
export default function runExtractTask(task: ExtractTask): Promise<ExtractResult> {
  return extract(task.raw, { kind: 'eml', date: task.receivedAt });
}
