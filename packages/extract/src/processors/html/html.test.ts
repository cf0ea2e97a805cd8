import { describe, expect, it } from 'vitest';
import { processHtml } from './index.js';
import { parseLenientJson } from './lenient-json.js';

async function read(html: string) {
  return processHtml(
    { kind: 'html', text: html },
    {},
    {
      maxInputBytes: 1e7,
      maxDepth: 8,
      maxDocuments: 64,
      maxUnpackedBytes: 1e7,
      timeBudgetMs: 5000,
    },
  );
}

describe('parseLenientJson', () => {
  it('reads JSON with trailing commas, HTML entities, comments and several objects in a row', () => {
    expect(parseLenientJson('{"a": [1, 2,], }')).toEqual({ a: [1, 2] });
    expect(parseLenientJson('{&quot;a&quot;: &quot;b&quot;}')).toEqual({ a: 'b' });
    expect(parseLenientJson('<!-- {"a": 1} -->')).toEqual({ a: 1 });
    expect(parseLenientJson('{"a": 1} {"b": 2}')).toEqual([{ a: 1 }, { b: 2 }]);
    expect(parseLenientJson('not json')).toBeUndefined();
  });
});

describe('processHtml', () => {
  it('gives each traveller the trips of a booking whose tickets name them, one ticket for each trip', async () => {
    const leg = (n: string) => ({ '@type': 'Flight', flightNumber: n });
    const ticket = (name: string, no: string) => ({ '@type': 'Ticket', ticketNumber: no, underName: { name } });
    const booking = {
      '@type': 'FlightReservation',
      reservationId: 'R1',
      reservationFor: [leg('DL411'), leg('A3336')],
      reservedTicket: [ticket('Ann Lee', '1'), ticket('Bo Lee', '2'), ticket('Ann Lee', '1'), ticket('Bo Lee', '2')],
    };
    const html = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
    const { reservations } = await read(html(booking));
    const pairs = reservations.map((r) => {
      const trip = r.reservationFor as { flightNumber?: string } | undefined;
      const person = r.underName as { name?: string } | undefined;
      return [trip?.flightNumber, person?.name];
    });
    expect(pairs).toEqual([
      ['DL411', 'Ann Lee'],
      ['DL411', 'Bo Lee'],
      ['A3336', 'Ann Lee'],
      ['A3336', 'Bo Lee'],
    ]);
    // Tickets that do not add up to one per traveller and trip name nobody.
    const uneven = { ...booking, reservedTicket: booking.reservedTicket.slice(0, 3) };
    const { reservations: unsplit } = await read(html(uneven));
    expect(unsplit.map((r) => r.underName)).toEqual([undefined, undefined]);
  });

  it('reads microdata properties an item takes from elsewhere in the page through itemref', async () => {
    const html = `<div itemscope itemtype="http://schema.org/EventReservation" itemref="evt guest">
      <meta itemprop="reservationNumber" content="E-5512"></div>
      <div id="guest" itemprop="underName" itemscope itemtype="http://schema.org/Person"><meta itemprop="name" content="Ada Lovelace"></div>
      <div id="evt" itemprop="reservationFor" itemscope itemtype="http://schema.org/Event"><meta itemprop="name" content="Jazz Night"></div>`;
    const result = await read(html);
    expect(result.reservations).toEqual([
      expect.objectContaining({
        reservationNumber: 'E-5512',
        underName: { '@type': 'Person', name: 'Ada Lovelace' },
        reservationFor: { '@type': 'Event', name: 'Jazz Night' },
      }),
    ]);
  });

  it('reads markup whose attribute and element names are written in capitals', async () => {
    const micro = `<DIV ItemScope ItemType="http://schema.org/EventReservation"><META ITEMPROP="reservationNumber" content="E-9">
      <DIV itemprop="reservationFor" ITEMSCOPE itemtype="http://schema.org/Event"><meta itemprop="name" content="Jazz Night"></DIV></DIV>`;
    expect((await read(micro)).reservations).toEqual([
      expect.objectContaining({ reservationNumber: 'E-9', reservationFor: { '@type': 'Event', name: 'Jazz Night' } }),
    ]);
    const ld =
      '<SCRIPT TYPE="application/ld+json">{"@type":"EventReservation","reservationNumber":"E-10","reservationFor":{"@type":"Event","name":"Jazz Night"}}</SCRIPT>';
    expect((await read(ld)).reservations).toEqual([expect.objectContaining({ reservationNumber: 'E-10' })]);
  });

  it('reads each reservation of a ReservationPackage, with the traveller and reservationId of the package', async () => {
    const html = `<script type="application/ld+json">{"@context":"http://schema.org","@type":"ReservationPackage",
      "reservationId":"PKG-778","underName":{"@type":"Person","name":"Eva Green"},"subReservation":[
        {"@type":"FlightReservation","reservationNumber":"RXJ34P","reservationFor":{"@type":"Flight","flightNumber":"UA110"}},
        {"@type":"LodgingReservation","reservationFor":{"@type":"LodgingBusiness","name":"The Plaza"}}]}</script>`;
    const result = await read(html);
    expect(result.reservations.map((r) => [r['@type'], r.reservationNumber, r.underName])).toEqual([
      ['FlightReservation', 'RXJ34P', { '@type': 'Person', name: 'Eva Green' }],
      ['LodgingReservation', 'PKG-778', { '@type': 'Person', name: 'Eva Green' }],
    ]);
  });

  it('splits @graph, arrays and reservationFor arrays into one reservation each', async () => {
    const html = `<script type="application/ld+json">{"@context":"http://schema.org","@graph":[
      {"@type":"TrainReservation","reservationNumber":"A1","reservationFor":[
        {"@type":"TrainTrip","trainNumber":"ICE 1"},{"@type":"TrainTrip","trainNumber":"ICE 2"}]},
      {"@type":"Organization","name":"Rail"}]}</script>`;
    const result = await read(html);
    expect(result.reservations.map((r) => (r.reservationFor as { trainNumber: string }).trainNumber)).toEqual([
      'ICE 1',
      'ICE 2',
    ]);
  });

  it('reads microdata without itemtype and JSON-LD nested inside microdata', async () => {
    const html = `<div itemscope itemtype="http://schema.org/FlightReservation">
      <meta itemprop="reservationNumber" content="RXJ34P">
      <div itemprop="reservationFor" itemscope itemtype="http://schema.org/Flight">
        <span itemprop="flightNumber">110</span>
        <div itemprop="airline" itemscope><meta itemprop="iataCode" content="UA"></div>
      </div>
      <script type="application/ld+json">{"@type":"EventReservation","reservationNumber":"E1"}</script>
    </div>`;
    const result = await read(html);
    const flight = result.reservations.find((r) => r['@type'] === 'FlightReservation');
    expect(flight?.reservationNumber).toBe('RXJ34P');
    expect(flight?.reservationFor).toMatchObject({ flightNumber: '110', airline: { iataCode: 'UA' } });
    expect(result.reservations.map((r) => r.reservationNumber).sort()).toEqual(['E1', 'RXJ34P']);
  });

  it('reads an item the HTML parse cuts at a nested block as the XML-mode parse reads it whole', async () => {
    // The <p> closes at the <div>: read as HTML, the reservation loses the trip inside it.
    const html = `<p itemscope itemtype="http://schema.org/FoodEstablishmentReservation">
      <meta itemprop="reservationNumber" content="T-77"/>
      <div itemprop="reservationFor" itemscope itemtype="http://schema.org/Restaurant">
        <span itemprop="name">Blue</span>
      </div>
      <time itemprop="startTime" datetime="2027-05-01T19:30:00">May 1</time>
    </p>`;
    const result = await read(html);
    expect(result.reservations).toMatchObject([
      { reservationNumber: 'T-77', reservationFor: { name: 'Blue' }, startTime: '2027-05-01T19:30:00' },
    ]);
  });

  it('keeps events and restaurants apart from reservations', async () => {
    const html = `<script type="application/ld+json">[{"@type":"Event","name":"Conf","startDate":"2027-05-01"},
      {"@type":"Restaurant","name":"Blue"}]</script>`;
    const result = await read(html);
    expect(result.reservations).toEqual([]);
    expect(result.things?.map((t) => t['@type'])).toEqual(['Event', 'Restaurant']);
  });

  const concertLines = `<p>Concert: Spring Gala</p><p>Date: 14 May 2027, 19:30</p>
      <p>Venue: Konzerthaus, Gendarmenmarkt 2, Berlin</p><p>Booking reference: GALA2027</p>`;

  it('reads a booking printed in the text of a page whose markup books nothing', async () => {
    const result = await read(`<html><body>${concertLines}</body></html>`);
    expect(result.reservations.map((r) => (r.reservationFor as { name?: unknown } | undefined)?.name)).toEqual([
      'Spring Gala',
    ]);
  });

  it('takes a page whose markup lists events as a listing: its events, no bookings read from its text', async () => {
    const listing = `<html><body><div itemscope itemtype="https://schema.org/MusicEvent">
      <span itemprop="name">Spring Gala</span><meta itemprop="startDate" content="2027-05-14T19:30">
      </div>${concertLines}</body></html>`;
    const result = await read(listing);
    expect(result.reservations).toEqual([]);
    expect(result.things?.map((t) => [t['@type'], t.name])).toEqual([['MusicEvent', 'Spring Gala']]);
  });

  it('reports an unreadable JSON-LD script as a diagnostic', async () => {
    const result = await read('<script type="application/ld+json">{{{</script>');
    expect(result.diagnostics.map((d) => d.code)).toEqual(['jsonld-unreadable']);
  });

  it('reads flight times the markup stamps UTC as local when the mail prints them as the local times', async () => {
    const markup = (dep: string, arr: string) => `<script type="application/ld+json">{"@context":"http://schema.org",
      "@type":"FlightReservation","reservationNumber":"7Q11KD","reservationFor":{"@type":"Flight","flightNumber":"577",
      "airline":{"@type":"Airline","iataCode":"UT"},"departureAirport":{"@type":"Airport","iataCode":"VKO"},
      "arrivalAirport":{"@type":"Airport","iataCode":"MMK"},"departureTime":"${dep}","arrivalTime":"${arr}"}}</script>`;
    const times = async (html: string) => {
      const [r] = (await read(html)).reservations;
      const trip = r?.reservationFor as Record<string, unknown>;
      return [trip.departureTime, trip.arrivalTime];
    };
    // The mail prints 01:00 and 03:30, local time in Moscow and Murmansk: the Z is a slip.
    expect(
      await times(`${markup('2019-09-29T01:00:00Z', '2019-09-29T03:30:00Z')}<p>VKO 01:00 → MMK 03:30</p>`),
    ).toEqual(['2019-09-29T01:00:00', '2019-09-29T03:30:00']);
    // The mail prints the local times the UTC stamps mean (04:00, 06:30): the stamps are true instants.
    expect(
      await times(`${markup('2019-09-29T01:00:00Z', '2019-09-29T03:30:00Z')}<p>VKO 04:00 → MMK 06:30</p>`),
    ).toEqual(['2019-09-29T01:00:00Z', '2019-09-29T03:30:00Z']);
    // A mail printing no times leaves the stamps alone.
    expect(await times(markup('2019-09-29T01:00:00Z', '2019-09-29T03:30:00Z'))).toEqual([
      '2019-09-29T01:00:00Z',
      '2019-09-29T03:30:00Z',
    ]);
  });
});
