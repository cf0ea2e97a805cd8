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

  it('reads the QR text with its labels in capitals or small letters, spaced before their colons, a clock on twelve hours', async () => {
    const { text } = (await loadCorpusCase('x-irctc-qr-ticket-txt')).input as { text: string };
    const asPrinted = irctc.extract({ kind: 'text', text });
    const capitals = text.replace(
      /^([ \t]*)([A-Za-z][A-Za-z. ]*?):/gm,
      (_m, lead: string, label: string) => `${lead}${label.toUpperCase()} :`,
    );
    const small = text.replace(
      /^([ \t]*)([A-Za-z][A-Za-z. ]*?):/gm,
      (_m, lead: string, label: string) => `${lead}${label.toLowerCase()}:`,
    );
    expect(asPrinted).toHaveLength(2);
    expect(irctc.extract({ kind: 'text', text: capitals })).toEqual(asPrinted);
    expect(irctc.extract({ kind: 'text', text: small })).toEqual(asPrinted);
    const twelve = text.replace('Scheduled Departure:08:15', 'Scheduled Departure:8:15 AM');
    expect(irctc.extract({ kind: 'text', text: twelve })).toEqual(asPrinted);
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

  it('reads the QR code that numbers its passengers and gives the day of the journey without a time', () => {
    const text = [
      'PNR No.:4412093317,',
      'TXN ID:100004700000001,',
      'Passenger Name1:Meera Iyer,',
      'Gender1:Female,',
      'Age1:31,',
      'Status1:CNF/C4/21/WS,',
      'Passenger Name2:Arjun Iyer,',
      'Gender2:Male,',
      'Age2:33,',
      'Status2:CNF/C4/22/NC,',
      'Quota:General,',
      'Train No.:12002,',
      'Train Name:NDLS SHATABDI,',
      'Date of Journey:14 Mar 2025,',
      'Boarding Station:Bhopal Jn (BPL),',
      'Class:ACCHAIRCAR,',
      'From:Bhopal Jn (BPL),',
      'To:New Delhi (NDLS),',
      'Ticket Fare: 1210.0,',
      'IRCTC C Fee: 35.4+PG Charges Extra',
    ].join('\n');
    const legs = irctc.extract({ kind: 'text', text, date: new Date('2025-03-01T00:00:00Z') });
    expect(
      legs.map((leg) => [valueAtPath(leg, 'underName.name'), valueAtPath(leg, 'reservedTicket.ticketedSeat')]),
    ).toEqual([
      ['Meera Iyer', expect.objectContaining({ seatSection: 'C4', seatNumber: '21' })],
      ['Arjun Iyer', expect.objectContaining({ seatSection: 'C4', seatNumber: '22' })],
    ]);
    expect(legs[0]).toMatchObject({ reservationNumber: '4412093317', totalPrice: 1245.4 });
    expect(legs[0]?.reservationFor).toMatchObject({
      trainNumber: '12002',
      departureStation: { name: 'Bhopal Jn' },
      arrivalStation: { name: 'New Delhi' },
      departureDay: '2025-03-14',
    });
  });

  it('reads the printed reservation slip: stations, times, train and each passenger with the berth', () => {
    const text = [
      'Electronic Reservation Slip(ERS) - Normal User',
      '',
      '            Booked From:                                                                      To:',
      '',
      '         BHOPAL JN (BPL)                        BHOPAL JN (BPL)                       NEW DELHI (NDLS)',
      '        Start Date* 14 Mar 2025             Departure* 15:40 14 Mar 2025             Arrival* 23:30 14 Mar 2025',
      '',
      '                 PNR                              Train No./Name                             Class',
      '            4412093317                     12002 / NDLS SHATABDI                      AC CHAIR CAR',
      '',
      'Passenger Details:',
      '#   Name                                     Age        Gender          Booking Status          Current Status',
      '1.  Meera Iyer                               31         Female          CNF/C4/21/WS            CNF/C4/21/WS',
      '2.  Arjun Iyer                               33         Male            WL/12                   WL/3',
    ].join('\n');
    const legs = irctc.extract({ kind: 'pdf-text', text, date: new Date('2025-03-01T00:00:00Z') });
    expect(
      legs.map((leg) => [
        valueAtPath(leg, 'underName.name'),
        valueAtPath(leg, 'reservedTicket.ticketedSeat.seatNumber'),
      ]),
    ).toEqual([
      ['Meera Iyer', '21'],
      ['Arjun Iyer', undefined],
    ]);
    expect(legs[0]).toMatchObject({ reservationNumber: '4412093317' });
    expect(legs[0]?.reservationFor).toMatchObject({
      trainNumber: '12002',
      trainName: 'NDLS SHATABDI',
      departureStation: { name: 'BHOPAL JN' },
      arrivalStation: { name: 'NEW DELHI' },
      departureTime: '2025-03-14T15:40:00',
      arrivalTime: '2025-03-14T23:30:00',
    });
  });

  it('keeps the day of the journey when the departure time is not given, and reads the scheduled arrival', () => {
    const text = [
      'PNR No.:2461357980,',
      'TXN ID:100004567812345,',
      'Passenger Name:Meera Iyer,',
      '\t\tGender:Female,',
      '\t\tAge:34,',
      '\t\tStatus:CNF/S4/33/LOWER',
      'Quota:GENERAL (GN) ,',
      'Train No.:16526,',
      'Train Name:ISLAND EXPRESS,',
      'Scheduled Departure:N.A.,',
      'Scheduled Arrival:06:05 15-Mar-2024,',
      'Date Of Journey:14-Mar-2024,',
      'Boarding Station:KSR BENGALURU - SBC,',
      'Class:SLEEPER CLASS (SL) ,',
      'From:KSR BENGALURU - SBC,',
      'To:KANNUR - CAN,',
      'Ticket Fare: Rs455.0,',
    ].join('\n');
    const [leg] = irctc.extract({ kind: 'text', text });
    expect(leg?.reservationFor).toMatchObject({
      departureDay: '2024-03-14',
      arrivalTime: '2024-03-15T06:05:00',
      departureStation: { name: 'KSR BENGALURU' },
      arrivalStation: { name: 'KANNUR' },
    });
  });
});
