import { describe, expect, it } from 'vitest';
import { iberia } from './iberia.js';
import { loadCorpusCase } from './testing/cases.js';
import { expectExtraction } from './testing/expect-case.js';

describe('iberia', () => {
  it('reads four flights, resolving the year from the mail date', async () => {
    expectExtraction(iberia, await loadCorpusCase('x-iberia-iberia-1-txt'));
  });

  it('turns the family-name-first passenger into a person', async () => {
    const [flight] = iberia.extract((await loadCorpusCase('x-iberia-iberia-1-txt')).input);
    expect(flight?.underName).toMatchObject({ name: 'JOHN DOE', givenName: 'JOHN', familyName: 'DOE' });
  });

  it('reads the Spanish and English ticket, whose labels are "De /From" and "A /To"', () => {
    const text = [
      'Su billete electrónico e itinerario',
      'Nombre (No transferible) /Name (not transferable)',
      'GARCIA LOPEZ, MARIA',
      'Documento de identidad /Identity document                            Código de reserva /Booking code',
      '                                                                     R7KQ2M',
      ' De /From                 IB0731            14-ene       14-ene     Antes del /Before      N',
      ' Madrid (MAD)                               07:05        09:35      14-ene                 NDNN0C',
      ' A /To                                      Terminal 4S             Después del /After',
      ' Paris (ORY)                                                        14-ene',
    ].join('\n');
    const [flight, ...more] = iberia.extract({ kind: 'pdf-text', text, date: new Date('2025-01-02') });
    expect(more).toEqual([]);
    expect(flight).toMatchObject({
      reservationNumber: 'R7KQ2M',
      underName: { givenName: 'MARIA', familyName: 'GARCIA LOPEZ' },
      reservationFor: {
        flightNumber: '0731',
        departureAirport: { iataCode: 'MAD' },
        arrivalAirport: { iataCode: 'ORY' },
        departureTime: '2025-01-14T07:05:00',
        arrivalTime: '2025-01-14T09:35:00',
      },
    });
  });

  it('takes the year from the issue date when the ticket comes without a mail, and an arrival on the next day', () => {
    const text = [
      'Name (No transferible) /Name (not transferable)',
      'RUIZ, ELENA',
      'Documento de identidad /Identity document                            Código de reserva /Booking code',
      '                                                                       QK4T7R',
      ' De /From                 IB6251            30-Dic       31-Dic     Antes del /Before      O',
      ' Madrid (MAD)                               23:55        06:10      30-Dic                 ODNN0C',
      ' A /To                                      Terminal 4S',
      ' New York (JFK)',
      'Número de billete /Number                      Fecha de emisión /Issue date              Emitido por /Issued by',
      '075-2345678901                                 14-Noviembre-2025                         IBERIA LAE SA',
    ].join('\n');
    const [flight] = iberia.extract({ kind: 'pdf-text', text });
    expect(flight).toMatchObject({
      reservationNumber: 'QK4T7R',
      reservationFor: {
        flightNumber: '6251',
        departureAirport: { iataCode: 'MAD' },
        arrivalAirport: { iataCode: 'JFK' },
        departureTime: '2025-12-30T23:55:00',
        arrivalTime: '2025-12-31T06:10:00',
      },
    });
  });

  it('reads the ticket printed in English alone, whose labels are "From" and "To"', () => {
    const text = [
      'Your electronic ticket and itinerary.',
      'Name (not transferable)',
      'GARCIA, PABLO MR',
      'Identity document                                                     Booking code',
      '                                                                       H3JK8L',
      ' From                     IB0721            02-Apr       02-Apr     Before                 N',
      ' Madrid (MAD)                               08:05        10:20      02-Apr                 NDNN0B',
      ' To                                         Terminal 4S',
      ' London (LHR)                                                       After',
    ].join('\n');
    const [flight, ...more] = iberia.extract({ kind: 'text', text, date: new Date('2019-02-12') });
    expect(more).toEqual([]);
    expect(flight).toMatchObject({
      reservationNumber: 'H3JK8L',
      underName: { givenName: 'PABLO', familyName: 'GARCIA' },
      reservationFor: {
        flightNumber: '0721',
        departureAirport: { iataCode: 'MAD' },
        arrivalAirport: { iataCode: 'LHR' },
        departureTime: '2019-04-02T08:05:00',
        arrivalTime: '2019-04-02T10:20:00',
      },
    });
  });
});
