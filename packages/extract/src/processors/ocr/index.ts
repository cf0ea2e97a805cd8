import type {
  ChildDocument,
  Diagnostic,
  DocumentProcessor,
  DocumentResult,
  ExtractLimits,
  OcrLimits,
} from '../../engine/types.js';
import { readImageSize } from '../barcode/image-size.js';
import { fitImageForOcr } from './fit-image.js';
import { languageModelPath } from './language-data.js';
import { recognizeImage, warmUpOcrWorker } from './ocr-worker.js';
import { cleanLanguages, ocrSettings, withOcrAllowance } from './settings.js';

export { disposeOcrWorker, type OcrStats, ocrStats } from './ocr-worker.js';
export { ocrSettings } from './settings.js';

/** Smaller images are logos, icons and banners: a page of a booking needs more pixels than this on each side. */
export const MIN_OCR_IMAGE_SIDE = 400;
/** OCR text with fewer letters and digits than this is noise (a photo, a pattern), not a document. */
const MIN_OCR_CHARACTERS = 20;

/** The languages to read with: the configured ones whose data is installed; a diagnostic for the others. */
function usableLanguages(languages: readonly string[], diagnostics: Diagnostic[]): string[] {
  const usable: string[] = [];
  for (const code of cleanLanguages(languages)) {
    if (languageModelPath(code)) usable.push(code);
    else
      diagnostics.push({
        level: 'warning',
        code: 'ocr-language-missing',
        message: `No OCR data installed for language ${code}`,
      });
  }
  return usable;
}

/** Starts the OCR worker for these languages (those installed) ahead of the first scan. */
export async function warmUpOcrReader(languages: readonly string[]): Promise<void> {
  await warmUpOcrWorker(usableLanguages(languages, []));
}

/** One image read with OCR: its text when there was some, and what happened as diagnostics. */
export interface OcrReading {
  text?: string;
  diagnostics: Diagnostic[];
  /** The deadline came first: later pages of the same document are not tried. */
  timedOut: boolean;
}

/** Reads the text of one image (PNG, JPEG, BMP or GIF bytes) within the input's OCR time; `what` names it. */
export async function readTextWithOcr(
  bytes: Uint8Array,
  settings: OcrLimits,
  limits: ExtractLimits,
  what: string,
): Promise<OcrReading> {
  const diagnostics: Diagnostic[] = [];
  const usable = usableLanguages(settings.languages, diagnostics);
  if (usable.length === 0) {
    diagnostics.push({ level: 'warning', code: 'ocr-unavailable', message: `${what} not read: no OCR language` });
    return { diagnostics, timedOut: false };
  }
  const size = readImageSize(bytes);
  if (!size) {
    diagnostics.push({ level: 'info', code: 'ocr-skipped', message: `${what} not read: not a PNG, JPEG, GIF or BMP` });
    return { diagnostics, timedOut: false };
  }
  try {
    const outcome = await withOcrAllowance(settings, limits, async (deadlineAt) =>
      recognizeImage(await fitImageForOcr(bytes, size), usable, deadlineAt),
    );
    if (outcome.status === 'timeout') {
      diagnostics.push({
        level: 'warning',
        code: 'ocr-timeout',
        message: `${what} not read: OCR stopped at its deadline after ${outcome.ms} ms`,
      });
      return { diagnostics, timedOut: true };
    }
    const text = outcome.text.replace(/[ \t]+$/gm, '').trim();
    const characters = text.replace(/[^\p{L}\p{N}]/gu, '').length;
    diagnostics.push({
      level: 'info',
      code: 'ocr-read',
      message: `${what} read with OCR (${usable.join('+')}): ${characters} letters and digits, confidence ${Math.round(outcome.confidence)}, ${outcome.ms} ms`,
    });
    return { ...(characters >= MIN_OCR_CHARACTERS ? { text } : {}), diagnostics, timedOut: false };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    diagnostics.push({ level: 'warning', code: 'ocr-failed', message: `${what} not read with OCR: ${message}` });
    return { diagnostics, timedOut: false };
  }
}

/** True for images worth reading with OCR: not a page image of a PDF (its pages are read whole), not a logo. */
function isOcrCandidate(doc: ChildDocument, limits: ExtractLimits, diagnostics: Diagnostic[]): boolean {
  // A PDF's images are read with their page; an HTML body's images are banners and photos, and its text is there.
  if (doc.origin === 'pdf' || doc.isInline || !doc.bytes) return false;
  const size = readImageSize(doc.bytes);
  if (!size || Math.min(size.width, size.height) < MIN_OCR_IMAGE_SIDE) return false;
  const settings = ocrSettings(limits);
  if (settings && size.width * size.height > settings.maxImagePixels) {
    diagnostics.push({
      level: 'info',
      code: 'ocr-skipped',
      message: `Image of ${size.width}×${size.height} pixels is too large for OCR`,
    });
    return false;
  }
  return settings !== undefined;
}

/**
 * An image processor that falls back on OCR: when `read` (the barcode reader) finds nothing in an image that
 * arrived on its own (an attachment, not a PDF's nor one shown in an HTML body), its text is read with OCR and goes
 * to the text extractors.
 */
export function withOcrFallback(read: DocumentProcessor): DocumentProcessor {
  return async (doc, context, limits) => {
    const result: DocumentResult = await read(doc, context, limits);
    if (result.documents.length > 0 || result.reservations.length > 0) return result;
    if (!isOcrCandidate(doc, limits, result.diagnostics)) return result;
    const settings = ocrSettings(limits);
    if (!settings || !doc.bytes) return result;
    const name = doc.name ?? 'image';
    const reading = await readTextWithOcr(doc.bytes, settings, limits, 'Image');
    result.diagnostics.push(...reading.diagnostics);
    if (reading.text) {
      // A photographed or scanned page is printed matter, read like the text of a PDF page.
      result.documents.push({
        kind: 'text',
        text: reading.text,
        name: `${name} OCR text`,
        mimeType: 'text/plain',
        origin: 'pdf',
      });
    }
    return result;
  };
}
