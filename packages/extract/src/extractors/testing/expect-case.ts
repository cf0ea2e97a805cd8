import { expect } from 'vitest';
import { deriveDetailedEssentials } from '../../corpus/essentials.js';
import { HTML_LAYOUT_VARIANTS } from '../../corpus/html-variants.js';
import { compareEssentials } from '../../corpus/score.js';
import { LAYOUT_VARIANTS } from '../../corpus/variants.js';
import { valueAtPath } from '../../postprocess/json-ld.js';
import { htmlToPlainText } from '../../processors/html/html-to-plain-text.js';
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

/**
 * A text with each 24-hour clock written as a 12-hour one with its half of day, as mails in English print them
 * ("18:05" → "6:05 PM", "00:40" → "12:40 AM"); a clock already followed by its half of day is left as it is.
 */
export function withTwelveHourClocks(text: string): string {
  return text.replace(/(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?![\d:]|\s*[AaPp]\.?[Mm])/g, (_clock, h, minutes) => {
    const hour = Number(h);
    return `${hour % 12 === 0 ? 12 : hour % 12}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
  });
}

/**
 * Loads a sample, writes its clocks as 12-hour ones (see `withTwelveHourClocks`) and asserts as expectExtraction
 * does: the extractor reads the same times, places and everything else from the text.
 */
export async function expectSampleWithTwelveHourClocks(extractor: ProviderExtractor, id: string): Promise<void> {
  const golden = await loadSample(id);
  const text = withTwelveHourClocks(golden.input.text);
  expect(text).not.toEqual(golden.input.text);
  expectExtraction(extractor, { ...golden, input: { ...golden.input, text, html: undefined, htmlTree: undefined } });
}

/**
 * Rewrites a case's text in one of the layout variants its sender might print it in (labels in capitals, a space
 * before the colon, clocks on twelve hours… see `LAYOUT_VARIANTS`) and asserts as expectExtraction does.
 */
export function expectInLayout(extractor: ProviderExtractor, golden: GoldenCase, variant: string): void {
  const rewrite = LAYOUT_VARIANTS[variant];
  if (!rewrite) throw new Error(`no layout variant "${variant}"`);
  const text = rewrite(golden.input.text);
  expect(text).not.toEqual(golden.input.text);
  expectExtraction(extractor, { ...golden, input: { ...golden.input, text, html: undefined, htmlTree: undefined } });
}

/** Loads a sample of the project's own and asserts as expectInLayout does. */
export async function expectSampleInLayout(extractor: ProviderExtractor, id: string, variant: string): Promise<void> {
  expectInLayout(extractor, await loadSample(id), variant);
}

/**
 * Loads a sample sent as HTML, rewrites its page in one of the HTML layout variants (`HTML_LAYOUT_VARIANTS`: tables
 * as blocks, labels in capitals, clocks on twelve hours…) and asserts as expectExtraction does: the extractor reads
 * the same booking from the page laid out another way.
 */
export async function expectSampleInPageLayout(
  extractor: ProviderExtractor,
  id: string,
  variant: string,
  leftToLaterStages: readonly string[] = [],
): Promise<void> {
  const golden = await loadSample(id);
  const rewrite = HTML_LAYOUT_VARIANTS[variant];
  if (!golden.input.html || !rewrite) throw new Error(`${id} is no HTML sample, or ${variant} no layout variant`);
  const html = rewrite(golden.input.html);
  expect(html).not.toEqual(golden.input.html);
  expectExtraction(
    extractor,
    { ...golden, input: { ...golden.input, html, text: htmlToPlainText(html) } },
    leftToLaterStages,
  );
}
