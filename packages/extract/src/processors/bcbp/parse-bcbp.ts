/**
 * IATA Resolution 792 bar-coded boarding pass (format code M): the mandatory items, the conditional items
 * of each version, and the security section. Parsing is lenient about truncation (real passes often drop
 * trailing blanks) and about blank items (a blank seat or sequence number is simply absent), but strict about
 * the items that identify a flight: a leg without them is left out, and a pass with no such leg is refused.
 */

/** The conditional items that repeat for every leg. Blank items are empty strings. */
export interface BcbpLegConditional {
  airlineNumericCode: string;
  documentNumber: string;
  selecteeIndicator: string;
  internationalDocumentVerification: string;
  marketingCarrier: string;
  frequentFlyerAirline: string;
  frequentFlyerNumber: string;
  idAdIndicator: string;
  freeBaggageAllowance: string;
  fastTrack: string;
}

/** One flight of a boarding pass, values as written (trimmed). */
export interface BcbpLeg {
  pnr: string;
  fromAirport: string;
  toAirport: string;
  operatingCarrier: string;
  /** As written, with leading zeros and an optional suffix letter: `0834`, `0123A`. */
  flightNumber: string;
  /** Day of the year of the flight (1–366), when written. */
  dayOfFlight?: number;
  compartmentCode: string;
  /** As written: `001A`, `INF`. */
  seat: string;
  /** As written: `0025`. */
  checkInSequence: string;
  passengerStatus: string;
  conditional?: BcbpLegConditional;
  /** The "for individual airline use" part of the leg. */
  airlineUse: string;
}

/** The items that appear once, after the first leg's mandatory items. */
export interface BcbpUniqueConditional {
  version: number;
  passengerDescription: string;
  sourceOfCheckIn: string;
  sourceOfIssuance: string;
  /** Date of issue: last digit of the year and day of the year. */
  dateOfIssue?: { yearDigit: number; dayOfYear: number };
  documentType: string;
  issuingAirline: string;
  baggageTags: string[];
}

/** A decoded boarding pass. */
export interface BcbpPass {
  formatCode: 'M';
  legCount: number;
  /** As written: `DESMARAIS/LUC`; empty when the pass leaves it blank. */
  passengerName: string;
  electronicTicket: boolean;
  unique?: BcbpUniqueConditional;
  legs: BcbpLeg[];
  security?: { type: string; data: string };
  /** The string that was parsed (trailing line breaks removed). */
  raw: string;
}

export type BcbpParseResult = { ok: true; pass: BcbpPass; warnings: string[] } | { ok: false; error: string };

/** Longer strings are not boarding passes: four legs with every item and a signature fit in well under this. */
export const MAX_BCBP_LENGTH = 4096;

const MANDATORY_FIRST_LEG = 60;
/** A later leg's items from its booking reference to its day of flight: what a leg cannot do without. */
const LEG_UP_TO_DAY = 24;
const AIRPORT = /^[A-Z]{3}$/;
const CARRIER = /^[A-Z0-9]{2}[A-Z0-9]?$/;
/** Four digits and a suffix letter by the standard; some carriers print five digits with leading zeros (`00723`). */
const FLIGHT_NUMBER = /^(?:\d{1,4}[A-Z]?|0\d{4})$/;

class Cursor {
  constructor(
    private readonly text: string,
    public pos = 0,
  ) {}

  get remaining(): number {
    return this.text.length - this.pos;
  }

  /** Reads `length` characters, or what is left when the string ends early. */
  take(length: number): string {
    const value = this.text.slice(this.pos, this.pos + length);
    this.pos += value.length;
    return value;
  }

  peek(length = 1): string {
    return this.text.slice(this.pos, this.pos + length);
  }
}

function hexSize(value: string): number | undefined {
  return /^[0-9A-Fa-f]{2}$/.test(value) ? Number.parseInt(value, 16) : undefined;
}

/** Three digits by the standard; some issuers pad a day with blanks instead of zeros (`  1` for `001`). */
function dayOfYear(value: string): number | undefined {
  if (!/^ {0,2}\d{1,3}$/.test(value)) return undefined;
  const day = Number(value);
  return day >= 1 && day <= 366 ? day : undefined;
}

/** Reads a leg's mandatory items from `PNR` to the variable-size field (37 characters). */
function readLegMandatory(cursor: Cursor): { leg: BcbpLeg; variableSize?: number } {
  const pnr = cursor.take(7).trim();
  const fromAirport = cursor.take(3).trim();
  const toAirport = cursor.take(3).trim();
  const operatingCarrier = cursor.take(3).trim();
  const flightNumber = cursor.take(5).trim();
  const dayText = cursor.take(3);
  const compartmentCode = cursor.take(1).trim();
  const seat = cursor.take(4).trim();
  const checkInSequence = cursor.take(5).trim();
  const passengerStatus = cursor.take(1).trim();
  const variableSize = hexSize(cursor.take(2));
  const leg: BcbpLeg = {
    pnr,
    fromAirport,
    toAirport,
    operatingCarrier,
    flightNumber,
    compartmentCode,
    seat,
    checkInSequence,
    passengerStatus,
    airlineUse: '',
  };
  const day = dayOfYear(dayText);
  if (day !== undefined) leg.dayOfFlight = day;
  return variableSize === undefined ? { leg } : { leg, variableSize };
}

function readLegConditional(section: Cursor): BcbpLegConditional {
  return {
    airlineNumericCode: section.take(3).trim(),
    documentNumber: section.take(10).trim(),
    selecteeIndicator: section.take(1).trim(),
    internationalDocumentVerification: section.take(1).trim(),
    marketingCarrier: section.take(3).trim(),
    frequentFlyerAirline: section.take(3).trim(),
    frequentFlyerNumber: section.take(16).trim(),
    idAdIndicator: section.take(1).trim(),
    freeBaggageAllowance: section.take(3).trim(),
    fastTrack: section.take(1).trim(),
  };
}

function readUniqueConditional(section: Cursor, warnings: string[]): BcbpUniqueConditional {
  section.take(1); // '>'
  const version = Number(section.take(1)) || 0;
  const declared = hexSize(section.take(2));
  const size = Math.min(declared ?? 0, section.remaining);
  if (declared === undefined) warnings.push('unreadable size of the unique conditional items');
  else if (declared > size) warnings.push('unique conditional items cut short');
  const block = new Cursor(section.take(size));
  const unique: BcbpUniqueConditional = {
    version,
    passengerDescription: block.take(1).trim(),
    sourceOfCheckIn: block.take(1).trim(),
    sourceOfIssuance: block.take(1).trim(),
    documentType: '',
    issuingAirline: '',
    baggageTags: [],
  };
  const issue = block.take(4);
  const issueDay = dayOfYear(issue.slice(1));
  if (/^\d/.test(issue) && issueDay !== undefined) {
    unique.dateOfIssue = { yearDigit: Number(issue[0]), dayOfYear: issueDay };
  }
  unique.documentType = block.take(1).trim();
  unique.issuingAirline = block.take(3).trim();
  while (block.remaining > 0) {
    const tag = block.take(13).trim();
    if (tag) unique.baggageTags.push(tag);
  }
  return unique;
}

/** Reads a leg's variable part: the unique items (first leg), the repeated items and the airline's own data. */
function readLegVariable(variable: string, leg: BcbpLeg, isFirst: boolean, warnings: string[]) {
  const section = new Cursor(variable);
  let unique: BcbpUniqueConditional | undefined;
  if (isFirst && section.peek() === '>') unique = readUniqueConditional(section, warnings);
  if (section.remaining >= 2) {
    const declared = hexSize(section.peek(2));
    if (declared !== undefined) {
      section.take(2);
      const size = Math.min(declared, section.remaining);
      if (declared > size) warnings.push(`conditional items of leg ${leg.pnr || '?'} cut short`);
      if (size > 0) leg.conditional = readLegConditional(new Cursor(section.take(size)));
    }
  }
  leg.airlineUse = section.take(section.remaining);
  return unique;
}

/** A leg whose flight items are all blank: issuers print one when the pass holds only a later flight. */
function isBlankLeg(leg: BcbpLeg): boolean {
  return !leg.fromAirport && !leg.toAirport && !leg.operatingCarrier && !leg.flightNumber;
}

function checkLeg(leg: BcbpLeg, index: number): string | undefined {
  const where = `leg ${index + 1}`;
  if (isBlankLeg(leg)) return `${where}: no flight`;
  if (!AIRPORT.test(leg.fromAirport) || !AIRPORT.test(leg.toAirport))
    return `${where}: airport codes are not IATA codes`;
  if (!CARRIER.test(leg.operatingCarrier)) return `${where}: carrier designator is not an IATA code`;
  // A blank flight number is kept blank (the pass still gives the day, airports and carrier); a wrong one is not.
  if (leg.flightNumber && !FLIGHT_NUMBER.test(leg.flightNumber)) return `${where}: flight number is not a number`;
  if (!/^[A-Z0-9]{0,7}$/.test(leg.pnr)) return `${where}: booking reference has unexpected characters`;
  return undefined;
}

/**
 * The compartment is a letter (or left blank). Anything else there means the items after the flight number are not
 * where the standard puts them (a field written twice or cut short upstream): the day, seat, sequence and the sizes
 * that follow are then read from the wrong places, and none of them can be trusted.
 */
function hasItemsOutOfPlace(leg: BcbpLeg): boolean {
  return leg.compartmentCode !== '' && !/^[A-Z]$/.test(leg.compartmentCode);
}

/** Keeps what a leg says up to its flight number and forgets what follows it. */
function forgetItemsAfterFlight(leg: BcbpLeg): void {
  delete leg.dayOfFlight;
  delete leg.conditional;
  leg.compartmentCode = '';
  leg.seat = '';
  leg.checkInSequence = '';
  leg.passengerStatus = '';
  leg.airlineUse = '';
}

/**
 * A first leg after a passenger name of another width than 20 (an issuer that pads it short, or cuts it long): the
 * name in letters, the e-ticket flag, a booking reference of seven, two airports, a carrier, a flight and a day.
 */
const NAME_THEN_LEG =
  /^M[1-4]([A-Z][A-Z/ .'-]{0,38}?)[E ](?:[A-Z0-9]{7}|[A-Z0-9]{6} |[A-Z0-9]{5} {2}| {7})[A-Z]{6}[A-Z0-9]{2}[A-Z0-9 ][0-9 ]{4}[A-Z0-9 ][0-9 ]{3}/;

/** The string with its name set to 20 characters, when it is another width and the fixed width reads no flight. */
function withNameOfTwenty(raw: string): { text: string; name: string } | undefined {
  const name = NAME_THEN_LEG.exec(raw)?.[1];
  if (name === undefined || name.length === 20) return undefined;
  const fixed = name.trimEnd().padEnd(20).slice(0, 20);
  return { text: `${raw.slice(0, 2)}${fixed}${raw.slice(2 + name.length)}`, name };
}

/** A later leg's head: booking reference of seven, two airports, a carrier, a flight number and a day. */
const LEG_HEAD = /(?:[A-Z0-9]{7}|[A-Z0-9]{6} |[A-Z0-9]{5} {2})[A-Z]{6}[A-Z0-9]{2}[A-Z0-9 ][0-9 ]{4}[A-Z0-9 ][0-9 ]{3}/y;
/** How far from where the sizes put it a later leg is looked for: a size written a few characters wrong. */
const LEG_SEARCH = 12;

function startsLeg(raw: string, at: number): boolean {
  if (at < 0) return false;
  LEG_HEAD.lastIndex = at;
  return LEG_HEAD.test(raw);
}

/**
 * How far the next leg stands from where the previous leg's sizes put it: 0 where a leg starts there (or none
 * starts near), else the nearest offset where one does. Issuers miscount the size of their conditional items.
 */
function legShift(raw: string, at: number): number {
  if (startsLeg(raw, at)) return 0;
  for (let distance = 1; distance <= LEG_SEARCH; distance++) {
    if (startsLeg(raw, at - distance)) return -distance;
    if (startsLeg(raw, at + distance)) return distance;
  }
  return 0;
}

/** Decodes a bar-coded boarding pass string (IATA Resolution 792, format M). Never throws. */
export function parseBcbp(input: string): BcbpParseResult {
  const raw = input.replace(/[\r\n]+$/, '');
  const result = parseFixedWidths(raw);
  if (result.ok) return result;
  const realigned = withNameOfTwenty(raw);
  if (!realigned) return result;
  const retried = parseFixedWidths(realigned.text);
  if (!retried.ok) return result;
  // The string as written stays the ticket's token, and a name written long stays whole.
  retried.pass.raw = raw;
  retried.pass.passengerName = realigned.name.trim();
  retried.warnings.push(`passenger name written ${realigned.name.length} characters wide instead of 20`);
  return retried;
}

function parseFixedWidths(raw: string): BcbpParseResult {
  if (raw.length > MAX_BCBP_LENGTH) return { ok: false, error: `too long for a boarding pass (${raw.length} chars)` };
  if (raw[0] !== 'M') return { ok: false, error: 'format code is not M' };
  const legCount = Number(raw[1]);
  if (!Number.isInteger(legCount) || legCount < 1 || legCount > 4) {
    return { ok: false, error: 'number of legs is not 1 to 4' };
  }
  // Day of the first flight is the last item a pass cannot do without; the rest may be cut off.
  if (raw.length < 47) return { ok: false, error: 'too short for a boarding pass' };

  const warnings: string[] = [];
  const cursor = new Cursor(raw, 2);
  const passengerName = cursor.take(20).trim();
  const electronicTicket = cursor.take(1) === 'E';
  const legs: BcbpLeg[] = [];
  const problems: string[] = [];
  let unique: BcbpUniqueConditional | undefined;
  for (let i = 0; i < legCount; i++) {
    const shift = i > 0 ? legShift(raw, cursor.pos) : 0;
    if (shift !== 0) {
      warnings.push(`leg ${i + 1} found ${Math.abs(shift)} characters from where the sizes put it`);
      cursor.pos += shift;
    }
    if (cursor.remaining < LEG_UP_TO_DAY && i > 0) {
      warnings.push(`pass announces ${legCount} legs but holds ${i}`);
      break;
    }
    // A later leg cut off after its day of flight keeps its flight; its seat and the rest are what is left.
    if (cursor.remaining < 37 && i > 0) warnings.push(`mandatory items of leg ${i + 1} cut short`);
    const { leg, variableSize } = readLegMandatory(cursor);
    if (variableSize !== undefined) {
      if (variableSize > cursor.remaining) warnings.push(`variable items of leg ${i + 1} cut short`);
      const legUnique = readLegVariable(cursor.take(variableSize), leg, i === 0, warnings);
      if (legUnique && !hasItemsOutOfPlace(leg)) unique = legUnique;
    } else if (cursor.pos < MANDATORY_FIRST_LEG && i === 0) {
      warnings.push('mandatory items cut short');
    }
    if (hasItemsOutOfPlace(leg)) {
      warnings.push(
        `leg ${i + 1}: compartment '${leg.compartmentCode}' is no letter, the items after the flight number are out of place; day of flight, seat and sequence left out`,
      );
      forgetItemsAfterFlight(leg);
    }
    // A leg without its flight is left out; the pass's other legs still stand.
    const problem = checkLeg(leg, i);
    if (problem) problems.push(problem);
    else legs.push(leg);
  }
  if (legs.length === 0) return { ok: false, error: problems[0] ?? 'no flight on the pass' };
  warnings.push(...problems.map((p) => `${p}; leg left out`));

  const pass: BcbpPass = { formatCode: 'M', legCount, passengerName, electronicTicket, legs, raw };
  if (unique) pass.unique = unique;
  if (cursor.peek() === '^') {
    cursor.take(1);
    const type = cursor.take(1);
    const size = hexSize(cursor.take(2)) ?? cursor.remaining;
    pass.security = { type, data: cursor.take(size) };
  }
  return { ok: true, pass, warnings };
}
