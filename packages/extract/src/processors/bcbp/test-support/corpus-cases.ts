import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractContext } from '../../../engine/types.js';
import { isObject, valueAtPath } from '../../../postprocess/json-ld.js';
import type { JsonLdObject, JsonLdValue } from '../../../schema/reservation.js';

/** One line of the shared corpus manifest (the fields these tests use). */
export interface CorpusCase {
  id: string;
  input_kind: string;
  scope: 'reservation' | 'non-reservation' | 'negative';
  input_file: string;
  expected_file: string;
  context_file?: string;
  context_date?: string;
  context?: { from?: string; date?: string };
  essentials: Record<string, string>[];
}

function findRepoRoot(start: string): string {
  let dir = start;
  while (dir !== dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    dir = dirname(dir);
  }
  throw new Error(`No workspace root above ${start}`);
}

/** The shared corpus sits beside the repository. */
export const CORPUS_DIR = join(findRepoRoot(dirname(fileURLToPath(import.meta.url))), '..', 'shared', 'corpus');

/** Cases of the manifest whose id matches; fails loudly when the corpus is missing. */
export function loadCorpusCases(idPattern: RegExp): CorpusCase[] {
  const manifest = join(CORPUS_DIR, 'manifest.jsonl');
  if (!existsSync(manifest)) {
    throw new Error(`The shared corpus is missing: expected ${manifest} (the corpus sits beside the repository)`);
  }
  return readFileSync(manifest, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as CorpusCase)
    .filter((c) => idPattern.test(c.id));
}

export function readCaseBytes(file: string): Uint8Array {
  return new Uint8Array(readFileSync(join(CORPUS_DIR, file)));
}

export function readCaseText(file: string): string {
  return readFileSync(join(CORPUS_DIR, file), 'utf8');
}

/** The context a case's document was received in: the context mail's sender and date, else the manifest date. */
export function caseContext(c: CorpusCase): ExtractContext {
  const context: ExtractContext = {};
  let date = c.context?.date;
  if (c.context_file) {
    const head = readCaseText(c.context_file).split(/\r?\n\r?\n/, 1)[0] ?? '';
    const from = /^From:.*?([^\s<>"]+@[^\s<>"]+)/im.exec(head)?.[1];
    if (from) context.from = from.toLowerCase();
    date ??= /^Date:\s*(.+)$/im.exec(head)?.[1];
  }
  date ??= /^\d{4}-\d{2}-\d{2}/.test(c.context_date ?? '') ? c.context_date?.replace(/ .*$/, '') : undefined;
  if (date) context.date = new Date(/T\d\d:\d\d(:\d\d)?$/.test(date) ? `${date}Z` : date);
  return context;
}

function text(value: JsonLdValue | undefined): string | undefined {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (value['@type'] === 'QDateTime') return text(value['@value']);
    return text(value.name);
  }
  return undefined;
}

function obj(value: JsonLdValue | undefined): JsonLdObject {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function zone(value: JsonLdValue | undefined): string | undefined {
  const o = obj(value);
  return typeof o.timezone === 'string' ? o.timezone : undefined;
}

function personName(value: JsonLdValue | undefined): string | undefined {
  const person = obj(value);
  if (typeof person.name === 'string') return person.name;
  const parts = [person.givenName, person.familyName].filter((p): p is string => typeof p === 'string');
  return parts.length ? parts.join(' ') : undefined;
}

/** Flattens a produced item into the manifest's essential fields (same names, same shortening). */
export function essentialsOf(item: JsonLdObject): Record<string, string | undefined> {
  const trip = obj(item.reservationFor);
  const type = String(item['@type']);
  const status =
    typeof item.reservationStatus === 'string' ? item.reservationStatus.replace(/^.*\/Reservation/, '') : undefined;
  const location = obj(item.location);
  const address = obj(trip.address);
  return {
    type,
    reservationNumber: text(item.reservationNumber),
    underName: personName(item.underName),
    reservationStatus: status,
    airlineIata: text(obj(trip.airline).iataCode),
    airlineName: text(obj(trip.airline).name),
    flightNumber: text(trip.flightNumber),
    departureAirportIata: text(obj(trip.departureAirport).iataCode),
    departureAirportName: text(obj(trip.departureAirport).name),
    arrivalAirportIata: text(obj(trip.arrivalAirport).iataCode),
    arrivalAirportName: text(obj(trip.arrivalAirport).name),
    departureDay: text(trip.departureDay),
    departureTime: text(trip.departureTime),
    departureTimeZone: zone(trip.departureTime),
    arrivalTime: text(trip.arrivalTime),
    arrivalTimeZone: zone(trip.arrivalTime),
    boardingTime: text(trip.boardingTime),
    boardingTimeZone: zone(trip.boardingTime),
    departureTerminal: text(trip.departureTerminal),
    arrivalTerminal: text(trip.arrivalTerminal),
    departureGate: text(trip.departureGate),
    seat: text(item.airplaneSeat) ?? text(obj(item.reservedTicket).ticketedSeat),
    trainNumber: text(trip.trainNumber),
    departureStation: text(trip.departureStation),
    arrivalStation: text(trip.arrivalStation),
    departurePlatform: text(trip.departurePlatform),
    arrivalPlatform: text(trip.arrivalPlatform),
    busNumber: text(trip.busNumber),
    departureBusStop: text(trip.departureBusStop),
    arrivalBusStop: text(trip.arrivalBusStop),
    provider: text(trip.provider),
    hotelName: text(trip.name),
    hotelCity: text(address.addressLocality),
    checkinTime: text(item.checkinTime),
    checkinTimeZone: zone(item.checkinTime),
    checkoutTime: text(item.checkoutTime),
    checkoutTimeZone: zone(item.checkoutTime),
    eventName: type === 'Event' ? text(item.name) : undefined,
    venue: text(location.name),
    venueCity: text(obj(location.address).addressLocality),
    startDate: text(item.startDate),
    startDateZone: zone(item.startDate),
    endDate: text(item.endDate),
    endDateZone: zone(item.endDate),
  };
}

const ISO_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(Z|[+-]\d{2}:?\d{2})?$/;

/** Equal the way the corpus scorer counts it: names folded, instants when both times carry an offset. */
export function essentialEquals(expected: string, actual: string | undefined): boolean {
  if (actual === undefined) return false;
  const e = ISO_TIME.exec(expected);
  const a = ISO_TIME.exec(actual);
  if (e && a) {
    if (e[2] && a[2]) return Date.parse(expected) === Date.parse(actual);
    return (e[1] ?? '').padEnd(19, ':00') === (a[1] ?? '').padEnd(19, ':00');
  }
  const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  return fold(expected) === fold(actual);
}

/**
 * The essential fields of one expected element that the produced element misses or gets wrong.
 * Time-zone names are left out, as the scorer does: zones are post-processing's to add.
 */
export function essentialMismatches(expected: Record<string, string>, produced: JsonLdObject): string[] {
  const actual = essentialsOf(produced);
  return Object.entries(expected)
    .filter(([key]) => !key.endsWith('Zone'))
    .filter(([key, value]) => !essentialEquals(value, actual[key]))
    .map(([key, value]) => `${key}: expected ${JSON.stringify(value)}, got ${JSON.stringify(actual[key])}`);
}

/** The value at a dotted path of a JSON-LD item (`reservationFor.departureDay`), or undefined. */
export function valueAt(item: JsonLdValue | undefined, path: string): JsonLdValue | undefined {
  let current: JsonLdValue | undefined = item;
  for (const key of path.split('.')) {
    if (Array.isArray(current)) current = current[Number(key)];
    else if (current && typeof current === 'object') current = current[key];
    else return undefined;
  }
  return current;
}

/** One of the project's own golden cases under `packages/extract/samples/`. */
export interface SampleCase {
  id: string;
  inputKind: string;
  scope: string;
  inputPath: string;
  context: ExtractContext;
  expected: JsonLdObject[];
  /** Real data from elsewhere (its `case.json` names a `source`): its expected items are a reader's, not ours. */
  real: boolean;
  /**
   * Paths into each expected item (`reservationFor.location`) the engine does not read yet, with the reason in the
   * sample's `case.json` (`unread`, `unread_because`): the sample's tests hold the rest to the expected items, and
   * these to being still unread, so that reading them shows as a change to record.
   */
  unread: string[];
}

const SAMPLES_DIR = join(findRepoRoot(dirname(fileURLToPath(import.meta.url))), 'packages', 'extract', 'samples');

/** The samples of one input kind (`pkpass`, `ics`, …). */
export function loadSamples(inputKind: string): SampleCase[] {
  const cases: SampleCase[] = [];
  for (const id of readdirSync(SAMPLES_DIR).sort()) {
    const dir = join(SAMPLES_DIR, id);
    if (!existsSync(join(dir, 'case.json'))) continue;
    const meta = JSON.parse(readFileSync(join(dir, 'case.json'), 'utf8')) as Record<string, unknown>;
    if (meta.input_kind !== inputKind) continue;
    const input = readdirSync(dir).find((f) => f.startsWith('input.')) ?? 'input';
    const context: ExtractContext = {};
    if (typeof meta.context_date === 'string') context.date = new Date(`${meta.context_date}T00:00:00Z`);
    cases.push({
      id,
      inputKind,
      scope: typeof meta.scope === 'string' ? meta.scope : 'reservation',
      inputPath: join(dir, input),
      context,
      expected: JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as JsonLdObject[],
      real: meta.source !== undefined,
      unread: Array.isArray(meta.unread) ? meta.unread.filter((p): p is string => typeof p === 'string') : [],
    });
  }
  return cases;
}

/** An item without the values at the given dotted paths: what a sample's tests compare of an item it partly reads. */
export function withoutPaths(item: JsonLdObject, paths: readonly string[]): JsonLdObject {
  const copy = structuredClone(item);
  for (const path of paths) {
    const keys = path.split('.');
    const last = keys.pop();
    const parent = keys.length > 0 ? valueAtPath(copy, keys.join('.')) : copy;
    if (last && isObject(parent)) delete parent[last];
  }
  return copy;
}

/** Essential fields of the produced items that differ from the expected items, element by element. */
export function sampleMismatches(expected: JsonLdObject[], produced: JsonLdObject[]): string[][] {
  return expected.map((item, i) => {
    const wanted = Object.fromEntries(
      Object.entries(essentialsOf(item)).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    return essentialMismatches(wanted, produced[i] ?? {});
  });
}
