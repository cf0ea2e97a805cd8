import { describe, expect, it } from 'vitest';
import { findExtractors } from './registry.js';
import { renfe } from './renfe.js';
import { expectSample } from './testing/expect-case.js';

describe('renfe', () => {
  it('reads a leg whose station names contain dashes', async () => {
    await expectSample(renfe, 'renfe-confirmacion-compra');
  });

  it('reads the printed ticket whoever sold it: its ends with days and times, the coach, seat and train on one line', () => {
    const text = [
      'Localizador:  QW7RTZ',
      ' Origen:  SEVILLA SANTA J                     14/03/2027        08:45',
      ' Destino: MADRID P.ATOCHA                     14/03/2027        11:20',
      '   Coche: 5           Plaza: 12D          AVE 02071',
      'RENFE VIAJEROS S.M.E., S  N.I.F.:A86868189',
    ].join('\n');
    expect(findExtractors({ kind: 'pdf-text', text }).map((e) => e.id)).toContain('renfe');
    expect(renfe.extract({ kind: 'pdf-text', text })).toMatchObject([
      {
        reservationNumber: 'QW7RTZ',
        reservationFor: {
          trainNumber: 'AVE 02071',
          departureStation: { name: 'SEVILLA SANTA J' },
          arrivalStation: { name: 'MADRID P.ATOCHA' },
          departureTime: '2027-03-14T08:45:00',
          arrivalTime: '2027-03-14T11:20:00',
        },
        reservedTicket: { ticketedSeat: { seatSection: '5', seatNumber: '12D' } },
      },
    ]);
  });
});
