import type { JsonLdObject, Reservation } from '../schema/reservation.js';
import { getProcessor } from './dispatcher.js';
import { loadOutsideBudget } from './load-allowance.js';
import { setProvenance } from './provenance.js';
import type {
  ChildDocument,
  Diagnostic,
  DocumentKind,
  DocumentProcessor,
  DocumentResult,
  EmailInfo,
  ExtractContext,
  ExtractLimits,
  InputClock,
} from './types.js';

/** Everything read out of one input's document tree. */
export interface WalkResult {
  reservations: Reservation[];
  things: JsonLdObject[];
  diagnostics: Diagnostic[];
  /** Email information, outermost message first. */
  emails: EmailInfo[];
  documentCount: number;
}

interface QueueItem {
  doc: ChildDocument;
  context: ExtractContext;
  depth: number;
  path: string;
}

function documentSize(doc: ChildDocument): number {
  return doc.bytes?.byteLength ?? doc.pixels?.data.byteLength ?? doc.text?.length ?? 0;
}

function label(doc: ChildDocument): string {
  return doc.name ? `${doc.kind} ${doc.name}` : doc.kind;
}

const TIMED_OUT = Symbol('timed-out');

function isPromiseLike<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | undefined)?.then === 'function';
}

/**
 * Waits for the work until the clock's deadline, which OCR may move later while it reads. Work that is done when it
 * returns (most processors read at once) cannot be interrupted: no timer is armed for it, only for a promise.
 */
async function runWithBudget(
  work: () => DocumentResult | Promise<DocumentResult>,
  clock: InputClock,
): Promise<DocumentResult | typeof TIMED_OUT> {
  const pending = work();
  if (!isPromiseLike(pending)) return pending;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    const arm = () => {
      timer = setTimeout(
        () => (Date.now() >= clock.deadlineAt ? resolve(TIMED_OUT) : arm()),
        Math.max(0, clock.deadlineAt - Date.now()),
      );
    };
    arm();
  });
  try {
    return await Promise.race([pending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Expands an input into its tree of documents (email → attachments → text → barcodes…), running the
 * processor of each kind, within the limits: too large, too deep, too many documents or out of time
 * become diagnostics, never exceptions.
 */
export async function walkDocuments(
  root: ChildDocument,
  context: ExtractContext,
  limits: ExtractLimits,
  startedAt = Date.now(),
  resolveProcessor: (kind: DocumentKind) => Promise<DocumentProcessor | undefined> = getProcessor,
): Promise<WalkResult> {
  const result: WalkResult = { reservations: [], things: [], diagnostics: [], emails: [], documentCount: 0 };
  const queue: QueueItem[] = [{ doc: root, context: { ...context, ...root.context }, depth: 0, path: label(root) }];
  let limitReported = false;
  const clock: InputClock = { deadlineAt: startedAt + limits.timeBudgetMs, ocrMs: 0 };
  const clocked: ExtractLimits = { ...limits, clock };
  while (queue.length > 0) {
    const item = queue.shift() as QueueItem;
    const { doc, path } = item;
    if (Date.now() >= clock.deadlineAt) {
      result.diagnostics.push({
        level: 'error',
        code: 'limit-time',
        message: `Time budget of ${limits.timeBudgetMs} ms spent; ${queue.length + 1} document(s) left unread`,
        path,
      });
      break;
    }
    if (result.documentCount >= limits.maxDocuments) {
      if (!limitReported) {
        result.diagnostics.push({
          level: 'warning',
          code: 'limit-documents',
          message: `More than ${limits.maxDocuments} documents in one input; the rest were skipped`,
          path,
        });
        limitReported = true;
      }
      continue;
    }
    if (documentSize(doc) > limits.maxInputBytes) {
      result.diagnostics.push({
        level: 'warning',
        code: 'limit-size',
        message: `Document of ${documentSize(doc)} bytes exceeds the limit of ${limits.maxInputBytes}`,
        path,
      });
      continue;
    }
    result.documentCount++;
    const processor = await loadOutsideBudget(clocked, () => resolveProcessor(doc.kind));
    if (!processor) {
      result.diagnostics.push({
        level: 'info',
        code: 'processor-missing',
        message: `No processor for ${doc.kind} documents in this build`,
        path,
      });
      continue;
    }
    let outcome: DocumentResult | typeof TIMED_OUT;
    try {
      outcome = await runWithBudget(() => processor(doc, item.context, clocked), clock);
    } catch (err) {
      result.diagnostics.push({
        level: 'error',
        code: 'processor-failed',
        message: `The ${doc.kind} processor failed: ${err instanceof Error ? err.message : String(err)}`,
        path,
      });
      continue;
    }
    if (outcome === TIMED_OUT) {
      result.diagnostics.push({
        level: 'error',
        code: 'limit-time',
        message: `Time budget of ${limits.timeBudgetMs} ms spent while reading a ${doc.kind} document`,
        path,
      });
      break;
    }
    for (const r of outcome.reservations ?? []) {
      setProvenance(r, { path });
      result.reservations.push(r);
    }
    result.things.push(...(outcome.things ?? []));
    for (const d of outcome.diagnostics ?? [])
      result.diagnostics.push({ ...d, path: d.path ? `${path} > ${d.path}` : path });
    if (outcome.email) result.emails.push(outcome.email);
    const children = outcome.documents ?? [];
    if (children.length > 0 && item.depth + 1 > limits.maxDepth) {
      result.diagnostics.push({
        level: 'warning',
        code: 'limit-depth',
        message: `Documents nested deeper than ${limits.maxDepth} levels were skipped`,
        path,
      });
      continue;
    }
    for (const child of children) {
      queue.push({
        doc: { ...child, origin: child.origin ?? doc.kind },
        context: { ...item.context, ...child.context },
        depth: item.depth + 1,
        path: `${path} > ${label(child)}`,
      });
    }
  }
  return result;
}
