import { airlineByName, airlineNamesFor, isAirlineCalled } from '../../refdata/airlines.js';
import type { JsonLdObject, Reservation } from '../../schema/reservation.js';
import { AIRLINE_WORDS } from './labels.js';

/** A name as a document prints it for an airline: letters, then letters, digits and the marks names carry. */
const NAME = String.raw`\p{L}[\p{L}\p{N} .'&/-]{1,40}?`;

/** Text to be matched as it is inside a pattern. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

let labelled: RegExp | undefined;

/** A line that is a word for an airline, or `operated by`, then a name (`Airline PanAm`, `А/К ЮТЭЙР`). */
function labelledLine(): RegExp {
  if (!labelled) {
    const words = [...Object.values(AIRLINE_WORDS).flat(), 'operated by']
      .sort((a, b) => b.length - a.length)
      .map(literal);
    labelled = new RegExp(`^\\s*(${words.join('|')})\\s*:?\\s+(${NAME})\\s*$`, 'iu');
  }
  return labelled;
}

/** The names printed after a word for an airline, each with whether that word was `operated by`. */
function labelledNames(lines: readonly string[]): { name: string; operator: boolean }[] {
  const found: { name: string; operator: boolean }[] = [];
  for (const line of lines) {
    const m = labelledLine().exec(line);
    if (m?.[1] && m[2]) found.push({ name: m[2].trim(), operator: /^operated/i.test(m[1]) });
  }
  return found;
}

/**
 * A name the airline goes by as the text prints it, longest first: whole, not run on into another capitalised word
 * (`SAS Connect` is another airline), in capitals only where the name counts only so.
 */
function nameInText(text: string, iata: string): { printed: string; known: string } | undefined {
  for (const { name, capitals } of airlineNamesFor(iata)) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${literal(name).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])(?![ \\t]+\\p{Lu})`,
      capitals ? 'u' : 'iu',
    );
    const m = pattern.exec(text);
    if (m) return { printed: m[0].replace(/\s+/g, ' '), known: name };
  }
  return undefined;
}

/** A name in capitals of five letters or more is the logo's lettering: the airline's own spelling reads it. */
function spelled(printed: string, iata: string): string {
  if (/\p{Ll}/u.test(printed) || !/\p{Lu}{5}/u.test(printed)) return printed;
  const fold = (s: string) => s.toLocaleLowerCase().replace(/\s+/g, ' ');
  return airlineNamesFor(iata).find((n) => fold(n.name) === fold(printed))?.name ?? printed;
}

/**
 * The name the document itself prints for the airline flying under `iata`: one a word for an airline labels
 * (`Airline PanAm`, `А/К ЮТЭЙР`) or that operates the flight, when it is what that airline is called; else one of
 * the names the airline goes by printed anywhere in the text (`Thank you for booking with SAS`); else a name no known
 * airline has, when the document's airline labels give that one name and its flights one designator (the data set
 * may list a code's new holder, not the airline the document means: `Airline PanAm` over `PA 1234`).
 */
export function printedAirlineName(text: string, iata: string, designators: ReadonlySet<string>): string | undefined {
  const lines = text.split(/\r?\n/);
  const names = labelledNames(lines);
  for (const { name, operator } of names) {
    const called = operator ? (isAirlineCalled(name, iata) ? name : undefined) : calledPart(name, iata);
    if (called) return spelled(called, iata);
  }
  const found = nameInText(text, iata);
  if (found) return spelled(found.printed, iata);
  const named = new Set(names.filter((n) => !n.operator).map((n) => n.name.toLowerCase()));
  const [only] = names.filter((n) => !n.operator);
  const unknown = only && named.size === 1 && wordsOf(only.name).length <= 3 && !airlineByName(only.name);
  return unknown && designators.size === 1 && designators.has(iata) ? only.name : undefined;
}

function wordsOf(name: string): string[] {
  return name.split(/\s+/).filter(Boolean);
}

/**
 * The words a label's value opens with that are what the airline is called: all of them, else, in a value all in
 * capitals (a row of headings run together: `А/К ЮТЭЙР ТИП ВС`), the most that are (`ЮТЭЙР`).
 */
function calledPart(value: string, iata: string): string | undefined {
  const words = wordsOf(value);
  for (let k = words.length; k >= (/\p{Ll}/u.test(value) ? words.length : 1); k--) {
    const part = words.slice(0, k).join(' ');
    if (isAirlineCalled(part, iata)) return part;
  }
  return undefined;
}

function airlineOf(r: Reservation): JsonLdObject | undefined {
  if (r['@type'] !== 'FlightReservation') return undefined;
  return (r.reservationFor as JsonLdObject | undefined)?.airline as JsonLdObject | undefined;
}

/**
 * Flights whose airline no name beside its number names take the name the document prints for that airline (see
 * `printedAirlineName`), rather than the reference data's: the traveller reads it there.
 */
export function withPrintedAirlineNames(reservations: Reservation[], text: string): Reservation[] {
  const designators = new Set<string>();
  for (const r of reservations) {
    const code = airlineOf(r)?.iataCode;
    if (typeof code === 'string') designators.add(code);
  }
  const byCode = new Map<string, string | undefined>();
  for (const r of reservations) {
    const airline = airlineOf(r);
    const code = airline?.iataCode;
    if (!airline || typeof code !== 'string' || airline.name) continue;
    if (!byCode.has(code)) byCode.set(code, printedAirlineName(text, code, designators));
    const name = byCode.get(code);
    if (name) airline.name = name;
  }
  return reservations;
}
