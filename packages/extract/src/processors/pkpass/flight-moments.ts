import { DateTime } from 'luxon';
import { findAirport } from '../../refdata/airports.js';
import type { JsonLdValue } from '../../schema/reservation.js';
import { parseClockTime, readTextDate } from './pass-times.js';
import type { Pass, PassField } from './read-pass.js';

/** A moment of a flight a boarding pass can show the clock of. */
export type FlightMoment = 'departure' | 'arrival' | 'boarding';

/**
 * The labels that name one moment, compared on their letters alone (`DEPARTS`, `Departing Time`, `BoardingTime`,
 * `Arr. time`): what the traveller reads, in the languages of travel.
 */
const MOMENT_LABELS: Record<FlightMoment, RegExp> = {
  departure:
    /^(?:departs?|departing|departure|dep|depart)(?:time)?$|^(?:abflug|abfahrt)(?:szeit)?$|^(?:départ|heurededépart|salida|horadesalida|partenza|vertrek|vertrektijd)$/u,
  arrival:
    /^(?:arrives?|arriving|arrival|arr)(?:time)?$|^ankunft(?:szeit)?$|^(?:arrivée|heuredarrivée|llegada|horadellegada|arrivo|aankomst|aankomsttijd)$/u,
  boarding: /^(?:boards?|boarding)(?:time)?$|^(?:einstieg|embarquement|embarque|imbarco|instappen)$/u,
};

/** The moment a field's label names, if it names one. */
export function momentOfLabel(label: string): FlightMoment | undefined {
  const letters = label.toLowerCase().replace(/[^\p{L}]/gu, '');
  if (!letters) return undefined;
  return (Object.keys(MOMENT_LABELS) as FlightMoment[]).find((m) => MOMENT_LABELS[m].test(letters));
}

/**
 * The pass without the fields whose label names another moment: a field keyed `boardingTime` but labelled
 * `DEPARTS` shows the traveller a departure, and its key must not make it a boarding time.
 */
export function fieldsFor(pass: Pass, moment: FlightMoment): Pass {
  return {
    ...pass,
    fields: pass.fields.filter((f) => {
      const named = momentOfLabel(f.label);
      return !named || named === moment;
    }),
  };
}

const CLOCK_ONLY = /^\s*\d{1,2}[:.]\d{2}\s*(?:[AaPp]\.?[Mm]\.?)?\s*$/;
const SLASHED_DAY_AND_CLOCK = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4}),?\s+(\d{1,2}[:.]\d{2}\s*(?:[AaPp]\.?[Mm]\.?)?)\s*$/;

function isoDay(year: number, month: number, day: number): string | undefined {
  const date = DateTime.fromObject({ year, month, day }, { zone: 'utc' });
  return date.isValid ? (date.toISODate() ?? undefined) : undefined;
}

function shiftDay(day: string, days: number): string {
  return DateTime.fromISO(day, { zone: 'utc' }).plus({ days }).toISODate() ?? day;
}

/**
 * The day of a slashed date (`11/12/2020`), which reads day first or month first by country: the reading among
 * the days allowed, when exactly one of the two readings is.
 */
function slashedDay(first: number, second: number, year: number, allowed: readonly string[]): string | undefined {
  const readings = new Set([isoDay(year, second, first), isoDay(year, first, second)].filter(Boolean));
  const fitting = [...readings].filter((d) => d !== undefined && allowed.includes(d));
  return fitting.length === 1 ? fitting[0] : undefined;
}

/** The wall-clock value of a time the reservation holds, and its offset or zone when known. */
function wallClock(value: JsonLdValue | undefined): { iso: string; zone?: string } | undefined {
  if (typeof value === 'string') return { iso: value };
  if (value && typeof value === 'object' && !Array.isArray(value) && typeof value['@value'] === 'string') {
    return { iso: value['@value'], zone: typeof value.timezone === 'string' ? value.timezone : undefined };
  }
  return undefined;
}

/** The airport's IANA zone, if the reference data knows the airport. */
function airportZone(code: JsonLdValue | undefined): string | undefined {
  return typeof code === 'string' ? findAirport(code)?.timeZone : undefined;
}

/**
 * The day an arrival shown by its clock alone falls on: the one day (the departure's, the day before or one of the
 * two after) on which the flight lasts more than nothing and at most 20 hours, by the two airports' zones. Two
 * candidate days lie 24 hours apart, so at most one fits; without both zones and the departure's time, none.
 */
function arrivalDay(
  departure: JsonLdValue | undefined,
  clock: string,
  from: JsonLdValue | undefined,
  to: JsonLdValue | undefined,
): string | undefined {
  const given = wallClock(departure);
  const fromZone = given?.zone ?? airportZone(from);
  const toZone = airportZone(to);
  if (!given || !toZone || !/T\d{2}:\d{2}/.test(given.iso)) return undefined;
  const hasOffset = /(?:Z|[+-]\d{2}:?\d{2})$/.test(given.iso);
  if (!hasOffset && !fromZone) return undefined;
  const dep = hasOffset
    ? DateTime.fromISO(given.iso, { setZone: true })
    : DateTime.fromISO(given.iso, { zone: fromZone });
  if (!dep.isValid) return undefined;
  const day = given.iso.slice(0, 10);
  const fitting = [-1, 0, 1, 2]
    .map((n) => shiftDay(day, n))
    .filter((candidate) => {
      const arr = DateTime.fromISO(`${candidate}T${clock}`, { zone: toZone });
      const hours = arr.diff(dep, 'hours').hours;
      return arr.isValid && hours > 0 && hours <= 20;
    });
  return fitting.length === 1 ? fitting[0] : undefined;
}

/** What the flight already knows that places a shown clock. */
export interface FlightFrame {
  /** The day of departure (`YYYY-MM-DD`), from the barcode or the pass. */
  day: string;
  departureTime?: JsonLdValue;
  departureAirport?: JsonLdValue;
  arrivalAirport?: JsonLdValue;
}

const CLOCK_THEN_DAY = /^\s*(\d{1,2}[:.]\d{2}\s*(?:[AaPp]\.?[Mm]\.?)?)\s*,\s*(.+)$/;

/** A local date-time from one line of a field's value: a clock alone, a slashed day with a clock, a clock and a day. */
function timeOfLine(line: string, moment: FlightMoment, frame: FlightFrame): string | undefined {
  if (CLOCK_ONLY.test(line)) {
    const clock = parseClockTime(line);
    if (!clock) return undefined;
    const day =
      moment === 'arrival'
        ? arrivalDay(frame.departureTime, clock, frame.departureAirport, frame.arrivalAirport)
        : frame.day;
    return day ? `${day}T${clock}:00` : undefined;
  }
  const allowed = moment === 'arrival' ? [shiftDay(frame.day, -1), frame.day, shiftDay(frame.day, 1)] : [frame.day];
  const slashed = SLASHED_DAY_AND_CLOCK.exec(line);
  if (slashed) {
    const clock = parseClockTime(slashed[4] ?? '');
    const day = slashedDay(Number(slashed[1]), Number(slashed[2]), Number(slashed[3]), allowed);
    return clock && day ? `${day}T${clock}:00` : undefined;
  }
  // `3:40PM, Aug 19, 2020`: the day is written out, and must be one the flight can have for this moment.
  const clockFirst = CLOCK_THEN_DAY.exec(line);
  const written = clockFirst ? readTextDate(clockFirst[2] ?? '') : undefined;
  const clock = clockFirst ? parseClockTime(clockFirst[1] ?? '') : undefined;
  if (written && !written.clock && clock && allowed.includes(written.day)) return `${written.day}T${clock}:00`;
  return undefined;
}

/**
 * A local date-time from a field's value, read line by line: a value may give the place on one line and the time on
 * the next (`AUS: Austin, TX, US` / `3:40PM, Aug 19, 2020`).
 */
function timeOfValue(field: PassField, moment: FlightMoment, frame: FlightFrame): string | undefined {
  for (const line of field.value.split(/\r?\n/)) {
    const time = timeOfLine(line, moment, frame);
    if (time) return time;
  }
  return undefined;
}

/**
 * The time of a moment a field shows under a label naming it, on the front or the back of the pass (`DEPARTS`
 * `6:15 AM`, `Arriving Time` `11/12/2020 7:40 PM`, `ARRIVES` `3:40PM, Aug 19, 2020`): a line that is a clock alone,
 * a slashed day with a clock whose one reading is a day the flight can have, or a clock and such a day written out.
 * The line must be nothing else: a sentence on the back that mentions a time is advice.
 */
export function labelledMomentTime(pass: Pass, moment: FlightMoment, frame: FlightFrame): string | undefined {
  for (const field of pass.fields) {
    if (momentOfLabel(field.label) !== moment) continue;
    const time = timeOfValue(field, moment, frame);
    if (time) return time;
  }
  return undefined;
}

/**
 * The departure of a pass that shows its boarding but no departure: its relevant date, when that falls on the day
 * of the flight, after the boarding and at most 90 minutes after it, as boarding passes are dated to come up at
 * take-off. A relevant date at the boarding or before it (when the pass comes up ahead), on another day, or without
 * its offset or the airport's zone places nothing.
 */
export function departureAtRelevantDate(
  pass: Pass,
  frame: FlightFrame,
  boarding: JsonLdValue | undefined,
): string | undefined {
  const relevant = pass.relevantDate;
  const zone = airportZone(frame.departureAirport);
  const shown = wallClock(boarding);
  if (!relevant || !/(?:Z|[+-]\d{2}:?\d{2})$/.test(relevant) || !zone || !shown) return undefined;
  const boards = /(?:Z|[+-]\d{2}:?\d{2})$/.test(shown.iso)
    ? DateTime.fromISO(shown.iso, { setZone: true })
    : DateTime.fromISO(shown.iso, { zone: shown.zone ?? zone });
  const departs = DateTime.fromISO(relevant, { setZone: true }).setZone(zone);
  if (!boards.isValid || !departs.isValid || departs.toISODate() !== frame.day) return undefined;
  const minutes = departs.diff(boards, 'minutes').minutes;
  if (minutes <= 0 || minutes > 90) return undefined;
  return departs.toISO({ suppressMilliseconds: true }) ?? undefined;
}
