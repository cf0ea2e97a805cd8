import { describe, expect, it } from 'vitest';
import { extract } from '../../index.js';

/** A plain-text confirmation from Goldcar, whose extractor reads each end's branch and day from two lines. */
function goldcarMail(body: string): string {
  const head = `From: Goldcar Reservations <reservations@goldcar.es>\nTo: carlos@example.org\nSubject: Booking confirmation 8823341\nDate: Mon, 01 Jul 2024 10:00:00 +0200\nMIME-Version: 1.0\n`;
  return `${head}Content-Type: text/plain; charset=utf-8\n\n${body}`;
}

const header = 'Booking number: 8823341\nMain driver: Carlos Garcia\n';

describe('a car hire printed as its two ends', () => {
  it('reads an end printed whole on its label line, the branch and then the day and time', async () => {
    const body = `${header}Pick-up: Madrid Barajas Airport, 03/07/2024 10:00\nDrop-off: Madrid Atocha Station, 10/07/2024 09:30\nVehicle: Seat Leon or similar\n`;
    const { reservations } = await extract(goldcarMail(body), { fileName: 'mail.eml' });
    expect(reservations).toHaveLength(1);
    expect(reservations[0]).toMatchObject({
      reservationNumber: '8823341',
      pickupLocation: { name: 'Madrid Barajas Airport' },
      pickupTime: '2024-07-03T10:00:00',
      dropoffLocation: { name: 'Madrid Atocha Station' },
      dropoffTime: '2024-07-10T09:30:00',
    });
  });

  it('reads an end printed whole with the day and time first', async () => {
    const body = `${header}Pick-up: 03/07/2024 10:00 - Madrid Barajas Airport\nDrop-off: 10/07/2024 09:30 - Madrid Atocha Station\n`;
    const { reservations } = await extract(goldcarMail(body), { fileName: 'mail.eml' });
    expect(reservations[0]).toMatchObject({
      pickupLocation: { name: 'Madrid Barajas Airport' },
      pickupTime: '2024-07-03T10:00:00',
      dropoffTime: '2024-07-10T09:30:00',
    });
  });

  it('reads no hire from ends it cannot give a day and time each: no return taken for the pick-up', async () => {
    const body = `${header}Pick-up: Madrid Barajas Airport\nDrop-off: Madrid Barajas Airport\nVehicle: Seat Leon or similar\n`;
    const { reservations } = await extract(goldcarMail(body), { fileName: 'mail.eml' });
    expect(reservations).toEqual([]);
  });

  it("reads Hertz's and Budget's ends printed whole on their label's line, the branch not taken from the next label", async () => {
    const mail = (from: string, body: string) =>
      `From: Reservations <reservations@${from}>\nTo: ann@example.org\nSubject: Your reservation\nDate: Mon, 01 Jul 2024 10:00:00 +0000\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n${body}`;
    const hertz = await extract(
      mail(
        'hertz.com',
        'Your Confirmation Number: K1234567890\nName: Ann Lee\nPick Up: Los Angeles International Airport, Thu, Jul 11, 2024 10:00 AM\nReturn: Los Angeles International Airport, Mon, Jul 15, 2024 09:00 AM\nYour Vehicle: Toyota Corolla or similar\n',
      ),
      { fileName: 'mail.eml' },
    );
    const budget = await extract(
      mail(
        'budget.com',
        'Confirmation number: 12345678US1\nName: Ann Lee\nPick-up: Denver Airport, Thu, Jul 11, 2024 10:00 AM\nReturn: Denver Airport, Mon, Jul 15, 2024 09:00 AM\n',
      ),
      { fileName: 'mail.eml' },
    );
    for (const [{ reservations }, place] of [
      [hertz, 'Los Angeles International Airport'],
      [budget, 'Denver Airport'],
    ] as const) {
      expect(reservations).toHaveLength(1);
      expect(reservations[0]).toMatchObject({
        pickupLocation: { name: place },
        pickupTime: '2024-07-11T10:00:00',
        dropoffLocation: { name: place },
        dropoffTime: '2024-07-15T09:00:00',
      });
    }
  });

  it('takes no branch from a line that is a label of its own', async () => {
    const body =
      'Your Confirmation Number: K1234567890\nName: Ann Lee\nPick Up: Thu, Jul 11, 2024 10:00 AM\nReturn: Mon, Jul 15, 2024 09:00 AM\n';
    const head =
      'From: Hertz <reservations@hertz.com>\nTo: ann@example.org\nSubject: Your reservation\nDate: Mon, 01 Jul 2024 10:00:00 +0000\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n';
    const { reservations } = await extract(`${head}${body}`, { fileName: 'mail.eml' });
    const places = reservations.map((r) => (r.pickupLocation as { name?: string } | undefined)?.name ?? '');
    expect(places.filter((name) => name.startsWith('Return'))).toEqual([]);
  });
});
