import { DEFAULT_OCR, type ExtractLimits, type OcrLimits } from '../../engine/types.js';

/** Tesseract language codes: three letters, some with a script or variant (`chi_sim`, `deu_latf`). */
const LANGUAGE_CODE = /^[a-z]{3}(?:_[a-z]{3,4})?$/;

/** The OCR settings in force for a document, or undefined when OCR is turned off. */
export function ocrSettings(limits: ExtractLimits): OcrLimits | undefined {
  if (limits.ocr === false) return undefined;
  const settings = limits.ocr ?? DEFAULT_OCR;
  if (settings.maxPages <= 0) return undefined;
  return settings;
}

/** Language codes that are well formed, each once, in the order given. */
export function cleanLanguages(languages: readonly string[]): string[] {
  return [...new Set(languages.map((l) => l.trim().toLowerCase()))].filter((l) => LANGUAGE_CODE.test(l));
}

/** When OCR of one document must stop: its own timeout, or the input's budget if that runs out first. */
export function ocrDeadline(settings: OcrLimits, limits: ExtractLimits, now = Date.now()): number {
  return Math.min(now + settings.timeoutMs, limits.deadlineAt ?? Number.POSITIVE_INFINITY);
}
