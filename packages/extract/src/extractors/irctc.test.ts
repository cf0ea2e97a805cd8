import { describe, expect, it } from 'vitest';
import { valueAtPath } from '../postprocess/json-ld.js';
import { irctc } from './irctc.js';
import { loadCorpusCase } from './testing/cases.js';
import { expectExtraction } from './testing/expect-case.js';

describe('irctc', () => {
  it('reads one reservation per passenger from the QR ticket text', async () => {
    expectExtraction(irctc, await loadCorpusCase('x-irctc-qr-ticket-txt'));
  });

  it('adds the convenience fee to the fare', async () => {
    const [first] = irctc.extract((await loadCorpusCase('x-irctc-qr-ticket-txt')).input);
    expect(first?.totalPrice).toBe(1257.4);
    expect(first?.priceCurrency).toBe('INR');
  });

  it('keeps a waitlisted passenger, who has no coach or seat yet, and reads slashes between coach and seat', () => {
    const text = [
      'PNR No.:4512367890,',
      'Passenger Name:Asha Rao,',
      '\t\tStatus:CNF/S4/33',
      'Passenger Name:Vikram Rao,',
      '\t\tStatus:WL/12',
      'Train No.:12627,',
      'Train Name:KARNATAKA EXP,',
      'Scheduled Departure:19:20 14-Mar-2025,',
      'From:KSR BENGALURU - SBC,',
      'To:NEW DELHI - NDLS,',
      'Class:SLEEPER CLASS (SL) ,',
    ].join('\n');
    const legs = irctc.extract({ kind: 'text', text });
    expect(
      legs.map((leg) => [valueAtPath(leg, 'underName.name'), valueAtPath(leg, 'reservedTicket.ticketedSeat')]),
    ).toEqual([
      ['Asha Rao', expect.objectContaining({ seatSection: 'S4', seatNumber: '33' })],
      ['Vikram Rao', expect.not.objectContaining({ seatNumber: expect.anything() })],
    ]);
    expect(legs[1]?.reservationFor).toMatchObject({ trainNumber: '12627', departureTime: '2025-03-14T19:20:00' });
  });
});
