import type { Worker as TesseractWorker } from 'tesseract.js';
import { languageDataFolder } from './language-data.js';

/** The worker thread under a tesseract.js worker (not in its types): referenced only while it works. */
interface Thread {
  ref(): void;
  unref(): void;
  on(event: 'error', listener: (error: unknown) => void): unknown;
}

interface Engine {
  worker: TesseractWorker;
  thread?: Thread;
  /** Set when the thread died; the next document starts a new one. */
  broken: boolean;
}

/** An idle worker holds about 200 MB (WebAssembly heap and models); after this long without work it is closed. */
const IDLE_CLOSE_MS = 60_000;
/** setTimeout's largest delay; longer ones fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/** What the reused worker has done in this process, for tests and benchmarks. */
export interface OcrStats {
  /** Workers started (the first document, after an idle close, after a timeout or a change of languages). */
  starts: number;
  /** Images read (a PDF page or an image attachment each). */
  pages: number;
  /** Readings stopped at their deadline, each ending its worker. */
  timeouts: number;
}

const stats: OcrStats = { starts: 0, pages: 0, timeouts: 0 };
let engine: Promise<Engine> | undefined;
let engineLanguages = '';
let idleTimer: NodeJS.Timeout | undefined;
/** Readings run one after another: one worker, and a deadline that never waits on someone else's page. */
let queue: Promise<unknown> = Promise.resolve();

const TIMED_OUT = Symbol('timed-out');

async function withDeadline<T>(work: Promise<T>, deadlineAt: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), Math.min(MAX_TIMER_MS, Math.max(0, deadlineAt - Date.now())));
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function startEngine(languages: readonly string[]): Promise<Engine> {
  const [tesseract, langPath] = await Promise.all([import('tesseract.js'), languageDataFolder(languages)]);
  const worker = await tesseract.createWorker(languages.join('+'), tesseract.OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    // The default caches models in the working directory; they are read from the installed packages instead.
    cacheMethod: 'none',
    // Without a handler tesseract.js rethrows a failed job inside its message listener, outside any promise;
    // with one, the job's own promise rejects and the caller reports it.
    errorHandler: () => undefined,
  });
  const thread = (worker as unknown as { worker?: Thread }).worker;
  const started: Engine = { worker, thread, broken: false };
  thread?.on('error', () => {
    started.broken = true;
  });
  // An idle worker must not keep a finished program (the CLI, a test run) from exiting.
  thread?.unref();
  stats.starts++;
  return started;
}

function getEngine(languages: readonly string[]): Promise<Engine> {
  const key = languages.join('+');
  if (engine && engineLanguages !== key) void closeEngine();
  if (!engine) {
    const starting = startEngine(languages);
    engine = starting;
    engineLanguages = key;
    starting.catch(() => {
      if (engine === starting) engine = undefined;
    });
  }
  return engine;
}

async function closeEngine(): Promise<void> {
  const closing = engine;
  engine = undefined;
  engineLanguages = '';
  clearTimeout(idleTimer);
  const started = await closing?.catch(() => undefined);
  await started?.worker.terminate().catch(() => undefined);
}

function scheduleIdleClose(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void closeEngine(), IDLE_CLOSE_MS);
  idleTimer.unref();
}

/** What one reading gave: the text, or that the deadline came first (the worker was then ended). */
export type OcrOutcome =
  | { status: 'read'; text: string; confidence: number; ms: number }
  | { status: 'timeout'; ms: number };

async function recognizeNow(image: Uint8Array, languages: readonly string[], deadlineAt: number): Promise<OcrOutcome> {
  clearTimeout(idleTimer);
  const startedAt = Date.now();
  if (startedAt >= deadlineAt) return { status: 'timeout', ms: 0 };
  // A start that outlives the deadline is left to finish: it is bounded, and the next document reuses the worker.
  const current = await withDeadline(getEngine(languages), deadlineAt);
  if (current === TIMED_OUT) return { status: 'timeout', ms: Date.now() - startedAt };
  if (current.broken) {
    await closeEngine();
    throw new Error('the OCR worker stopped');
  }
  current.thread?.ref();
  try {
    // Bytes, never a string: tesseract.js reads a string as a file path or a URL.
    const result = await withDeadline(current.worker.recognize(Buffer.from(image)), deadlineAt);
    if (result === TIMED_OUT) {
      stats.timeouts++;
      await closeEngine();
      return { status: 'timeout', ms: Date.now() - startedAt };
    }
    stats.pages++;
    return { status: 'read', text: result.data.text, confidence: result.data.confidence, ms: Date.now() - startedAt };
  } catch (error) {
    await closeEngine();
    throw error;
  } finally {
    current.thread?.unref();
    scheduleIdleClose();
  }
}

/**
 * Reads the text of an image (PNG, JPEG or BMP bytes) with the process's one OCR worker, started on first use.
 * Stops at `deadlineAt` (epoch ms), ending the worker so no reading runs on unseen.
 */
export function recognizeImage(
  image: Uint8Array,
  languages: readonly string[],
  deadlineAt: number,
): Promise<OcrOutcome> {
  const reading = queue.then(() => recognizeNow(image, languages, deadlineAt));
  queue = reading.catch(() => undefined);
  return reading;
}

/** Starts the OCR worker ahead of the first scan, so that document does not spend its time budget on it. */
export async function warmUpOcrWorker(languages: readonly string[]): Promise<void> {
  await getEngine(languages);
  scheduleIdleClose();
}

/** Ends the OCR worker now (a later scan starts a new one). A long-running process calls this when it shuts down. */
export async function disposeOcrWorker(): Promise<void> {
  await closeEngine();
}

/** Counts of what the worker has done in this process. */
export function ocrStats(): OcrStats {
  return { ...stats };
}
