import { findAirport, findAirportByIcao } from '../../refdata/airports.js';
import type { LabelledFact } from './labelled-facts.js';

/** A cell break on a line of text laid out from a page: tabs, or a run of three spaces or more. */
const CELL_BREAK = /\t+|\s{3,}/;

/**
 * A route of two airports by their codes alone, apart by a plane or an arrow or a dash (`CDG ✈ LFLL`, `JFK → LAX`,
 * `MUC - FRA`): each code an airport's IATA code, or its ICAO code that the airport data knows.
 */
const CODED_ROUTE = /^([A-Z]{3,4})\s*(?:✈\uFE0F?|→|->|–|-)\s*([A-Z]{3,4})$/u;

/** The IATA code of an airport printed by its IATA or ICAO code, when the airport data knows it. */
export function airportCode(code: string): string | undefined {
  if (code.length === 3) return findAirport(code) ? code : undefined;
  return findAirportByIcao(code)?.iata || undefined;
}

/**
 * The routes printed as a cell of two airport codes (`CDG ✈ LFLL`), as unlabelled route facts in IATA codes
 * (`CDG → LYS`) at their lines; a route printed again (a ticket's stub repeats it) is read once. Lines already read as
 * labelled are skipped.
 */
export function codedRouteLines(lines: readonly string[], skip: ReadonlySet<number>): LabelledFact[] {
  const found: LabelledFact[] = [];
  const seen = new Set<string>();
  for (const [i, line] of lines.entries()) {
    if (skip.has(i) || line.length > 200 || !/[A-Z]{3}/.test(line)) continue;
    for (const cell of line.trim().split(CELL_BREAK)) {
      const m = CODED_ROUTE.exec(cell);
      const from = m?.[1] ? airportCode(m[1]) : undefined;
      const to = m?.[2] ? airportCode(m[2]) : undefined;
      if (!from || !to || from === to) continue;
      const value = `${from} → ${to}`;
      if (!seen.has(value)) found.push({ fact: 'route', label: '', value, line: i });
      seen.add(value);
    }
  }
  return found;
}
