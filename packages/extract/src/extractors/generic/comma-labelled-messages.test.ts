import { describe, expect, it } from 'vitest';
import type { JsonLdObject } from '../../schema/reservation.js';
import { commaLabelledMessages } from './comma-labelled-messages.js';
import { readLabelledBooking } from './read-labelled-booking.js';

const TRAIN =
  'PNR:4100000001,TRN:12627,DOJ:05-03-27,3A,SBC-NDLS,DP:20:00,Boarding at SBC only,\nASHA R,B2 33,\nFare:2950,C Fee:17.7+PG\n-IRCTC';

describe('ticket messages of comma-cut labelled facts', () => {
  it('reads a train: its number, class, stations by code, day, clock, and the one passenger in their berth', () => {
    const [one, ...rest] = commaLabelledMessages(TRAIN);
    expect(rest).toHaveLength(0);
    expect(one).toMatchObject({
      '@type': 'TrainReservation',
      reservationNumber: '4100000001',
      underName: { name: 'ASHA R' },
      reservedTicket: { ticketedSeat: { seatSection: 'B2', seatNumber: '33', seatingType: '3A' } },
      reservationFor: {
        trainNumber: '12627',
        departureStation: { name: 'SBC' },
        arrivalStation: { name: 'NDLS' },
        departureTime: '2027-03-05T20:00:00',
      },
    });
  });

  it('reads the message with its labels in small letters, a space before a colon, and a clock on twelve hours', () => {
    const variant = TRAIN.replace('PNR:', 'pnr :').replace('DP:20:00', 'DP:8:00 PM');
    expect(commaLabelledMessages(variant)).toEqual(commaLabelledMessages(TRAIN));
    expect(commaLabelledMessages(variant)).toHaveLength(1);
  });

  it('gives each berth of several passengers its reservation, naming none, and boards where the message says', () => {
    const found = commaLabelledMessages(
      'PNR:4200000002,TRN:12658,DOJ:11-12-26,SL,MAS-SBC,DP:22:40,Boarding at PER only,\nKAVYA M+1,S7 41,S7 44,\nFare:900',
    );
    expect(found.map((r) => r.reservedTicket)).toEqual([
      { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatSection: 'S7', seatNumber: '41', seatingType: 'SL' } },
      { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatSection: 'S7', seatNumber: '44', seatingType: 'SL' } },
    ]);
    expect(found.every((r) => r.underName === undefined)).toBe(true);
    expect(found[0]?.reservationFor).toMatchObject({ departureStation: { name: 'PER' } });
  });

  it('reads nothing of a waiting list’s ticket, which holds no berth', () => {
    expect(
      commaLabelledMessages(
        'PNR:4300000003,TRN:16021,DOJ:30-11-26,SL,TRL-SBC,DP:21:55,Boarding at TRL only,\nASHA R,WL 31,',
      ),
    ).toEqual([]);
  });

  it('reads a bus by its trip code: the route, the day, the clock after its label’s comma, the seat', () => {
    const [bus] = commaLabelledMessages(
      'TNSTC Corporation:SETC , PNR NO.:T70000004 , From:MADURAI To CHENNAI-PT DR. M.G.R. BS , Trip Code:2130MDUCHEAB , Journey Date:02/02/2027 , Time:,21:30 , Seat No.:7 LB, .Class:AC SLEEPER , Boarding at:MATTUTHAVANI . For e-Ticket: Download from View Ticket.',
    );
    expect(bus).toMatchObject({
      '@type': 'BusReservation',
      reservationNumber: 'T70000004',
      reservedTicket: { ticketedSeat: { seatNumber: '7LB' } },
      reservationFor: {
        departureBusStop: { name: 'MATTUTHAVANI' },
        arrivalBusStop: { name: 'CHENNAI-PT DR. M.G.R. BS' },
        departureTime: '2027-02-02T21:30:00',
      },
    });
  });

  it('reads nothing without the day, the clock or a trip: an update about the vehicle is no booking', () => {
    expect(
      commaLabelledMessages(
        '* TNSTC * PNR:T70000004, DOJ:02/02/2027, Conductor Mobile No: 9000000000, Vehicle No:TN01AN0000, Route No:307ELB.',
      ),
    ).toEqual([]);
    expect(commaLabelledMessages('PNR:4100000001,TRN:12627,DOJ:05-03-27,3A,SBC-NDLS,DP:N.A.,\nASHA R,B2 33,')).toEqual(
      [],
    );
  });

  it('is what the labelled-facts reader answers for such a message', () => {
    const found = readLabelledBooking({ kind: 'text', text: TRAIN, date: new Date('2027-03-01T00:00:00Z') });
    expect(found.map((r) => (r.reservationFor as JsonLdObject).trainNumber)).toEqual(['12627']);
  });
});
