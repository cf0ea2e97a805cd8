import type { ExtractContext } from '../../engine/types.js';
import { withoutAirlineTitle } from '../../extractors/lib/names.js';
import type { JsonLdObject, Reservation } from '../../schema/reservation.js';
import { type CalendarDay, calendarDayOf, type TicketTokenFormat } from '../bcbp/index.js';
import { findField, findMeaning, type Pass } from './read-pass.js';

const TOKEN_FORMATS: Record<string, TicketTokenFormat> = {
  PKBarcodeFormatAztec: 'aztecCode',
  PKBarcodeFormatQR: 'qrCode',
  PKBarcodeFormatPDF417: 'pdf417',
  PKBarcodeFormatCode128: 'barcode128',
};

/** The schema.org ticket-token prefix for the pass's barcode symbology. */
export function tokenFormatOf(pass: Pass): TicketTokenFormat {
  return TOKEN_FORMATS[pass.barcode?.format ?? ''] ?? 'qrCode';
}

/** A Ticket carrying the pass's barcode, when it has one. */
export function ticketOf(pass: Pass): JsonLdObject | undefined {
  if (!pass.barcode) return undefined;
  return { '@type': 'Ticket', ticketToken: `${tokenFormatOf(pass)}:${pass.barcode.message}` };
}

/** The day that year-less dates of the pass resolve against: when it is relevant, else when it was received. */
export function referenceDayOf(pass: Pass, context: ExtractContext): CalendarDay | undefined {
  const relevant = pass.relevantDate ? new Date(pass.relevantDate) : undefined;
  if (relevant && !Number.isNaN(relevant.getTime())) return calendarDayOf(relevant);
  return context.date && !Number.isNaN(context.date.getTime()) ? calendarDayOf(context.date) : undefined;
}

/** A Person with a display name in reading order, as the passes show it. */
export function namedPerson(givenName: string | undefined, familyName: string | undefined): JsonLdObject {
  const person: JsonLdObject = { '@type': 'Person' };
  if (familyName) person.familyName = familyName;
  if (givenName) person.givenName = givenName;
  const name = [givenName, familyName].filter(Boolean).join(' ');
  if (name) person.name = name;
  return person;
}

/** A label in the plural: `Passengers`, `Travellers`, `Fahrgäste`, `Passagers`, `Pasajeros`, `Passeggeri`, `Reizigers`. */
const PLURAL_LABEL =
  /^(?:passengers|travel+ers|guests|attendees|names|fahrgäste|passagers|voyageurs|pasajeros|viajeros|passeggeri|viaggiatori|reizigers|passagiers)\b/iu;

/**
 * Whether a value names several people: one per line, joined by `;`, `&` or `and` (`Anna Huber & Max Huber`), or by
 * commas under a label in the plural (`Passengers: Anna Huber, Max Huber`), where a comma is no `Family, Given`.
 */
function namesSeveral(label: string, value: string): boolean {
  if (/\n|;|\s(?:&|and|und|et)\s/iu.test(value)) return true;
  return value.includes(',') && PLURAL_LABEL.test(label.trim());
}

/**
 * The passenger or attendee from the semantic tags, else from a name or holder field (`Doe, John`, `DOE/JOHN`,
 * `John Doe`).
 */
export function passengerOf(pass: Pass): JsonLdObject | undefined {
  for (const tag of ['passengerName', 'attendeeName']) {
    const semantic = pass.semantics[tag];
    if (typeof semantic === 'string' && semantic.trim()) return { '@type': 'Person', name: semantic.trim() };
    if (semantic && typeof semantic === 'object' && !Array.isArray(semantic)) {
      const given = typeof semantic.givenName === 'string' ? semantic.givenName : undefined;
      const family = typeof semantic.familyName === 'string' ? semantic.familyName : undefined;
      if (given || family) return namedPerson(given, family);
    }
  }
  const field =
    findField(pass, /passenger|traveller|traveler|^name$|reisende|fahrgast|passager|attendee|guest/i) ??
    findMeaning(pass, 'holder');
  const value = field?.value.trim() ?? '';
  // A count shown under such a label (`Passengers: 2`, `Guests: 2 Adults`) names nobody: a name has no digit.
  if (!/\p{L}/u.test(value) || /\d/.test(value)) return undefined;
  if (namesSeveral(field?.label ?? '', value)) return undefined;
  const slashed = value.includes('/');
  const [family, given] = slashed ? value.split('/') : value.includes(',') ? value.split(',') : [];
  // `MUSTERMANN/ERIKA MS`: the airline's way of writing a name puts the title after the given names.
  const givenName = slashed && given ? withoutAirlineTitle(given.trim()) : given?.trim();
  if (family !== undefined) return namedPerson(givenName || undefined, family.trim());
  return { '@type': 'Person', name: value };
}

const LINK = /href\s*=\s*["']?(https?:\/\/[^\s"'>]+)|(https?:\/\/\S+)/i;

/** The link for managing the booking: the pass's own, else a back field that offers one. */
export function manageActionOf(pass: Pass): JsonLdObject | undefined {
  let url = pass.managementUrl;
  if (!url) {
    const field = pass.fields.find(
      (f) =>
        f.section === 'back' &&
        /manage|verwalten|gérer|modif|change|view booking|my booking|buchung/i.test(`${f.key} ${f.label}`) &&
        LINK.test(f.value),
    );
    const match = field ? LINK.exec(field.value) : null;
    url = match?.[1] ?? match?.[2];
  }
  return url ? { '@type': 'UpdateAction', target: url } : undefined;
}

/** Marks a reservation with the pass it came from (lets later passes of the same id update it). */
export function addPassIdentity(reservation: Reservation, pass: Pass): void {
  if (pass.passTypeIdentifier) reservation.pkpassPassTypeIdentifier = pass.passTypeIdentifier;
  if (pass.serialNumber) reservation.pkpassSerialNumber = pass.serialNumber;
  const action = manageActionOf(pass);
  if (action) reservation.potentialAction = [action];
}

/** A value of a JSON-LD object as an object (creating it when absent). */
export function child(parent: JsonLdObject, key: string): JsonLdObject {
  const existing = parent[key];
  if (existing && typeof existing === 'object' && !Array.isArray(existing)) return existing;
  const created: JsonLdObject = {};
  parent[key] = created;
  return created;
}

/** The booking reference: a field keyed or labelled as one (`booking-nr`, `Ticket-Code`), not its date or link. */
export function reservationNumberOf(pass: Pass): string | undefined {
  const value = findMeaning(pass, 'bookingReference')?.value.trim();
  // A reference is a code, never a sentence or a link.
  return value && value.length <= 30 && !/\s{2,}|https?:|\.\s/.test(value) ? value : undefined;
}
