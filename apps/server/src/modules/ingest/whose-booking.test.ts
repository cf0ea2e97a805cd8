import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailbox, runParse, uploadMessage } from '../../../test/ingest-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { blobStoreOf } from '../../blobs/configured-blob-store.js';
import { emails, segments, travelers } from '../../db/schema.js';
import { describeReprocess, reprocessOrganisation } from './reprocess-emails.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

/** A booking mail as providers send it: schema.org reservations in the HTML of a message from the provider. */
function bookingMail(headers: Record<string, string>, reservations: Json[]): Buffer {
  const head = Object.entries({ Subject: 'Your booking', Date: 'Mon, 01 Feb 2027 10:00:00 +0100', ...headers })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  const script = JSON.stringify(reservations.map((r) => ({ '@context': 'http://schema.org', ...r })));
  return Buffer.from(
    `${head}\r\nMIME-Version: 1.0\r\nContent-Type: text/html; charset=utf-8\r\n\r\n` +
      `<html><head><script type="application/ld+json">${script}</script></head><body><p>Thank you for your booking.</p></body></html>\r\n`,
  );
}

function flight(
  reference: string,
  passenger: string,
  number: string,
  from: string,
  to: string,
  day: string,
  price: string,
) {
  return {
    '@type': 'FlightReservation',
    reservationNumber: reference,
    underName: { '@type': 'Person', name: passenger },
    reservationFor: {
      '@type': 'Flight',
      flightNumber: number.slice(2),
      airline: { '@type': 'Airline', iataCode: number.slice(0, 2) },
      departureAirport: { '@type': 'Airport', iataCode: from },
      arrivalAirport: { '@type': 'Airport', iataCode: to },
      departureTime: `${day}T08:00:00+01:00`,
      arrivalTime: `${day}T10:30:00+01:00`,
    },
    totalPrice: price,
    priceCurrency: 'EUR',
  };
}

function stay(guest: string, checkin: string, checkout: string, price: string) {
  return {
    '@type': 'LodgingReservation',
    reservationNumber: '3318842207',
    underName: { '@type': 'Person', name: guest },
    reservationFor: {
      '@type': 'LodgingBusiness',
      name: 'Hilton London Paddington',
      address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' },
    },
    checkinTime: `${checkin}T15:00:00+00:00`,
    checkoutTime: `${checkout}T11:00:00+00:00`,
    totalPrice: price,
    priceCurrency: 'EUR',
  };
}

const MARKUS = 'markus.vogel@acme.example';
const ANNA = 'anna.berger@acme.example';

/** An organisation with a mailbox and two travelers, Markus Vogel and Anna Berger, added through the API. */
async function organisation() {
  const owner = await t.createUser();
  const team = await t.createTeam('org', owner.id);
  const client = await t.signIn(owner.email);
  const mailbox = await createMailbox(client, 'org', team.id);
  const ids: Record<string, string> = {};
  for (const [email, first_name, last_name] of [
    [MARKUS, 'Markus', 'Vogel'],
    [ANNA, 'Anna', 'Berger'],
  ] as const) {
    const response = await client.post(`/api/orgs/${team.id}/travelers`, { email, first_name, last_name });
    expect(response.statusCode, response.body).toBe(201);
    ids[email] = response.json().data.id;
  }
  const receive = async (raw: Buffer) => {
    const response = await uploadMessage(client, 'org', team.id, mailbox.id, raw);
    expect(response.statusCode, response.body).toBe(202);
    const id: string = response.json().data.id;
    await runParse(t, id);
    const [row] = await t.database.db.select().from(emails).where(eq(emails.id, id));
    return row as typeof emails.$inferSelect;
  };
  /** Each traveler's address with the numbers (or kinds) of their live segments, sorted. */
  const holdings = async () => {
    const rows = await t.database.db
      .select({
        email: travelers.primaryEmail,
        number: segments.number,
        type: segments.type,
        sub: segments.subType,
        status: segments.status,
      })
      .from(segments)
      .innerJoin(travelers, eq(travelers.id, segments.travelerId))
      .where(eq(segments.teamId, team.id));
    const out: Record<string, string[]> = {};
    for (const row of rows) {
      if (row.status !== 'confirmed') continue;
      const entries = out[row.email] ?? [];
      entries.push(row.number ?? `${row.type}:${row.sub ?? ''}`);
      out[row.email] = entries.sort();
    }
    return out;
  };
  const people = async () =>
    (await t.database.db.select().from(travelers).where(eq(travelers.teamId, team.id)))
      .map((r) => r.primaryEmail)
      .sort();
  const spend = async (start: string, end: string) => {
    const response = await client.get(`/api/orgs/${team.id}/charts/spend?start_date=${start}&end_date=${end}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.computed_spend as number;
  };
  const timeline = async (emailId: string) =>
    (await client.get(`/api/orgs/${team.id}/emails/${emailId}/events`)).json().data as {
      type: string;
      data: Json | null;
    }[];
  return { team, client, mailbox, ids, receive, holdings, people, spend, timeline };
}

describe('whose booking, and what it cost', () => {
  it('files provider mail by recipient and passenger name, never under the provider, counting each total once', async () => {
    const org = await organisation();
    // Lufthansa, straight from the airline, for both: Markus in To, Anna in Cc; every reservation the total.
    const lufthansa = await org.receive(
      bookingMail(
        {
          From: 'Lufthansa <online@booking-lufthansa.com>',
          To: `Markus Vogel <${MARKUS}>`,
          Cc: `Anna Berger <${ANNA}>`,
        },
        [
          flight('LHX7Q2', 'Markus Vogel', 'LH1792', 'FRA', 'LHR', '2027-03-10', '1234.56'),
          flight('LHX7Q2', 'Markus Vogel', 'LH1793', 'LHR', 'FRA', '2027-03-14', '1234.56'),
          flight('LHX7Q2', 'Anna Berger', 'LH1792', 'FRA', 'LHR', '2027-03-10', '1234.56'),
          flight('LHX7Q2', 'Anna Berger', 'LH1793', 'LHR', 'FRA', '2027-03-14', '1234.56'),
        ],
      ),
    );
    expect(lufthansa.status).toBe('parsed');
    // Hilton, straight from the hotel, to Anna's address alone.
    await org.receive(
      bookingMail({ From: 'Hilton Reservations <reservations@hilton.com>', To: ANNA }, [
        stay('Anna Berger', '2027-03-10', '2027-03-13', '420.00'),
      ]),
    );
    // Eurowings to an address that is nobody's, for "VOGEL/MARKUS MR".
    const eurowings = await org.receive(
      bookingMail({ From: 'Eurowings <noreply@eurowings.com>', To: 'travel-desk@acme.example' }, [
        flight('EWK9P3', 'VOGEL/MARKUS MR', 'EW9462', 'CGN', 'LHR', '2027-03-11', '99.99'),
      ]),
    );

    expect(await org.people()).toEqual([ANNA, MARKUS]);
    expect(await org.holdings()).toEqual({
      [MARKUS]: ['EW 9462', 'LH 1792', 'LH 1793'],
      [ANNA]: ['LH 1792', 'LH 1793', 'hotel:CheckIn', 'hotel:CheckOut', 'hotel:Overnight', 'hotel:Overnight'].sort(),
    });
    expect(await org.spend('2027-03-01', '2027-03-31')).toBe(123_456 + 42_000 + 9_999);
    // The hotel, whose mail gives only its address, is placed in London for the map.
    const [checkIn] = await t.database.db
      .select({ lat: segments.startLatitude, lon: segments.startLongitude })
      .from(segments)
      .where(and(eq(segments.teamId, org.team.id), eq(segments.subType, 'CheckIn')));
    expect(checkIn?.lat).toBeCloseTo(51.51, 1);
    expect(checkIn?.lon).toBeCloseTo(-0.13, 1);

    // Which rule decided is on each email's timeline.
    const rules = (events: { type: string; data: Json | null }[]) =>
      events.filter((e) => e.type === 'trip.updated').map((e) => [e.data?.traveler_id, e.data?.rule]);
    expect((await org.timeline(lufthansa.id)).map((e) => e.type)).not.toContain('traveler.created');
    expect(rules(await org.timeline(lufthansa.id)).sort()).toEqual(
      [
        [org.ids[MARKUS], 'recipient'],
        [org.ids[ANNA], 'recipient'],
      ].sort(),
    );
    expect(rules(await org.timeline(eurowings.id))).toEqual([[org.ids[MARKUS], 'passenger_name']]);
    // The email's page names them with the rule.
    const detail = (await org.client.get(`/api/orgs/${org.team.id}/emails/${lufthansa.id}`)).json().data;
    expect(detail.travelers).toEqual([
      { id: org.ids[ANNA], name: 'Anna Berger', email: ANNA, rule: 'recipient' },
      { id: org.ids[MARKUS], name: 'Markus Vogel', email: MARKUS, rule: 'recipient' },
    ]);
    expect(detail.unassigned_segment_count).toBe(0);
  });

  it('matches a GDS passenger name to a traveler whose name has special letters or a capital accent', async () => {
    const org = await organisation();
    for (const [email, first_name, last_name] of [
      ['soren@acme.example', 'Søren', 'Groß'],
      ['edith@acme.example', 'Édith', 'Łukaszewska'],
    ] as const) {
      const response = await org.client.post(`/api/orgs/${org.team.id}/travelers`, { email, first_name, last_name });
      expect(response.statusCode, response.body).toBe(201);
    }
    await org.receive(
      bookingMail({ From: 'Eurowings <noreply@eurowings.com>', To: 'travel-desk@acme.example' }, [
        flight('EWS0R1', 'GROSS/SOREN MR', 'EW9001', 'CGN', 'CPH', '2027-10-01', '80.00'),
        flight('EWS0R1', 'LUKASZEWSKA/EDITH MS', 'EW9001', 'CGN', 'CPH', '2027-10-01', '80.00'),
      ]),
    );
    expect(await org.holdings()).toEqual({ 'soren@acme.example': ['EW 9001'], 'edith@acme.example': ['EW 9001'] });
  });

  it('keeps a booking nobody can be told for unassigned, with nothing lost and no traveler made up', async () => {
    const org = await organisation();
    const email = await org.receive(
      bookingMail({ From: 'Ryanair <itinerary@ryanair.com>', To: 'trips@acme.example' }, [
        flight('RK4J2Q', 'Sean Murphy', 'FR1234', 'DUB', 'STN', '2027-04-02', '59.98'),
        flight('RK4J2Q', 'Aoife Byrne', 'FR1234', 'DUB', 'STN', '2027-04-02', '59.98'),
      ]),
    );
    expect(email.status).toBe('parsed');
    expect(email.unassignedSegments).toEqual([0, 1]);
    expect(await org.people()).toEqual([ANNA, MARKUS]);
    expect(await org.holdings()).toEqual({});
    expect((await org.timeline(email.id)).map((e) => e.type)).toEqual(['received', 'traveler.unresolved', 'parsed']);
    const waiting = await org.client.get(`/api/orgs/${org.team.id}/emails?unassigned=true`);
    expect(waiting.json().data.map((e: Json) => [e.id, e.unassigned_segment_count])).toEqual([[email.id, 2]]);
    expect(waiting.json().meta.total).toBe(1);

    // A traveler of another team is not found; a member of the team takes both, keeping the address.
    const other = await organisation();
    const assign = (body: Json) => org.client.post(`/api/orgs/${org.team.id}/emails/${email.id}/assign`, body);
    expect((await assign({ traveler_id: other.ids[MARKUS] })).statusCode).toBe(404);
    expect((await assign({})).statusCode).toBe(422);
    const assigned = await assign({ traveler_id: org.ids[MARKUS], keep_address: true });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({ segments: 2, kept_address: 'trips@acme.example' });
    expect(await org.holdings()).toEqual({ [MARKUS]: ['FR 1234'] });
    expect(await org.spend('2027-04-01', '2027-04-30')).toBe(5_998);
    expect((await assign({ traveler_id: org.ids[ANNA] })).statusCode).toBe(409);
    expect((await org.client.get(`/api/orgs/${org.team.id}/emails?unassigned=true`)).json().meta.total).toBe(0);

    // The kept address is Markus's now: the next booking sent to it is his.
    await org.receive(
      bookingMail({ From: 'Ryanair <itinerary@ryanair.com>', To: 'trips@acme.example' }, [
        flight('RZ8M1X', 'Sean Murphy', 'FR1235', 'STN', 'DUB', '2027-04-05', '40.00'),
      ]),
    );
    expect(await org.holdings()).toEqual({ [MARKUS]: ['FR 1234', 'FR 1235'] });
  });

  it('files a forward by an assistant under the passenger, and a forward by the traveler under the traveler', async () => {
    const org = await organisation();
    const original = bookingMail({ From: 'Lufthansa <online@booking-lufthansa.com>', To: 'assistant@acme.example' }, [
      flight('LHM4N8', 'Mr Markus Johann Vogel', 'LH400', 'FRA', 'JFK', '2027-05-03', '812.00'),
    ]);
    const forward = (from: string) =>
      Buffer.concat([
        Buffer.from(
          `From: ${from}\r\nTo: trips@inbound.localhost\r\nSubject: Fwd: booking\r\nMIME-Version: 1.0\r\n` +
            'Content-Type: multipart/mixed; boundary="b1"\r\n\r\n--b1\r\nContent-Type: text/plain\r\n\r\nFYI\r\n--b1\r\n' +
            'Content-Type: message/rfc822\r\n\r\n',
        ),
        original,
        Buffer.from('\r\n--b1--\r\n'),
      ]);
    const byAssistant = await org.receive(forward('Petra Assistant <petra.assistant@acme.example>'));
    expect(byAssistant.status).toBe('parsed');
    expect(await org.holdings()).toEqual({ [MARKUS]: ['LH 400'] });
    expect(await org.people()).toEqual([ANNA, MARKUS]);

    // Anna forwards a booking of her own: hers, though the passenger's name is Markus's (she flies in his place).
    const byAnna = await org.receive(forward(`Anna Berger <${ANNA}>`));
    const events = await org.timeline(byAnna.id);
    expect(events.find((e) => e.type === 'trip.updated')?.data).toMatchObject({
      traveler_id: org.ids[ANNA],
      rule: 'forwarder',
    });
  });

  it('keeps the forwarder’s address when a forward by an unknown person is assigned, so their next forward is filed', async () => {
    const org = await organisation();
    const forward = (reference: string, number: string) =>
      Buffer.concat([
        Buffer.from(
          'From: M. V. <mv.private@mail.example>\r\nTo: trips@inbound.localhost\r\nSubject: Fwd: booking\r\n' +
            'MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="b1"\r\n\r\n--b1\r\n' +
            'Content-Type: text/plain\r\n\r\nFYI\r\n--b1\r\nContent-Type: message/rfc822\r\n\r\n',
        ),
        bookingMail({ From: 'Lufthansa <online@booking-lufthansa.com>', To: 'mv.private@mail.example' }, [
          flight(reference, 'Max Vogel', number, 'FRA', 'VIE', '2027-09-01', '150.00'),
        ]),
        Buffer.from('\r\n--b1--\r\n'),
      ]);
    const first = await org.receive(forward('LHF0R1', 'LH1234'));
    expect(first.unassignedSegments).toEqual([0]);
    const assigned = await org.client.post(`/api/orgs/${org.team.id}/emails/${first.id}/assign`, {
      traveler_id: org.ids[MARKUS],
      keep_address: true,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data.kept_address).toBe('mv.private@mail.example');
    const second = await org.receive(forward('LHF0R2', 'LH1236'));
    expect(second.unassignedSegments).toBeNull();
    expect(await org.holdings()).toEqual({ [MARKUS]: ['LH 1234', 'LH 1236'] });
  });

  it('changes and cancels one passenger’s segment of a shared booking, leaving the other’s and the total right', async () => {
    const org = await organisation();
    const headers = { From: 'Lufthansa <online@booking-lufthansa.com>', To: MARKUS, Cc: ANNA };
    const both = (day: string) => [
      flight('LHR2D2', 'Markus Vogel', 'LH900', 'FRA', 'MUC', day, '400.00'),
      flight('LHR2D2', 'Anna Berger', 'LH900', 'FRA', 'MUC', day, '400.00'),
    ];
    await org.receive(bookingMail(headers, both('2027-06-01')));
    expect(await org.spend('2027-06-01', '2027-06-30')).toBe(40_000);
    // The airline moves the flight to the next day: the same rows move, the total still counts once.
    await org.receive(bookingMail(headers, both('2027-06-02')));
    expect(await org.holdings()).toEqual({ [MARKUS]: ['LH 900'], [ANNA]: ['LH 900'] });
    expect(await org.spend('2027-06-01', '2027-06-30')).toBe(40_000);
    // Anna's seat is cancelled; Markus keeps his.
    const cancelled = { ...both('2027-06-02')[1], reservationStatus: 'http://schema.org/ReservationCancelled' };
    await org.receive(bookingMail(headers, [cancelled]));
    expect(await org.holdings()).toEqual({ [MARKUS]: ['LH 900'] });
    const rows = await t.database.db.select().from(segments).where(eq(segments.teamId, org.team.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['cancelled', 'confirmed']);
  });

  it('puts stored data right when reprocessed: the provider’s traveler goes, totals count once, twice the same', async () => {
    const org = await organisation();
    const lufthansa = bookingMail(
      { From: 'Lufthansa <online@booking-lufthansa.com>', To: `Markus Vogel <${MARKUS}>` },
      [
        flight('LHP0P1', 'Markus Vogel', 'LH1792', 'FRA', 'LHR', '2027-07-10', '1234.56'),
        flight('LHP0P1', 'Markus Vogel', 'LH1793', 'LHR', 'FRA', '2027-07-12', '1234.56'),
      ],
    );
    await org.receive(lufthansa);
    // As the earlier rules left it: a traveler made from the airline's address holding every segment, each with
    // the booking's total.
    const [provider] = await t.database.db
      .insert(travelers)
      .values({
        id: crypto.randomUUID(),
        teamId: org.team.id,
        primaryEmail: 'online@booking-lufthansa.com',
        name: 'Markus Vogel',
      })
      .returning();
    await t.database.db
      .update(segments)
      .set({ travelerId: provider?.id as string, priceCents: 123_456 })
      .where(eq(segments.teamId, org.team.id));
    expect(await org.spend('2027-07-01', '2027-07-31')).toBe(2 * 123_456);

    const deps = { db: t.database.db, blobs: blobStoreOf(t.config) };
    const first = await reprocessOrganisation(deps, org.team.id);
    expect(first).toMatchObject({ emails: 1, reread: 1, removed: ['online@booking-lufthansa.com'] });
    expect(first.before).toMatchObject({ travelers: 3, segments: 2, spend: { EUR: 2 * 123_456 } });
    expect(first.after).toMatchObject({ travelers: 2, segments: 2, spend: { EUR: 123_456 }, waiting: 0 });
    expect(describeReprocess(first).join('\n')).toContain('spend EUR 2469.12 → 1234.56');
    expect(await org.people()).toEqual([ANNA, MARKUS]);
    expect(await org.holdings()).toEqual({ [MARKUS]: ['LH 1792', 'LH 1793'] });
    expect(await org.spend('2027-07-01', '2027-07-31')).toBe(123_456);

    const second = await reprocessOrganisation(deps, org.team.id);
    expect(second.removed).toEqual([]);
    expect(second.after).toEqual(second.before);
    expect(second.after).toEqual(first.after);
  });

  it('charts the sum of distinct booking totals, whoever the passengers and however the mail is addressed', async () => {
    const people = [
      { name: 'Markus Vogel', gds: 'VOGEL/MARKUS MR', address: MARKUS },
      { name: 'Anna Berger', gds: 'BERGER/ANNA MS', address: ANNA },
    ];
    const booking = fc.record({
      passengers: fc.subarray([0, 1], { minLength: 1 }),
      gds: fc.boolean(),
      legs: fc.integer({ min: 1, max: 3 }),
      day: fc.integer({ min: 1, max: 25 }),
      cents: fc.integer({ min: 1, max: 900_000 }),
      to: fc.constantFrom('markus', 'anna', 'nobody'),
      stay: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(booking, { minLength: 1, maxLength: 4 }), async (bookings) => {
        const org = await organisation();
        let expected = 0;
        for (const [n, b] of bookings.entries()) {
          const reference = `PR${n}X${b.day}`;
          const day = (offset: number) => `2027-08-${String(b.day + offset).padStart(2, '0')}`;
          const price = (b.cents / 100).toFixed(2);
          const reservations: Json[] = b.passengers.flatMap((p) => {
            const person = people[p] as (typeof people)[number];
            return Array.from({ length: b.legs }, (_, leg) =>
              flight(
                reference,
                b.gds ? person.gds : person.name,
                `LH${2000 + n * 10 + leg}`,
                'FRA',
                'MUC',
                day(leg),
                price,
              ),
            );
          });
          const guest = people[b.passengers[0] as number] as (typeof people)[number];
          if (b.stay)
            reservations.push({ ...stay(guest.name, day(0), day(b.stay), price), reservationNumber: reference });
          const to = b.to === 'markus' ? MARKUS : b.to === 'anna' ? ANNA : 'bookings@acme.example';
          await org.receive(bookingMail({ From: 'Lufthansa <online@booking-lufthansa.com>', To: to }, reservations));
          expected += b.cents;
        }
        expect(await org.spend('2027-08-01', '2027-08-31')).toBe(expected);
        expect(await org.people()).toEqual([ANNA, MARKUS]);
      }),
      { numRuns: 6 },
    );
  });
});
