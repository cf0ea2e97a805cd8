import { describe, expect, it } from 'vitest';
import { loadSampleCases } from '../../corpus/cases.js';
import { forwardedMail } from '../../corpus/forwarded.js';
import { extract } from '../../index.js';
import { buildTestPdf } from '../pdf/build-test-pdf.js';

const JSON_LD = `<script type="application/ld+json">{"@context":"http://schema.org","@type":"LodgingReservation","reservationNumber":"H123","underName":{"@type":"Person","name":"Jane Roe"},"reservationFor":{"@type":"LodgingBusiness","name":"Hotel Adlon","address":{"@type":"PostalAddress","addressLocality":"Berlin","addressCountry":"DE"}},"checkinTime":"2027-03-04T15:00:00","checkoutTime":"2027-03-06T11:00:00"}</script>`;

function lines(...parts: string[]): string {
  return parts.join('\r\n');
}

/** Jonas Weber's reply to a booking mail, of one part of the given type. */
function replyOfJonas(type: 'text/html' | 'text/plain', ...body: string[]): string {
  return lines(
    'From: Jonas Weber <jonas@acme.com>',
    'To: trips@inbound.example',
    'Subject: Re: Your booking QW7T2K',
    'Date: Mon, 22 Jul 2024 09:00:00 +0000',
    'MIME-Version: 1.0',
    `Content-Type: ${type}; charset=utf-8`,
    ...body,
  );
}

/** A sample's mail as its traveller forwards it from webmail. */
async function forwardedSample(id: string): Promise<string> {
  const sample = loadSampleCases().find((c) => c.id === id);
  const mail = sample && (await forwardedMail(sample, 'webmail'));
  if (!mail) throw new Error(`no sample mail ${id}`);
  return mail;
}

describe('MIME processing', () => {
  it("never reads a forward's header lines as the booking's: its From and To are no stations, its Date no day", async () => {
    const train = await extract(await forwardedSample('pkp-intercity-potwierdzenie'));
    expect(train.email?.originalFrom).toBe('bilet@intercity.pl');
    expect(
      train.reservations.map((r) => {
        const trip = r.reservationFor as { departureStation?: { name?: string }; arrivalStation?: { name?: string } };
        return [trip.departureStation?.name, trip.arrivalStation?.name];
      }),
    ).toEqual([['Warszawa Centralna', 'Kraków Główny']]);
    const tour = await extract(await forwardedSample('viator-booking-confirmed'));
    expect(
      tour.reservations.map((r) => (r.reservationFor as { startDate?: { '@value'?: string } }).startDate?.['@value']),
    ).toEqual(['2026-03-07T10:15:00+01:00']);
  });

  it('reads a booking quoted in an HTML reply: the quoted block read as lines, the sender from the attribution', async () => {
    const original = [
      'Individual reservation code: ** QW7T2K **',
      'Flight: 02.08.2024 | EW 9462 (Q)',
      'Departure: 06:40 Köln/Bonn',
      'Arrival: 08:55 Palma de Mallorca',
      '1. Passenger: MR Jonas Weber',
    ];
    const message = replyOfJonas(
      'text/html',
      '',
      `<div dir="ltr">For the file.</div><div class="gmail_quote"><div class="gmail_attr">On Sun, 21 Jul 2024 at 18:02, Eurowings &lt;<a href="mailto:noreply@eurowings.com">noreply@eurowings.com</a>&gt; wrote:<br></div><blockquote class="gmail_quote">${original.join('<br>')}</blockquote></div>`,
      '',
    );
    const result = await extract(message);
    expect(result.email).toMatchObject({ originalFrom: 'noreply@eurowings.com', forwardedBy: 'jonas@acme.com' });
    expect(result.reservations.map((r) => r.reservationNumber)).toEqual(['QW7T2K']);
  });

  it('reads a booking quoted in a plain-text reply: its lines unquoted, its sender from the attribution line', async () => {
    const original = [
      '   Individual reservation code:   ** QW7T2K **',
      '   Flight: 02.08.2024  |  EW 9462 (Q)',
      '   * operated by Eurowings',
      '   Departure: 06:40  Köln/Bonn',
      '   Arrival:   08:55  Palma de Mallorca',
      '   1. Passenger: MR Jonas Weber',
    ];
    const message = replyOfJonas(
      'text/plain',
      '',
      'For the trip file.',
      '',
      'On Sun, 21 Jul 2024 at 18:02, Eurowings <noreply@eurowings.com>',
      'wrote:',
      ...original.map((line) => `> ${line}`),
      '',
    );
    const result = await extract(message);
    expect(result.email).toMatchObject({ originalFrom: 'noreply@eurowings.com', forwardedBy: 'jonas@acme.com' });
    expect(
      result.reservations.map((r) => [
        r.reservationNumber,
        (r.reservationFor as { flightNumber?: string }).flightNumber,
      ]),
    ).toEqual([['QW7T2K', '9462']]);
  });

  it('reads an inline forward: original sender, forwarder, subject and the booking in the body', async () => {
    const message = lines(
      'From: Jane Roe <jane@acme.com>',
      'To: trips@inbound.example',
      'Subject: Fwd: Your stay',
      'Date: Tue, 02 Mar 2027 09:00:00 +0000',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="alt"',
      '',
      '--alt',
      'Content-Type: text/plain; charset=utf-8',
      '',
      '---------- Forwarded message ---------',
      'From: Expedia <noreply@expediamail.com>',
      'Date: Mon, 1 Mar 2027 08:00:00 +0000',
      'Subject: Your stay at Hotel Adlon',
      '',
      '--alt',
      'Content-Type: text/html; charset=utf-8',
      '',
      `<html><body><p>---------- Forwarded message ---------<br>From: Expedia &lt;noreply@expediamail.com&gt;</p>${JSON_LD}</body></html>`,
      '--alt--',
      '',
    );
    const result = await extract(message);
    expect(result.kind).toBe('eml');
    expect(result.email).toMatchObject({
      from: 'jane@acme.com',
      originalFrom: 'noreply@expediamail.com',
      forwardedBy: 'jane@acme.com',
      subject: 'Your stay at Hotel Adlon',
    });
    expect(result.reservations).toHaveLength(1);
    expect(result.segments.map((s) => [s.subType, s.sourceClassification])).toEqual([
      ['CheckIn', 'ota'],
      ['Overnight', 'ota'],
      ['CheckOut', 'ota'],
    ]);
  });

  it('reads an attached message/rfc822 as the original', async () => {
    const inner = lines(
      'From: Hotel Adlon <reservations@adlon.example>',
      'Subject: Reservation H123',
      'Date: Mon, 1 Mar 2027 08:00:00 +0000',
      'Content-Type: text/html; charset=utf-8',
      '',
      `<html><body>${JSON_LD}</body></html>`,
    );
    const message = lines(
      'From: jane@acme.com',
      'Subject: see attached',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="m"',
      '',
      '--m',
      'Content-Type: text/plain',
      '',
      'See the attached booking.',
      '--m',
      'Content-Type: message/rfc822',
      'Content-Disposition: attachment; filename="booking.eml"',
      '',
      inner,
      '--m--',
      '',
    );
    const result = await extract(message);
    expect(result.email).toMatchObject({ originalFrom: 'reservations@adlon.example', forwardedBy: 'jane@acme.com' });
    expect(result.reservations.map((r) => r.reservationNumber)).toEqual(['H123']);
  });

  it('decodes legacy character sets and quoted-printable bodies', async () => {
    const body = Buffer.from('<p>Gr\xfc\xdfe aus M\xfcnchen</p>', 'latin1');
    const message = Buffer.concat([
      Buffer.from(
        lines(
          'From: info@example.de',
          'Subject: =?ISO-8859-1?Q?M=FCnchen?=',
          'MIME-Version: 1.0',
          'Content-Type: text/html; charset=iso-8859-1',
          '',
          '',
        ),
      ),
      body,
    ]);
    const result = await extract(new Uint8Array(message));
    expect(result.email?.subject).toBe('München');
    expect(result.diagnostics.map((d) => d.code)).toContain('nothing-found');
  });

  /** Example Air's flight EW 9462 as a calendar entry. */
  const FLIGHT_CALENDAR = lines(
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Example Air//EN',
    'BEGIN:VEVENT',
    'UID:f1@example',
    'DTSTAMP:20270101T000000Z',
    'DTSTART;TZID=Europe/Berlin:20270612T071500',
    'DTEND;TZID=Europe/London:20270612T080000',
    'SUMMARY:Flight EW 9462 Düsseldorf - London Heathrow',
    'LOCATION:Düsseldorf Airport (DUS)',
    'DESCRIPTION:Booking code: K8TZ2Q',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  );

  /** Example Air's mail of a line of text and an attachment of the part headers and body given. */
  function mailWithAttachment(...part: string[]): string {
    return lines(
      'From: Example Air <noreply@example-air.example>',
      'To: traveller@example.com',
      'Subject: Your flight',
      'Date: Thu, 10 Jun 2027 09:00:00 +0200',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="c1"',
      '',
      '--c1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Your flight is attached as a calendar entry.',
      '--c1',
      ...part,
      '--c1--',
      '',
    );
  }

  it('reads a calendar attached to an email in base64, as airlines send their flights', async () => {
    const message = mailWithAttachment(
      'Content-Type: text/calendar; charset=utf-8; method=PUBLISH; name="flight.ics"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from(FLIGHT_CALENDAR, 'utf8').toString('base64'),
    );
    const result = await extract(message);
    expect(result.reservations).toEqual([
      expect.objectContaining({
        '@type': 'FlightReservation',
        reservationNumber: 'K8TZ2Q',
        reservationFor: expect.objectContaining({ flightNumber: '9462' }),
      }),
    ]);
  });

  it('reads a calendar attached as plain text under an .ics name as the calendar it is', async () => {
    const message = mailWithAttachment(
      'Content-Type: text/plain; charset="utf-8"; name="flight.ics"',
      'Content-Disposition: attachment; filename="flight.ics"',
      '',
      FLIGHT_CALENDAR,
    );
    const result = await extract(message);
    expect(result.reservations.map((r) => [r['@type'], r.reservationNumber])).toEqual([
      ['FlightReservation', 'K8TZ2Q'],
    ]);
  });

  it('reads a PDF ticket attached as plain text under a .pdf name as the PDF it is', async () => {
    const pdf = buildTestPdf([
      {
        lines: [
          'Booking reference: QX7TZP',
          'Flight AC 834 Montreal (YUL) - Frankfurt (FRA)',
          'Departure 21 Nov 2026 18:05',
        ],
      },
    ]);
    const message = mailWithAttachment(
      'Content-Type: text/plain; name="eticket.pdf"',
      'Content-Transfer-Encoding: base64',
      'Content-Disposition: attachment; filename="eticket.pdf"',
      '',
      Buffer.from(pdf).toString('base64'),
    );
    const result = await extract(message);
    expect(result.reservations.map((r) => [r['@type'], r.reservationNumber])).toEqual([
      ['FlightReservation', 'QX7TZP'],
    ]);
  });

  it('turns an unreadable email into diagnostics, not an exception', async () => {
    const result = await extract(new Uint8Array([0xff, 0xfe, 0x00]), { kind: 'eml' });
    expect(result.reservations).toEqual([]);
    expect(result.diagnostics.length).toBeGreaterThan(0);
  });
});
