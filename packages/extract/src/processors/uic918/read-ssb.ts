import { PerError, PerReader } from './per-bits.js';

/**
 * ERA's Small Structured Barcode (SSB, TAP TSI B.12), version 3: 114 bytes of fields at fixed bit positions. Only the
 * non-reservation ticket (type 2) is read, the one type whose layout samples confirm: a ticket between two stations,
 * for any train of its days, of a class, for a count of travellers.
 */
export interface SsbTicket {
  /** RICS code of the issuer. */
  issuer: number;
  adults: number;
  children: number;
  specimen: boolean;
  /** `1` or `2`, else undefined. */
  travelClass?: string;
  /** The last digit of the year of issue, and the day of that year (1–366). */
  yearDigit: number;
  dayOfYear: number;
  /** Days after the day of issue the ticket is first and last valid. */
  firstDayOffset: number;
  lastDayOffset: number;
  /** UIC station numbers (7 digits) from the numeric code table. */
  departureCode: string;
  arrivalCode: string;
}

const SSB_BYTES = 114;
const SSB_VERSION = 3;
const NON_RESERVATION = 2;
/** The code table of UIC station numbers (`NRT`); other tables number stations of their own. */
const UIC_NUMBERS = 1;
const DAY_MS = 86_400_000;

/**
 * Each 114-byte input's reading, by the identity of its bytes (null: no ticket): the root sniffs an input, the text
 * or barcode reader sniffs it again and then reads it, and all three are the one decoding. The engine never writes
 * into an input's bytes, so what was read of them stays what they hold.
 */
const readings = new WeakMap<Uint8Array, SsbTicket | null>();

/** Reads a version 3 SSB non-reservation ticket; undefined for any other content or a field out of its range. */
export function readSsb(bytes: Uint8Array): SsbTicket | undefined {
  if (bytes.length !== SSB_BYTES) return undefined;
  let ticket = readings.get(bytes);
  if (ticket === undefined) {
    ticket = decodeSsb(bytes) ?? null;
    readings.set(bytes, ticket);
  }
  return ticket ?? undefined;
}

function decodeSsb(bytes: Uint8Array): SsbTicket | undefined {
  const bits = new PerReader(bytes);
  try {
    if (bits.bits(4) !== SSB_VERSION) return undefined;
    const issuer = bits.bits(14);
    bits.bits(4); // key id
    if (bits.bits(5) !== NON_RESERVATION) return undefined;
    const adults = bits.bits(7);
    const children = bits.bits(7);
    const specimen = bits.bool();
    const classCode = bits.bits(6);
    for (let i = 0; i < 14; i++) bits.bits(6); // ticket number: 14 characters of 6 bits
    const yearDigit = bits.bits(4);
    const dayOfYear = bits.bits(9);
    bits.bool(); // return journey
    const firstDayOffset = bits.bits(9);
    const lastDayOffset = bits.bits(9);
    const alphanumeric = bits.bool();
    const codeTable = bits.bits(4);
    if (alphanumeric || codeTable !== UIC_NUMBERS) return undefined;
    const departure = bits.bits(28);
    const arrival = bits.bits(28);
    const valid =
      issuer >= 1000 &&
      issuer <= 9999 &&
      adults + children > 0 &&
      yearDigit <= 9 &&
      dayOfYear >= 1 &&
      dayOfYear <= 366 &&
      lastDayOffset >= firstDayOffset &&
      /^\d{7}$/.test(String(departure)) &&
      /^\d{7}$/.test(String(arrival));
    if (!valid) return undefined;
    return {
      issuer,
      adults,
      children,
      specimen,
      ...(classCode === 1 || classCode === 2 ? { travelClass: String(classCode) } : {}),
      yearDigit,
      dayOfYear,
      firstDayOffset,
      lastDayOffset,
      departureCode: String(departure),
      arrivalCode: String(arrival),
    };
  } catch (error) {
    if (error instanceof PerError) return undefined;
    throw error;
  }
}

/** True when the bytes are an SSB ticket this reader reads. */
export function looksLikeSsb(bytes: Uint8Array): boolean {
  return readSsb(bytes) !== undefined;
}

/**
 * The day a ticket is first valid: issued in the latest year ending in its digit whose day of issue is not after
 * `reference` (the day the document came, else today), then its offset. ISO `yyyy-mm-dd`.
 */
export function ssbFirstDay(ticket: SsbTicket, reference: Date): string | undefined {
  const latest = reference.getUTCFullYear();
  for (let year = latest - ((latest - ticket.yearDigit + 10) % 10); year > latest - 20; year -= 10) {
    const issued = new Date(Date.UTC(year, 0, ticket.dayOfYear));
    // Day 366 of a year of 365 days is no day of it.
    if (issued.getUTCFullYear() !== year) return undefined;
    // A day's grace: the reference may be a local midnight before the day of issue in UTC.
    if (issued.getTime() <= reference.getTime() + DAY_MS) {
      return new Date(Date.UTC(year, 0, ticket.dayOfYear + ticket.firstDayOffset)).toISOString().slice(0, 10);
    }
  }
  return undefined;
}
