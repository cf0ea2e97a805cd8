import { describe, expect, it } from 'vitest';
import { processHtml } from './index.js';

const LIMITS = { maxInputBytes: 1e7, maxDepth: 8, maxDocuments: 64, maxUnpackedBytes: 1e7, timeBudgetMs: 5000 };

/** A rail operator's confirmation whose markup names the train and its seat but not its class. */
function confirmation(table: string): string {
  return `<html><body><script type="application/ld+json">{"@context":"http://schema.org","@type":"TrainReservation",
    "reservationNumber":"WB4417","reservationFor":{"@type":"TrainTrip","trainNumber":"IC 2311",
    "departureStation":{"@type":"TrainStation","name":"Gdynia Glowna"},"departureTime":"2026-03-14T07:12:00",
    "arrivalStation":{"@type":"TrainStation","name":"Krakow Glowny"},"arrivalTime":"2026-03-14T14:40:00"},
    "reservedTicket":{"@type":"Ticket","ticketedSeat":{"@type":"Seat","seatSection":"8","seatNumber":"63"}}}</script>
    ${table}</body></html>`;
}

async function seat(html: string) {
  const result = await processHtml({ kind: 'html', text: html }, {}, LIMITS);
  return (result.reservations[0]?.reservedTicket as { ticketedSeat?: unknown } | undefined)?.ticketedSeat;
}

describe('markup that names a ride but not its class', () => {
  it('takes the class printed in the class column of the table row that prints the ride number', async () => {
    const html = confirmation(`<table><tr><td>Odjazd</td><td>Pociąg</td><td>Klasa</td></tr>
      <tr><td>07:12</td><td>IC 2311</td><td>2</td></tr></table>`);
    expect(await seat(html)).toEqual({ '@type': 'Seat', seatSection: '8', seatNumber: '63', seatingType: '2' });
  });

  it('leaves the class out when no row prints the ride number, or rows print two classes for it', async () => {
    const other = confirmation(`<table><tr><td>Odjazd</td><td>Pociąg</td><td>Klasa</td></tr>
      <tr><td>09:30</td><td>TLK 5400</td><td>1</td></tr></table>`);
    expect(await seat(other)).toEqual({ '@type': 'Seat', seatSection: '8', seatNumber: '63' });
    const two = confirmation(`<table><tr><td>Pociąg</td><td>Klasa</td></tr>
      <tr><td>IC 2311</td><td>1</td></tr><tr><td>IC 2311</td><td>2</td></tr></table>`);
    expect(await seat(two)).toEqual({ '@type': 'Seat', seatSection: '8', seatNumber: '63' });
  });
});
