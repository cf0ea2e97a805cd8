import { describe, expect, it } from 'vitest';
import { describeReservationSource, extract } from '../../index.js';
import { caseContext, loadCorpusCases, readCaseBytes } from '../../processors/bcbp/test-support/corpus-cases.js';

function mail(from: string, body: string, html?: string): string {
  const head = `From: Bookings <${from}>\nTo: anna@example.org\nSubject: Your booking\nDate: Mon, 20 Feb 2017 10:00:00 +0000\nMIME-Version: 1.0\n`;
  if (!html) return `${head}Content-Type: text/plain; charset=utf-8\n\n${body}`;
  return `${head}Content-Type: multipart/alternative; boundary="b"\n\n--b\nContent-Type: text/plain; charset=utf-8\n\n${body}\n--b\nContent-Type: text/html; charset=utf-8\n\n${html}\n--b--\n`;
}

/** An HTML-only mail from a sender no extractor knows, read by the general readers alone. */
function readHtmlMailAlone(html: string) {
  const head =
    'From: Bookings <no-reply@small-airline.example>\nSubject: Your booking\nDate: Mon, 20 Feb 2017 10:00:00 +0000\n';
  return extract(`${head}Content-Type: text/html; charset=utf-8\n\n${html}`, {
    fileName: 'mail.eml',
    providerExtractors: false,
  });
}

const LABELLED = `Reservation number: RXJ34P
Passenger: Anna Roth
Flight: UA 110
Depart: San Francisco (SFO) 2017-03-04 20:15
Arrive: Frankfurt (FRA) 2017-03-05 16:05`;

/** The confirmation's flight as a mail's JSON-LD gives it, with its departure's time when given one. */
function markupFlight(extra: Record<string, unknown>, departureTime?: string) {
  return {
    '@context': 'http://schema.org',
    '@type': 'FlightReservation',
    reservationNumber: 'RXJ34P',
    ...extra,
    reservationFor: {
      '@type': 'Flight',
      flightNumber: '110',
      airline: { '@type': 'Airline', iataCode: 'UA' },
      departureAirport: { '@type': 'Airport', iataCode: 'SFO' },
      arrivalAirport: { '@type': 'Airport', iataCode: 'FRA' },
      ...(departureTime ? { departureTime } : {}),
    },
  };
}

describe('the labelled-facts reader in the engine', () => {
  it('reads a labelled confirmation from a sender no extractor knows', async () => {
    const result = await extract(mail('no-reply@small-airline.example', LABELLED), { fileName: 'mail.eml' });
    expect(result.reservations).toHaveLength(1);
    const [flight] = result.reservations;
    expect(flight).toMatchObject({
      '@type': 'FlightReservation',
      reservationNumber: 'RXJ34P',
      underName: { name: 'Anna Roth' },
      reservationFor: { flightNumber: '110', departureAirport: { iataCode: 'SFO', name: expect.any(String) } },
    });
    expect(flight && describeReservationSource(flight)?.extractorId).toBe('labelled-facts');
    expect(result.segments).toHaveLength(1);
  });

  it('reads a column table of flights under a heading "Flight details", which names no flight', async () => {
    const html = `<html><body>
<p>Booking reference: <b>QK7MZD</b></p>
<h2>Flight details</h2>
<table>
<tr><th>Flight</th><th>Date</th><th>Depart</th><th>Arrive</th></tr>
<tr><td>UA 110</td><td>4 Mar 2017</td><td>San Francisco (SFO) 09:15</td><td>Frankfurt (FRA) 16:05</td></tr>
</table>
<p>Passenger: Anna Roth</p>
</body></html>`;
    const result = await readHtmlMailAlone(html);
    expect(result.reservations).toHaveLength(1);
    expect(result.reservations[0]).toMatchObject({
      reservationNumber: 'QK7MZD',
      reservationFor: {
        flightNumber: '110',
        departureAirport: { iataCode: 'SFO' },
        arrivalAirport: { iataCode: 'FRA' },
        departureTime: { '@value': '2017-03-04T09:15:00-08:00' },
      },
    });
  });

  it('takes the times of columns headed by abbreviations with a closing dot ("Dep.", "Arr.")', async () => {
    const html = `<html><body>
<p>Booking reference: <b>QK7MZD</b></p>
<table>
<tr><th>Date</th><th>Flight</th><th>From</th><th>To</th><th>Dep.</th><th>Arr.</th></tr>
<tr><td>4 Mar 2017</td><td>UA 110</td><td>San Francisco (SFO)</td><td>Frankfurt (FRA)</td><td>09:15</td><td>16:05</td></tr>
</table>
<p>Passenger: Anna Roth</p>
</body></html>`;
    const result = await readHtmlMailAlone(html);
    expect(result.reservations).toHaveLength(1);
    expect(result.reservations[0]).toMatchObject({
      reservationFor: {
        flightNumber: '110',
        departureTime: { '@value': '2017-03-04T09:15:00-08:00' },
        arrivalTime: { '@value': '2017-03-05T16:05:00+01:00' },
      },
    });
  });

  it('runs the general readers alone when asked, as for a sender no provider extractor knows', async () => {
    const [czech] = loadCorpusCases(/^x-czechrailways-czechrailways-one-leg-single-txt$/);
    if (!czech) throw new Error('the Czech Railways case of the shared corpus is missing');
    const input = readCaseBytes(czech.input_file);
    const options = { fileName: 'ticket.txt', context: caseContext(czech) };
    const withProviders = await extract(input, options);
    expect(withProviders.reservations.map((r) => describeReservationSource(r)?.extractorId)).toEqual([
      'czech-railways',
    ]);
    // Alone, the general readers read the same ticket by its stop table, as their own reading.
    const generalOnly = await extract(input, { ...options, providerExtractors: false });
    expect(generalOnly.reservations.map((r) => describeReservationSource(r)?.extractorId)).toEqual(['labelled-facts']);
    const labelled = await extract(mail('noreply@eurowings.com', LABELLED), {
      fileName: 'mail.eml',
      providerExtractors: false,
    });
    expect(labelled.reservations.map((r) => describeReservationSource(r)?.extractorId)).toEqual(['labelled-facts']);
  });

  it('gives way when the mail carries its own markup, though its text would read', async () => {
    const jsonLd = markupFlight({ underName: { '@type': 'Person', name: 'Anna Roth' } }, '2017-03-04T20:15:00-08:00');
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body><pre>${LABELLED.replace('UA 110', 'UA 111')}</pre></body></html>`;
    const result = await extract(mail('no-reply@small-airline.example', LABELLED, html), { fileName: 'mail.eml' });
    expect(result.reservations.map((r) => (r.reservationFor as { flightNumber?: string }).flightNumber)).toEqual([
      '110',
    ]);
    expect(result.reservations[0] && describeReservationSource(result.reservations[0])?.extractorId).toBeUndefined();
  });

  it('gives way to a boarding-pass string printed in the same text', async () => {
    const bcbp =
      'M2NOVAK/JANA          EK7TQ2P PRGAMSKL 1352 132Y014C0031 141>60B0WW4130BKL 2A074212345678900KL AF 1234567890       1PCNKLM123K7TQ2P AMSYYZKL 0691 132Y031A0112 12C2A074212345679000KL AF 1234567890       1PCN';
    const text = `Booking reference: K7TQ2P
Passenger: Jana Novak
Flight: KL 1352
Depart: Prague (PRG) 2024-05-11 06:00
Arrive: Amsterdam (AMS) 2024-05-11 07:45

${bcbp}
`;
    const result = await extract(text, { fileName: 'pass.txt', kind: 'text', date: new Date('2024-05-10') });
    expect(result.reservations.map((r) => describeReservationSource(r)?.extractorId)).not.toContain('labelled-facts');
    expect(result.reservations).toHaveLength(2);
  });

  it("reads a provider's mail whose layout its extractor reads only in part, and drops the part", async () => {
    // Motel One's extractor finds the booking, the guest and the hotel, but not days written with dashes.
    const stay = `Booking number: 123456789
Guest: Anna Roth
Hotel: Motel One Berlin-Hauptbahnhof
Arrival: 14-07-2024 from 15:00
Departure: 16-07-2024 until 12:00`;
    const result = await extract(mail('reservations@motel-one.com', stay), { fileName: 'mail.eml' });
    expect(result.reservations).toHaveLength(1);
    expect(result.reservations[0]).toMatchObject({
      reservationNumber: '123456789',
      checkinTime: '2024-07-14T15:00:00',
      checkoutTime: '2024-07-16T12:00:00',
    });
    expect(result.reservations.map((r) => describeReservationSource(r)?.extractorId)).toEqual(['labelled-facts']);
  });

  it("reads the text when the mail's markup books a flight it gives no time for", async () => {
    const jsonLd = markupFlight({});
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body><pre>${LABELLED}</pre></body></html>`;
    const result = await extract(mail('no-reply@small-airline.example', LABELLED, html), { fileName: 'mail.eml' });
    expect(result.reservations).toHaveLength(1);
    expect(result.reservations[0]?.reservationFor).toMatchObject({
      flightNumber: '110',
      departureTime: { '@value': '2017-03-04T20:15:00-08:00' },
    });
  });
});
