import { describe, expect, it } from 'vitest';
import { sncf } from './sncf.js';
import { loadCorpusCase } from './testing/cases.js';
import { expectExtraction, expectSample } from './testing/expect-case.js';

describe('sncf', () => {
  it('reads the e-ticket confirmation', async () => {
    expectExtraction(sncf, await loadCorpusCase('x-sncf-sncf-one-leg-single-tgv-txt'));
  });

  it('reads both legs of a ticket barcode', async () => {
    expectExtraction(sncf, await loadCorpusCase('x-sncf-ticket-barcode-two-leg-txt'));
  });

  it('keeps the barcode as the ticket token and the fare from the confirmation', async () => {
    const [leg] = sncf.extract((await loadCorpusCase('x-sncf-ticket-barcode-two-leg-txt')).input);
    expect(leg?.reservedTicket).toMatchObject({ ticketNumber: '123456789' });
    const [tgv] = sncf.extract((await loadCorpusCase('x-sncf-sncf-one-leg-single-tgv-txt')).input);
    expect([tgv?.totalPrice, tgv?.priceCurrency]).toEqual([35, 'EUR']);
  });

  it('reads both legs of an SNCF Connect order mail', async () => {
    await expectSample(sncf, 'sncf-connect-confirmation');
  });

  it('reads the English e-ticket of two legs, a coach number among them', () => {
    const text = [
      'YOUR E-TICKET CONFIRMATION',
      '  PARIS GARE DE LYON / ANNECY                                                  89.00 EUR',
      'Surname :          MARTIN                                 BOOKING REFERENCE : QZ4RTA',
      'First name :       CLAIRE                                 E-ticket No :       987654321',
      '  Departure / Arrival                     Date / Time                TGV',
      '                                                   TRAIN NUMBER 6521',
      '  PARIS GARE DE LYON                      02/03 at 07:41     COACH 7 - SEAT 112',
      '                                                        2nd CLASS / SEAT',
      '  AIX LES BAINS LE REVARD                 02/03 at 10:40',
      '                                                   CAR NUMBER 3640',
      '  AIX LES BAINS LE REVARD                 02/03 at 10:55',
      '  ANNECY                                  02/03 at 11:35',
    ].join('\n');
    const legs = sncf.extract({ kind: 'pdf-text', text, from: 'confirmation@sncf.fr', date: new Date('2027-02-10') });
    expect(legs).toHaveLength(2);
    expect(legs[0]).toMatchObject({
      reservationNumber: 'QZ4RTA',
      underName: { name: 'CLAIRE MARTIN' },
      reservationFor: {
        trainNumber: '6521',
        departureStation: { name: 'PARIS GARE DE LYON' },
        arrivalStation: { name: 'AIX LES BAINS LE REVARD' },
        departureTime: '2027-03-02T07:41:00',
        arrivalTime: '2027-03-02T10:40:00',
      },
      reservedTicket: { ticketedSeat: { seatSection: '7', seatNumber: '112', seatingType: '2' } },
    });
    expect(legs[1]?.reservationFor).toMatchObject({ trainNumber: '3640', departureTime: '2027-03-02T10:55:00' });
  });
});
