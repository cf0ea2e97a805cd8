import { describe, expect, it } from 'vitest';
import { processHtml } from './index.js';

const LIMITS = { maxInputBytes: 1e7, maxDepth: 8, maxDocuments: 64, maxUnpackedBytes: 1e7, timeBudgetMs: 5000 };

/** A coach operator's confirmation whose markup gives its times as clocks, its body the day in a cell. */
function confirmation(departure: string, arrival: string, body: string): string {
  return `<html><body><script type="application/ld+json">{"@context":"http://schema.org","@type":"BusReservation",
    "reservationNumber":"QX81ZT","reservationFor":{"@type":"BusTrip","busNumber":"N412",
    "departureBusStop":{"@type":"BusStation","name":"Sevilla Plaza de Armas"},"departureTime":"${departure}",
    "arrivalBusStop":{"@type":"BusStation","name":"Granada Estacion"},"arrivalTime":"${arrival}"}}</script>
    <table>${body}</table></body></html>`;
}

async function times(html: string, sent: string) {
  const result = await processHtml({ kind: 'html', text: html }, { date: new Date(sent) }, LIMITS);
  const trip = result.reservations[0]?.reservationFor as Record<string, unknown>;
  return [trip.departureTime, trip.arrivalTime];
}

describe('markup that gives a ride its clocks without their day', () => {
  it('takes the day the text prints beside the clocks, in the year of the mail', async () => {
    const html = confirmation(
      'T08:05',
      '11:20',
      `<tr><td>Fecha</td><td>Salida / Llegada</td></tr><tr><td>21/11</td><td>08:05 - 11:20</td></tr>`,
    );
    expect(await times(html, '2026-11-02T10:00:00Z')).toEqual(['2026-11-21T08:05:00', '2026-11-21T11:20:00']);
  });

  it('finds the clocks where the text prints them on twelve hours', async () => {
    const html = confirmation(
      '18:05',
      '00:20',
      `<tr><td>Date</td><td>Departs / Arrives</td></tr><tr><td>Sat 21 Nov 2026</td><td>6:05 PM - 12:20 AM</td></tr>`,
    );
    expect(await times(html, '2026-11-02T10:00:00Z')).toEqual(['2026-11-21T18:05:00', '2026-11-22T00:20:00']);
  });

  it('reads a slashed day that reads two ways as the one not before the mail, and an arrival past midnight the next day', async () => {
    const html = confirmation(
      '23:40',
      '05:15',
      `<tr><td>Fecha</td><td>04/12</td></tr><tr><td>Horario</td><td>23:40 &gt; 05:15</td></tr>`,
    );
    // 4 December, not 12 April: the mail of 20 April would then confirm a ride before it.
    expect(await times(html, '2026-04-20T10:00:00Z')).toEqual(['2026-12-04T23:40:00', '2026-12-05T05:15:00']);
  });

  it('leaves the clocks as they are when the text prints no day, or two, beside them', async () => {
    const none = confirmation('08:05', '11:20', `<tr><td>Salida / Llegada</td><td>08:05 - 11:20</td></tr>`);
    expect(await times(none, '2026-11-02T10:00:00Z')).toEqual(['08:05', '11:20']);
    const two = confirmation(
      '08:05',
      '11:20',
      `<tr><td>Ida 21/11</td><td>08:05 - 11:20</td></tr><tr><td>Vuelta 23/11</td><td>08:05 - 11:20</td></tr>`,
    );
    expect(await times(two, '2026-11-02T10:00:00Z')).toEqual(['08:05', '11:20']);
    // 03/05 is the 3rd of May or the 5th of March, both after a mail of January.
    const either = confirmation('08:05', '11:20', `<tr><td>Fecha 03/05</td><td>08:05 - 11:20</td></tr>`);
    expect(await times(either, '2026-01-10T10:00:00Z')).toEqual(['08:05', '11:20']);
  });
});
