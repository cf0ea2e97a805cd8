import { describe, expect, it } from 'vitest';
import { findExtractors } from './registry.js';
import { expectSample, expectSampleInLayout, expectSampleWithTwelveHourClocks } from './testing/expect-case.js';
import { trainline } from './trainline.js';

describe('trainline', () => {
  it('reads outward and return journeys with operator, coach and seat', async () => {
    await expectSample(trainline, 'trainline-booking-confirmation');
  });

  it('knows a French confirmation kept without its headers by the footer naming the group that sent it', () => {
    const text = `Votre trajet à destination de Lyon Part Dieu est confirmé.
Groupe Trainline
Le groupe Trainline vous a envoyé cet e-mail.`;
    expect(findExtractors({ kind: 'html', text }).map((e) => e.id)).toContain('trainline');
  });

  it('reads a French confirmation: the operator, train, class and one reservation per reserved seat', () => {
    const text = `Référence
QXWZPL
Aller : samedi 14 mars
02 h 01 min, 0 correspondance
07:30 Lyon Part Dieu
SNCF TGV 6604
Places réservées
Voiture 12, Place 41, Fenêtre, Haut
Voiture 12, Place 42, Couloir, Haut
09:31 Paris Gare de Lyon
2x PREMIÈRE
Le groupe Trainline vous a envoyé cet e-mail.`;
    const read = trainline.extract({ kind: 'html', text, date: new Date('2026-03-01T12:00:00Z') });
    expect(read).toHaveLength(2);
    expect(read.map((r) => r.reservedTicket)).toEqual([
      { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatSection: '12', seatNumber: '41', seatingType: '1' } },
      { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatSection: '12', seatNumber: '42', seatingType: '1' } },
    ]);
    expect(read[0]).toMatchObject({
      reservationNumber: 'QXWZPL',
      reservationFor: {
        trainNumber: '6604',
        trainName: 'TGV',
        provider: { '@type': 'Organization', name: 'SNCF' },
        departureStation: { name: 'Lyon Part Dieu' },
        arrivalStation: { name: 'Paris Gare de Lyon' },
        departureTime: '2026-03-14T07:30:00',
        arrivalTime: '2026-03-14T09:31:00',
      },
    });
  });

  it('reads the same journeys from an English confirmation printing 12-hour clocks ("5:35 PM")', async () => {
    await expectSampleWithTwelveHourClocks(trainline, 'trainline-booking-confirmation');
  });

  describe('an English confirmation printed another way', () => {
    const journey = (lines: string) =>
      `Transaction ID: 9F27KD81\n\nOutward journey: Thursday 4 December 2025\n${lines}\n\nPassenger: Hannah Cole\nTotal: £89.40\n`;
    const legOf = (lines: string) =>
      trainline.extract({ kind: 'text', text: journey(lines), date: new Date('2025-11-20T12:00:00Z') })[0]
        ?.reservationFor;

    it('reads a platform printed in brackets after a station as its platform, not as part of its name', () => {
      expect(legOf('Depart: 07:40 London Euston (Platform 12)\nArrive: 08:50 Crewe\nAvanti West Coast')).toMatchObject({
        departureStation: { name: 'London Euston' },
        departurePlatform: '12',
        arrivalStation: { name: 'Crewe' },
      });
    });

    it('takes no seat, stop or labelled line after the arrival as the train operator', () => {
      for (const after of ['Seat 42, Coach C', 'Depart: 09:05 Crewe', '']) {
        const leg = legOf(`Depart: 07:40 London Euston\nArrive: 08:50 Crewe\n${after}`);
        expect(leg).toMatchObject({ departureStation: { name: 'London Euston' } });
        expect(leg).not.toHaveProperty('trainName');
      }
    });
  });

  it.each(['labels in capitals', 'labels in small letters', 'a space before the colon'])(
    'reads the confirmation with %s',
    async (variant) => {
      await expectSampleInLayout(trainline, 'trainline-booking-confirmation', variant);
    },
  );
});
