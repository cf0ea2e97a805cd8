import { DEFAULT_OCR, type ExtractLimits, type OcrLimits } from '../../engine/types.js';

/** Time to end a worker stopped at its deadline and report it. */
const STOP_GRACE_MS = 1000;

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

/**
 * Runs one OCR reading within what is left of the input's OCR allowance (`settings.timeoutMs`), moving the input's
 * deadline later by the time it takes, so OCR never eats the budget of the rest of the input, nor runs unbounded.
 * `read` gets the epoch milliseconds at which it must stop.
 */
export async function withOcrAllowance<T>(
  settings: OcrLimits,
  limits: ExtractLimits,
  read: (deadlineAt: number) => Promise<T>,
): Promise<T> {
  const clock = limits.clock;
  const allowance = Math.max(0, settings.timeoutMs - (clock?.ocrMs ?? 0));
  const startedAt = Date.now();
  // Reserved up front, with time to end a worker stopped at its deadline, so the engine does not stop waiting
  // mid-reading; what is not used is given back after.
  const reserved = allowance + STOP_GRACE_MS;
  if (clock) clock.deadlineAt += reserved;
  try {
    return await read(startedAt + allowance);
  } finally {
    const spent = Math.min(reserved, Date.now() - startedAt);
    if (clock) {
      clock.deadlineAt -= reserved - spent;
      clock.ocrMs += spent;
    }
  }
}
