import { expect } from 'vitest';
import { deriveDetailedEssentials } from '../../corpus/essentials.js';
import { compareEssentials } from '../../corpus/score.js';
import { valueAtPath } from '../../postprocess/json-ld.js';
import type { Reservation } from '../../schema/reservation.js';
import { findExtractors } from '../registry.js';
import type { ProviderExtractor } from '../types.js';
import { type GoldenCase, loadSample } from './cases.js';

/**
 * Asserts that the registry picks the extractor for the case and that it yields every expected element
 * with every essential field. `leftToLaterStages` names fields the document lacks and post-processing fills.
 */
export function expectExtraction(
  extractor: ProviderExtractor,
  golden: GoldenCase,
  leftToLaterStages: readonly string[] = [],
): void {
  expect(findExtractors(golden.input).map((e) => e.id)).toContain(extractor.id);
  const produced = extractor.extract(golden.input).map(deriveDetailedEssentials);
  expect(compareEssentials(golden.expected, produced, leftToLaterStages)).toEqual([]);
  expect(produced).toHaveLength(golden.expected.length);
}

/** Loads a sample of the project's own and asserts as expectExtraction does. */
export async function expectSample(extractor: ProviderExtractor, id: string): Promise<void> {
  expectExtraction(extractor, await loadSample(id));
}

/** Each reservation's booking number, traveller and flight number: who flies which flight of which booking. */
export function whoFliesWhich(reservations: readonly Reservation[]): unknown[][] {
  return reservations.map((r) => [
    r.reservationNumber,
    valueAtPath(r, 'underName.name'),
    valueAtPath(r, 'reservationFor.flightNumber'),
  ]);
}
