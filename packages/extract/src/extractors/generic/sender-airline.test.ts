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
});
