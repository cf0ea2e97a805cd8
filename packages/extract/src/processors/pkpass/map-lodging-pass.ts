import { type JsonLdObject, RESERVATION_STATUS, type Reservation } from '../../schema/reservation.js';
import { type CalendarDay, formatCalendarDay } from '../bcbp/index.js';
import { addPassIdentity, passengerOf, reservationNumberOf } from './map-common.js';
import { dayAsWritten, localDateTime, parseClockTime, parseNumericDate } from './pass-times.js';
import { findField, type Pass } from './read-pass.js';

const HOTEL_WORDS = /hotel|room|zimmer|chambre|habitaci|camera|lodging|unterkunft|hébergement/i;

/**
 * `Tel.: +49 30 1234567`. The dot, the colon and the spaces around them are taken as far as they go; a number shorter
 * than six characters takes the spaces just before it, as few as it needs. Read one way, so a line of long runs of
 * spaces is read in time along its length.
 */
const PHONE_LINE =
  /^(?:tel|phone|telefon|téléphone|tél)(?:(?:\.|(?!\.))\s*(?!\s)(?::\s*(?!\s)|(?!:))|(?=(?:\.|(?!\.))\s*(?!\s)(?::\s*(?!\s)|(?!:))[\d ()/.-]*$)[\s\S]*?(?=[\d ()/.-]{6}$))(\+?[\d ()/.-]{6,})$/i;

/** A pass (event ticket or generic) that books a room rather than a seat. */
export function isLodgingPass(pass: Pass): boolean {
  if (pass.style === 'boardingPass') return false;
  return pass.fields.some((f) => f.section !== 'back' && HOTEL_WORDS.test(`${f.key} ${f.label}`));
}

/** The stay's first and last day: a range field (`30.11.23 - 01.12.23`), else check-in and check-out fields. */
function stayOf(pass: Pass): { checkin?: CalendarDay; checkout?: CalendarDay } {
  for (const field of pass.fields) {
    const [first, second] = field.value.split(/\s+[-–—]\s+|\s+(?:to|bis|au)\s+/i);
    const checkin = first ? parseNumericDate(first) : undefined;
    const checkout = second ? parseNumericDate(second) : undefined;
    if (checkin && checkout) return { checkin, checkout };
  }
  const dayOf = (pattern: RegExp) => {
    const value = findField(pass, pattern)?.value;
    return value ? parseNumericDate(value) : undefined;
  };
  const stay: { checkin?: CalendarDay; checkout?: CalendarDay } = {};
  const checkin = dayOf(/check-?in|arrival|anreise|arrivée|llegada/i);
  const checkout = dayOf(/check-?out|departure|abreise|départ|salida/i);
  if (checkin) stay.checkin = checkin;
  if (checkout) stay.checkout = checkout;
  return stay;
}

/** `Check-in: ab 15:00 Uhr` anywhere on the pass. */
function clockAfter(pass: Pass, word: RegExp): string | undefined {
  for (const field of pass.fields) {
    const match = new RegExp(`${word.source}[^\\d\\n]{0,20}(\\d{1,2}[:.h]\\d{2}(?:\\s*[ap]\\.?m\\.?)?)`, 'i').exec(
      field.value,
    );
    const clock = match?.[1] ? parseClockTime(match[1]) : undefined;
    if (clock) return clock;
  }
  return undefined;
}

/** The hotel's postal address, e-mail and phone from an address block on the back of the pass. */
function hotelContact(pass: Pass): JsonLdObject {
  const block = pass.fields.find(
    (f) =>
      f.section === 'back' &&
      /address|adresse|anschrift|kontakt|contact|dirección|indirizzo/i.test(`${f.key} ${f.label}`),
  );
  const contact: JsonLdObject = {};
  if (!block) return contact;
  const lines = block.value.split(/\r?\n/).map((l) => l.trim());
  const address: JsonLdObject = { '@type': 'PostalAddress' };
  lines.forEach((line, i) => {
    const email = /^(?:e-?mail|mail)\s*:?\s*(\S+@\S+)$/i.exec(line)?.[1] ?? /^(\S+@\S+\.\w+)$/.exec(line)?.[1];
    const phone = PHONE_LINE.exec(line)?.[1];
    const city = /^(?:[A-Z]{1,2}-)?(\d{4,5})\s+(\p{L}.*)$/u.exec(line);
    if (email) contact.email = email;
    else if (phone) contact.telephone = phone.trim();
    else if (city) {
      address.postalCode = city[1] ?? '';
      address.addressLocality = city[2] ?? '';
      const street = lines[i - 1];
      if (street && /\d/.test(street)) address.streetAddress = street;
    }
  });
  if (Object.keys(address).length > 1) contact.address = address;
  return contact;
}

/** A hotel stay booked through a pass. */
export function mapLodgingPass(pass: Pass): Reservation[] {
  const name =
    findField(pass, /hotel|property|unterkunft/i, ['header', 'primary', 'secondary'])?.value ?? pass.organizationName;
  const { checkin, checkout } = stayOf(pass);
  if (!name || (!checkin && !pass.relevantDate)) return [];
  const lodging: JsonLdObject = { '@type': 'LodgingBusiness', name: name.trim(), ...hotelContact(pass) };
  const reservation: Reservation = {
    '@context': 'http://schema.org',
    '@type': 'LodgingReservation',
    reservationStatus: RESERVATION_STATUS.confirmed,
    reservationFor: lodging,
  };
  const relevantDay = pass.relevantDate ? dayAsWritten(pass.relevantDate) : undefined;
  const checkinClock = clockAfter(pass, /check-?in/);
  if (pass.relevantDate && (!checkin || formatCalendarDay(checkin) === formatCalendarDay(relevantDay ?? checkin))) {
    // The pass becomes relevant at check-in, with the hotel's own offset: the best time we have.
    reservation.checkinTime = pass.relevantDate;
  } else if (checkin) {
    reservation.checkinTime = checkinClock ? localDateTime(checkin, checkinClock) : formatCalendarDay(checkin);
  }
  if (checkout) {
    const checkoutClock = clockAfter(pass, /check-?out/);
    reservation.checkoutTime = checkoutClock ? localDateTime(checkout, checkoutClock) : formatCalendarDay(checkout);
  }
  const number = reservationNumberOf(pass);
  if (number) reservation.reservationNumber = number.trim();
  const guest = passengerOf(pass);
  if (guest) reservation.underName = guest;
  addPassIdentity(reservation, pass);
  return [reservation];
}
