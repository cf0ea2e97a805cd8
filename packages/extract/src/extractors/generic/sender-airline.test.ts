import { describe, expect, it } from 'vitest';
import { extract } from '../../index.js';
import { senderIsAirline } from './sender-airline.js';

function mail(sender: string, airline: string): string {
  return `From: ${sender} <noreply@mail.example>
To: anna@example.org
Subject: Your booking
Date: Mon, 20 Feb 2017 10:00:00 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Booking reference: QZ7K2M
Passenger: Anna Roth
Flight: ${airline}
Depart: Frankfurt (FRA) 2017-03-04 07:15
Arrive: Palma de Mallorca (PMI) 2017-03-04 09:30`;
}

async function airlineOf(sender: string, flight: string): Promise<unknown> {
  const result = await extract(mail(sender, flight), { fileName: 'mail.eml', providerExtractors: false });
  expect(result.reservations).toHaveLength(1);
  return (result.reservations[0]?.reservationFor as { airline?: unknown } | undefined)?.airline;
}

describe('the airline named by the sender of the mail', () => {
  it('names a flight printed by its number alone as the airline signs its mail', async () => {
    expect(await airlineOf('Condor', 'DE 1234')).toEqual({ '@type': 'Airline', iataCode: 'DE', name: 'Condor' });
  });

  it('leaves the airline name to the reference data when the sender is not the airline', async () => {
    const airline = await airlineOf('Holiday Travel', 'DE 1234');
    expect(airline).toMatchObject({ iataCode: 'DE' });
    expect(airline).not.toMatchObject({ name: 'Holiday Travel' });
  });

  it('knows an airline by the first words of its registered name, written with or without spaces', () => {
    expect(senderIsAirline('Air India', 'AI')).toBe(true);
    expect(senderIsAirline('flydubai', 'FZ')).toBe(true);
    expect(senderIsAirline('Air', 'AI')).toBe(false);
    expect(senderIsAirline('Lufthansa', 'AI')).toBe(false);
    // A logo's capitals are not the name a reader writes.
    expect(senderIsAirline('CONDOR', 'DE')).toBe(false);
    // Capitals are a name when the data set gives them to the airline, not when they merely fit its initials.
    expect(senderIsAirline('TAP', 'TP')).toBe(true);
    expect(senderIsAirline('ANA', 'NH')).toBe(false);
  });

  it('takes a flight printed by its number alone for the airline that signs the mail, and reads none otherwise', async () => {
    const body = `Confirmation code: QZ7K2M
Traveler: Anna Roth

Sat, Oct 17
Flight 1187 | Seattle (SEA) → Anchorage (ANC)
Departs 7:00am   Arrives 9:50am`;
    const read = (sender: string) =>
      extract(
        `From: ${sender} <noreply@mail.example>
To: anna@example.org
Subject: Your trip
Date: Mon, 20 Feb 2017 10:00:00 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

${body}`,
        { fileName: 'mail.eml', providerExtractors: false },
      );
    const signed = await read('Alaska Airlines');
    expect(signed.reservations.map((r) => r.reservationFor)).toMatchObject([
      {
        airline: { iataCode: 'AS', name: 'Alaska Airlines' },
        flightNumber: '1187',
        departureAirport: { iataCode: 'SEA' },
        arrivalAirport: { iataCode: 'ANC' },
        departureTime: { '@value': '2017-10-17T07:00:00-07:00' },
      },
    ]);
    expect((await read('Holiday Travel')).reservations).toEqual([]);
  });

  it('reads ends led by their side, code and clock, with the town after (`Depart SEA 7:00 AM Seattle, WA`)', async () => {
    const result = await extract(
      `From: Alaska Airlines <noreply@mail.example>
To: anna@example.org
Subject: Your trip
Date: Mon, 20 Feb 2017 10:00:00 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Confirmation # QZ7K2M
Passenger: Anna Roth

Flight 1: Saturday, 10/17/2026
Flight # 744
Depart SEA 7:00 AM Seattle, WA
Arrive ANC 9:50 AM Anchorage, AK`,
      { fileName: 'mail.eml', providerExtractors: false },
    );
    expect(result.reservations.map((r) => r.reservationFor)).toMatchObject([
      {
        airline: { iataCode: 'AS' },
        flightNumber: '744',
        departureAirport: { iataCode: 'SEA', name: 'Seattle, WA' },
        arrivalAirport: { iataCode: 'ANC', name: 'Anchorage, AK' },
        departureTime: { '@value': '2026-10-17T07:00:00-07:00' },
      },
    ]);
  });
});
