import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config.js';
import type { PersonName } from './rewrite-sample.js';

/** The extraction engine's own golden samples: the demo's booking emails are these, rewritten. */
export const SAMPLES_DIR = join(REPO_ROOT, 'packages/extract/samples');
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** When a demo booking happens, in days from today: its first travel day, or the day its email arrived. */
export type DemoAnchor = { travel: number } | { received: number };

/** One demo email: a sample, whose it becomes, and when. */
export interface DemoBooking {
  sample: string;
  team: 'org' | 'dev';
  /** The sample's passenger (or addressee) as it writes them, and the demo person it becomes (a key of PEOPLE). */
  was: PersonName;
  person: string;
  at: DemoAnchor;
  /** May be the booking of someone traveling today: one of these is placed so a segment of it starts today. */
  today?: boolean;
  /** Moves with another booking of the same reservation (its cancellation, its change). */
  follows?: string;
}

/** The demo's people: the organisation's travelers (by their work address) and the developer team's users. */
export const DEMO_PEOPLE: Record<string, PersonName & { address: string }> = {
  anna: { first: 'Anna', last: 'Berger', address: 'anna.berger@northwind.example' },
  tomas: { first: 'Tomás', last: 'Ruiz', address: 'tomas.ruiz@northwind.example' },
  priya: { first: 'Priya', last: 'Raman', address: 'priya.raman@northwind.example' },
  lukas: { first: 'Lukas', last: 'Weber', address: 'lukas.weber@northwind.example' },
  chloe: { first: 'Chloé', last: 'Martin', address: 'chloe.martin@northwind.example' },
  kenji: { first: 'Kenji', last: 'Sato', address: 'kenji.sato@northwind.example' },
  amara: { first: 'Amara', last: 'Mensah', address: 'amara.mensah@northwind.example' },
  jonas: { first: 'Jonas', last: 'Nilsson', address: 'jonas.nilsson@northwind.example' },
  mia: { first: 'Mia', last: 'Hoffmann', address: 'mia.hoffmann@example.com' },
  noah: { first: 'Noah', last: 'Adeyemi', address: 'noah.adeyemi@example.com' },
  elena: { first: 'Elena', last: 'Petrova', address: 'elena.petrova@example.com' },
  luis: { first: 'Luis', last: 'Ferreira', address: 'luis.ferreira@example.com' },
};

const org = (sample: string, first: string, last: string, person: string, at: DemoAnchor, more = {}) =>
  ({ sample, team: 'org', was: { first, last }, person, at, ...more }) as DemoBooking;
const dev = (sample: string, first: string, last: string, person: string, received: number) =>
  ({ sample, team: 'dev', was: { first, last }, person, at: { received } }) as DemoBooking;

/**
 * The demo's mail: a year of the organisation's bookings (most in euros, so every spend chart has a year), a few
 * through travel management companies, a cancellation, trips in the coming four weeks (one of which starts today,
 * one whose return flight the airline moved), newsletters the sender filter drops or that hold no booking; and a
 * developer team's recent parses. Every sample here survives the rewrite (see demo-bookings.test.ts).
 */
export const DEMO_BOOKINGS: readonly DemoBooking[] = [
  org('lufthansa-return-flight', 'Anna', 'Berger', 'anna', { travel: -330 }),
  org('lufthansa-flight-cancelled', 'Anna', 'Berger', 'anna', { travel: -330 }, { follows: 'lufthansa-return-flight' }),
  org('klm-booking-confirmation', 'Sanne', 'de Vries', 'chloe', { travel: -310 }),
  org('accor-booking-confirmation', 'Julien', 'Martin', 'tomas', { travel: -290 }),
  org('booking-com-hotel-confirmation', 'Sarah', 'Lindqvist', 'priya', { travel: -270 }),
  org('hotels-com-booking-confirmation', 'Marta', 'Ruiz', 'amara', { travel: -250 }),
  org('europcar-reservierung-de', 'Anna', 'Weber', 'anna', { travel: -225 }),
  org('booking-com-hotel-confirmation-html', 'Pieter', 'Jansen', 'jonas', { travel: -205 }),
  org('trenitalia-conferma-acquisto', 'Giulia', 'Bianchi', 'chloe', { travel: -185 }),
  org('amex-gbt-trip-itinerary', 'John', 'Smith', 'lukas', { travel: -170 }),
  org('cwt-itinerary', 'Claire', 'Dubois', 'priya', { travel: -150 }),
  org('egencia-trip-confirmation', 'Sofia', 'Andersson', 'amara', { travel: -135 }),
  org('hyatt-reservation-confirmation', 'Isabella', 'Rossi', 'chloe', { travel: -120 }),
  org('eventbrite-order-confirmation', 'Jonas', 'Richter', 'jonas', { travel: -105 }),
  org('sncf-connect-confirmation', 'Élise', 'Bernard', 'anna', { travel: -90 }),
  org('vueling-confirmacion-reserva', 'Laura', 'García', 'priya', { travel: -75 }),
  org('edreams-booking-confirmed', 'Pablo', 'Ortega', 'tomas', { travel: -60 }),
  org('oebb-ticket-de', 'Sophie', 'Gruber', 'amara', { travel: -45 }),
  org('tap-air-portugal-booking-confirmation', 'Rui', 'Santos', 'kenji', { travel: -35 }),
  org('motel-one-buchungsbestaetigung', 'Jonas', 'Weber', 'lukas', { travel: -25 }),
  org('ryanair-travel-itinerary-html', 'Sean', 'Murphy', 'jonas', { travel: -15 }),
  org('nh-hotels-booking-confirmation', 'Lucía', 'Fernández', 'amara', { travel: -8 }),
  // Trips of the coming weeks; one of them is moved to start today (whichever has a segment on today's weekday).
  org('brussels-airlines-booking-confirmation', 'Sophie', 'Peeters', 'chloe', { travel: 3 }, { today: true }),
  org('aer-lingus-booking-confirmation', 'Ciara', "O'Brien", 'priya', { travel: 6 }, { today: true }),
  org('airbaltic-booking-confirmation', 'Janis', 'Berzins', 'kenji', { travel: 10 }, { today: true }),
  org('condor-buchungsbestaetigung', 'Stefan', 'Koch', 'lukas', { travel: 15 }, { today: true }),
  org('finnair-booking-confirmation', 'Liisa', 'Korhonen', 'anna', { travel: 20 }, { today: true }),
  org('amex-gbt-trip-itinerary-html', 'Priya', 'Shah', 'amara', { travel: 24 }, { today: true }),
  // A weekend in the dashboard's week whose return flight the airline has since moved: its flight status shows.
  org('ryanair-travel-itinerary', 'Aoife', 'Byrne', 'tomas', { travel: 2 }),
  org('ryanair-flight-time-change', 'Aoife', 'Byrne', 'tomas', { travel: 2 }, { follows: 'ryanair-travel-itinerary' }),
  // Mail that holds no booking: dropped by the filter (an unknown sender; a domain the team blocks), or read in vain.
  org('newsletter-without-booking', 'Maria', 'Schulz', 'jonas', { received: -40 }),
  org('lufthansa-newsletter-negative', 'Anna', 'Berger', 'anna', { received: -20 }),
  org('scandic-friends-newsletter-negative', 'Anna', 'Nilsson', 'priya', { received: -12 }),
  org('booking-com-review-request-negative', 'Sarah', 'Lindqvist', 'priya', { received: -3 }),
  dev('eurostar-booking-confirmation', 'Ben', 'Taylor', 'mia', -20),
  dev('italo-conferma-acquisto', 'Giulia', 'Russo', 'elena', -12),
  dev('airbaltic-newsletter-negative', 'Janis', 'Berzins', 'noah', -6),
  dev('vr-order-confirmation', 'Mikko', 'Virtanen', 'noah', -5),
  dev('westbahn-buchungsbestaetigung', 'Lukas', 'Huber', 'luis', -4),
  dev('melia-booking-confirmation', 'Carmen', 'López', 'mia', -3),
  dev('ouigo-confirmation-commande', 'Camille', 'Martin', 'elena', -2),
  dev('megabus-sale-negative', 'Callum', 'Ross', 'luis', -1),
  dev('kiwi-com-trip-confirmed', 'Luca', 'Conti', 'noah', -1),
];

/** The sender domain the demo organisation blocks: marketing mail of an airline whose bookings it takes. */
export const DEMO_BLOCKED_DOMAIN = 'newsletter.lufthansa.com';

/** What the demo reads of a sample before moving it: its text, its date, and the days its segments start on. */
export interface SampleFacts {
  text: string;
  sentAt: Date;
  /** UTC midnights of the days its reservations start (departures, check-ins, pick-ups, events), earliest first. */
  startDays: Date[];
}

const START_KEYS = new Set(['departureTime', 'checkinTime', 'pickupTime', 'startDate', 'startTime']);

function startDaysOf(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) startDaysOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const text = typeof inner === 'string' ? inner : (inner as { '@value'?: unknown } | null)?.['@value'];
      if (START_KEYS.has(key) && typeof text === 'string' && /^\d{4}-\d{2}-\d{2}/.test(text))
        into.add(text.slice(0, 10));
      else startDaysOf(inner, into);
    }
  }
}

/** Reads a sample's email and the start days of its known-good reservations. */
export function readSample(sample: string): SampleFacts {
  const text = readFileSync(join(SAMPLES_DIR, sample, 'input.eml'), 'utf8');
  const expected: unknown = JSON.parse(readFileSync(join(SAMPLES_DIR, sample, 'expected.json'), 'utf8'));
  const days = new Set<string>();
  startDaysOf(expected, days);
  const date = /^Date:[ \t]*(.+)$/im.exec(text)?.[1];
  const sentAt = date ? new Date(date) : new Date(Number.NaN);
  if (Number.isNaN(sentAt.getTime())) throw new Error(`The sample ${sample} has no Date header`);
  return { text, sentAt, startDays: [...days].sort().map((day) => new Date(`${day}T00:00:00Z`)) };
}

/** Midnight (UTC) of a day. */
const dayOf = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * The days each booking moves by, relative to `now`: whole weeks, nearest its anchor, never so late that its email
 * would arrive after `now`; the bookings that follow another move with it; one `today` booking (the first with a
 * segment on today's weekday) moves so that segment starts today.
 */
export function scheduleBookings(
  bookings: readonly DemoBooking[],
  facts: ReadonlyMap<string, SampleFacts>,
  now: Date,
): Map<string, number> {
  const today = dayOf(now);
  const latestSend = now.getTime() - 60 * 60_000;
  const fits = (sample: string, days: number) =>
    (facts.get(sample) as SampleFacts).sentAt.getTime() + days * DAY_MS <= latestSend;
  const shifts = new Map<string, number>();
  const traveling = bookings.find(
    (b) =>
      b.today &&
      (facts.get(b.sample) as SampleFacts).startDays.some((day) => {
        const days = Math.round((today.getTime() - day.getTime()) / DAY_MS);
        return days % 7 === 0 && fits(b.sample, days);
      }),
  );
  for (const booking of bookings) {
    if (booking.follows) continue;
    const sample = facts.get(booking.sample) as SampleFacts;
    let days: number;
    if (booking === traveling) {
      const start = sample.startDays.find((day) => Math.round((today.getTime() - day.getTime()) / DAY_MS) % 7 === 0);
      days = Math.round((today.getTime() - (start as Date).getTime()) / DAY_MS);
    } else if ('travel' in booking.at) {
      const target = today.getTime() + booking.at.travel * DAY_MS;
      days = Math.round((target - (sample.startDays[0] ?? dayOf(sample.sentAt)).getTime()) / WEEK_MS) * 7;
    } else {
      // The latest week it may arrive in, then back to the week nearest its day (recent mail stays recent).
      const target = now.getTime() + booking.at.received * DAY_MS;
      days = Math.floor((latestSend - sample.sentAt.getTime()) / WEEK_MS) * 7;
      while (sample.sentAt.getTime() + days * DAY_MS > target + WEEK_MS / 2) days -= 7;
    }
    while (!fits(booking.sample, days)) days -= 7;
    shifts.set(booking.sample, days);
  }
  for (const booking of bookings) {
    if (booking.follows) shifts.set(booking.sample, shifts.get(booking.follows) ?? 0);
  }
  return shifts;
}
