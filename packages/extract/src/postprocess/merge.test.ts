import { describe, expect, it } from 'vitest';
import type { Reservation } from '../schema/reservation.js';
import { mergeDuplicates } from './merge.js';

function train(departureTime: string, extra: Record<string, string> = {}): Reservation {
  return {
    '@context': 'http://schema.org',
    '@type': 'TrainReservation',
    reservationNumber: 'PV72KD',
    reservationFor: {
      '@type': 'TrainTrip',
      trainNumber: '8902',
      departureStation: { '@type': 'TrainStation', name: 'Roma Ter.' },
      arrivalStation: { '@type': 'TrainStation', name: 'Firenze SMN' },
      departureTime,
      ...extra,
    },
  };
}

describe('mergeDuplicates', () => {
  it('folds a trip printed without its day into the one dated trip of the same booking and train', () => {
    const merged = mergeDuplicates([train('06:15', { trainName: 'Italo' }), train('2019-09-07T06:15:00')]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.reservationFor).toMatchObject({ departureTime: '2019-09-07T06:15:00', trainName: 'Italo' });
  });

  it('keeps two seats of one train apart when the booking does not say whose seat is whose', () => {
    const seat = (seatNumber: string): Reservation => ({
      ...train('2019-09-07T06:15:00'),
      reservedTicket: {
        '@type': 'Ticket',
        ticketedSeat: { '@type': 'Seat', seatSection: '6', seatNumber },
      },
    });
    expect(mergeDuplicates([seat('53'), seat('54')])).toHaveLength(2);
    // The same seat printed twice, once with its padding, is one reservation.
    expect(mergeDuplicates([seat('53'), seat('053')])).toHaveLength(1);
  });

  it('keeps apart two seats at one event printed under the one name of who bought both tickets', () => {
    const ticket = (seatNumber: string): Reservation => ({
      '@context': 'http://schema.org',
      '@type': 'EventReservation',
      underName: { '@type': 'Person', name: 'Ana Costa' },
      reservedTicket: { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatNumber } },
      reservationFor: { '@type': 'Event', name: 'Spring Jazz Night', startDate: '2017-03-14T19:30:00' },
    });
    expect(mergeDuplicates([ticket('A-1'), ticket('A-2')])).toHaveLength(2);
    expect(mergeDuplicates([ticket('A-1'), ticket('A-1')])).toHaveLength(1);
  });

  it('keeps apart the boarding passes of two passengers of one booking on one flight', () => {
    const pass = (familyName: string, givenName: string, airplaneSeat?: string): Reservation => ({
      '@context': 'http://schema.org',
      '@type': 'FlightReservation',
      reservationNumber: 'ABC123',
      underName: { '@type': 'Person', familyName, givenName },
      ...(airplaneSeat ? { airplaneSeat } : {}),
      reservationFor: {
        '@type': 'Flight',
        flightNumber: '834',
        airline: { '@type': 'Airline', iataCode: 'AC' },
        departureAirport: { '@type': 'Airport', iataCode: 'YUL' },
        departureDay: '2018-11-22',
      },
    });
    expect(mergeDuplicates([pass('ALPHA', 'ANN'), pass('BRAVO', 'BEN')])).toHaveLength(2);
    expect(mergeDuplicates([pass('ALPHA', 'ANN', '1A'), pass('ALPHA', 'ANN', '1B')])).toHaveLength(1);
    // Passengers a document does not name are told apart by their seats, and the same seat is one pass.
    const unnamed = (seat: string): Reservation => ({ ...pass('', ''), underName: undefined, airplaneSeat: seat });
    expect(mergeDuplicates([unnamed('1A'), unnamed('1B')])).toHaveLength(2);
    expect(mergeDuplicates([unnamed('1A'), unnamed('001A')])).toHaveLength(1);
  });

  it('leaves a trip without its day alone when the same train runs on two days of the booking', () => {
    const merged = mergeDuplicates([train('06:15'), train('2019-09-07T06:15:00'), train('2019-09-14T06:15:00')]);
    expect(merged).toHaveLength(3);
  });

  it("gives a railway ticket's barcode to the trains its text books on that day, and keeps no trip of the barcode's", () => {
    const ticket: Reservation = {
      '@type': 'TrainReservation',
      reservationNumber: 'A1TUTN-3',
      reservationFor: {
        '@type': 'TrainTrip',
        departureStation: { '@type': 'TrainStation', name: 'Köln+City' },
        arrivalStation: { '@type': 'TrainStation', name: 'Freiburg(Brsg)+City' },
        departureDay: '2022-12-09',
      },
      reservedTicket: { '@type': 'Ticket', ticketToken: 'aztecbin:AAAA' },
    };
    const leg = (trainNumber: string, departureTime: string): Reservation => {
      const trip = train(departureTime, { trainNumber }).reservationFor as Record<string, unknown>;
      // Each train from a station of its own: two legs of one journey.
      const departureStation = { '@type': 'TrainStation', name: `${trainNumber} station` };
      return { ...train(departureTime), reservationNumber: 'A1TUTN', reservationFor: { ...trip, departureStation } };
    };
    const merged = mergeDuplicates([
      leg('ICE 1011', '2022-12-09T15:15:00'),
      leg('ICE 77', '2022-12-09T16:46:00'),
      ticket,
    ]);
    expect(merged.map((r) => [(r.reservationFor as { trainNumber?: string }).trainNumber, r.reservedTicket])).toEqual([
      ['ICE 1011', { '@type': 'Ticket', ticketToken: 'aztecbin:AAAA' }],
      ['ICE 77', { '@type': 'Ticket', ticketToken: 'aztecbin:AAAA' }],
    ]);
    // Trains of another booking, or of another day, leave the barcode's ticket as it is.
    expect(mergeDuplicates([{ ...leg('ICE 1011', '2022-12-10T15:15:00') }, ticket])).toHaveLength(2);
  });

  it("gives a barcode under another reference than its text's to the trains of its day between its places", () => {
    const traveller = { '@type': 'Person', name: 'Last Schrift' };
    const ticket: Reservation = {
      '@type': 'TrainReservation',
      reservationNumber: '32BGEJEY',
      underName: traveller,
      reservationFor: {
        '@type': 'TrainTrip',
        departureStation: { '@type': 'TrainStation', name: 'Mainz' },
        arrivalStation: { '@type': 'TrainStation', name: 'Koblenz' },
        departureDay: '2022-10-30',
      },
      reservedTicket: { '@type': 'Ticket', ticketToken: 'aztecbin:AAAA' },
    };
    const leg = (arrival: string): Reservation => ({
      '@type': 'TrainReservation',
      reservationNumber: '855358799087',
      underName: traveller,
      reservationFor: {
        '@type': 'TrainTrip',
        trainNumber: 'RE 2',
        departureStation: { '@type': 'TrainStation', name: 'Mainz Hbf' },
        arrivalStation: { '@type': 'TrainStation', name: arrival },
        departureTime: '2022-10-30T15:51:00',
      },
    });
    const merged = mergeDuplicates([leg('Koblenz Hbf'), ticket]);
    expect(merged.map((r) => [(r.reservationFor as { trainNumber?: string }).trainNumber, r.reservedTicket])).toEqual([
      ['RE 2', { '@type': 'Ticket', ticketToken: 'aztecbin:AAAA' }],
    ]);
    // A train of that day to another place is another journey.
    expect(mergeDuplicates([leg('Bonn Hbf'), ticket])).toHaveLength(2);
  });

  it("merges a ticket's barcode, which names the stations by their codes, with its text on the same day", () => {
    const station = (name: string) => ({ '@type': 'TrainStation', name });
    const ticket = (from: string, to: string, trainNumber: string): Reservation => ({
      '@context': 'http://schema.org',
      '@type': 'TrainReservation',
      reservationNumber: 'KQZTRA',
      reservationFor: {
        '@type': 'TrainTrip',
        trainNumber,
        departureStation: station(from),
        arrivalStation: station(to),
        departureDay: '2027-11-20',
      },
    });
    const merged = mergeDuplicates([ticket('PARIS NORD', 'LILLE FLANDRES', '7049'), ticket('FRPNO', 'FRADJ', '07049')]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.reservationFor).toMatchObject({ trainNumber: '7049', departureStation: { name: 'PARIS NORD' } });
  });
});
