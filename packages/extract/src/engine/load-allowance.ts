import type { ExtractLimits } from './types.js';

/**
 * The longest a one-time load of code (a reader's module, its WebAssembly, a native canvas) is waited for outside
 * the input's time budget. Loading does not depend on the input, so it is bounded by itself; this is the bound.
 */
export const LOAD_ALLOWANCE_MS = 30_000;

/**
 * Runs a load of code without charging the input's time budget: the deadline moves later by the time the load
 * took (reserved up front, so the budget's timer does not fire mid-load, and given back after). The first PDF or
 * barcode of a process otherwise spends seconds of its budget on loading pdf.js or the decoder, and a short-lived
 * process (one file, one parse) runs out of time on every such document. A load already done returns at once.
 */
export async function loadOutsideBudget<T>(limits: Pick<ExtractLimits, 'clock'>, load: () => Promise<T>): Promise<T> {
  const clock = limits.clock;
  const startedAt = Date.now();
  if (clock) clock.deadlineAt += LOAD_ALLOWANCE_MS;
  try {
    return await load();
  } finally {
    if (clock) clock.deadlineAt -= LOAD_ALLOWANCE_MS - Math.min(LOAD_ALLOWANCE_MS, Date.now() - startedAt);
  }
}
