import { describe, expect, it } from 'vitest';
import { extract } from '../../index.js';
import { valueAtPath as valueAt } from '../../postprocess/json-ld.js';

/** What the engine reads from a JSON file. */
async function readJson(value: object, fileName = 'pass.json') {
  const result = await extract(new TextEncoder().encode(JSON.stringify(value)), {
    fileName,
    date: new Date('2027-06-01T10:00:00Z'),
  });
  return result.reservations;
}

describe('a wallet pass given as JSON', () => {
  it('reads a pass.json given alone as the wallet-pass reader reads the one inside a .pkpass', async () => {
    const [reservation, ...more] = await readJson({
      formatVersion: 1,
      passTypeIdentifier: 'pass.example.events',
      serialNumber: 'A-1',
      organizationName: 'Stadthalle',
      eventTicket: {
        headerFields: [{ key: 'date', label: 'Date', value: '2027-07-03 20:00' }],
        primaryFields: [{ key: 'event', label: 'Event', value: 'Summer Jazz Night' }],
        secondaryFields: [{ key: 'venue', label: 'Venue', value: 'Stadthalle Wien' }],
      },
    });
    expect(more).toEqual([]);
    expect(reservation?.['@type']).toBe('EventReservation');
    expect(valueAt(reservation, 'reservationFor.name')).toBe('Summer Jazz Night');
    expect(valueAt(reservation, 'reservationFor.startDate')).toBe('2027-07-03T20:00:00');
    expect(valueAt(reservation, 'reservationFor.location.name')).toBe('Stadthalle Wien');
  });

  it('takes no JSON for a pass that only borrows a style name, without a key only a pass has', async () => {
    const reservations = await readJson({
      eventTicket: { primaryFields: [{ key: 'event', value: 'Summer Jazz Night' }] },
      relevantDate: '2027-07-03T20:00:00+02:00',
    });
    expect(reservations).toEqual([]);
  });
});

describe('Google Wallet passes given as JSON', () => {
  it("reads a flight from a save-to-wallet token's claims, the class giving the flight and the object its holder", async () => {
    const [reservation] = await readJson(
      {
        aud: 'google',
        typ: 'savetowallet',
        payload: {
          flightClasses: [
            {
              id: '3388.LH400',
              flightHeader: { carrier: { carrierIataCode: 'LH' }, flightNumber: '400' },
              origin: { airportIataCode: 'FRA', gate: 'Z25' },
              destination: { airportIataCode: 'JFK' },
              localScheduledDepartureDateTime: '2027-03-05T10:05:00',
              localScheduledArrivalDateTime: '2027-03-05T12:45:00',
            },
          ],
          flightObjects: [
            {
              id: '3388.p1',
              classId: '3388.LH400',
              passengerName: 'Erika Mustermann',
              reservationInfo: { confirmationCode: 'QX7TZP' },
              boardingAndSeatingInfo: { seatNumber: '32A' },
            },
          ],
        },
      },
      'wallet.json',
    );
    expect(reservation?.['@type']).toBe('FlightReservation');
    expect(valueAt(reservation, 'reservationFor.airline.iataCode')).toBe('LH');
    expect(valueAt(reservation, 'reservationFor.flightNumber')).toBe('400');
    expect(valueAt(reservation, 'reservationFor.departureAirport.iataCode')).toBe('FRA');
    expect(valueAt(reservation, 'reservationFor.arrivalAirport.iataCode')).toBe('JFK');
    expect(valueAt(reservation, 'reservationFor.departureTime.@value')).toBe('2027-03-05T10:05:00+01:00');
    expect(valueAt(reservation, 'reservationNumber')).toBe('QX7TZP');
    expect(valueAt(reservation, 'underName.name')).toBe('Erika Mustermann');
    expect(valueAt(reservation, 'airplaneSeat')).toBe('32A');
  });

  it('reads an event ticket and a rail ticket, each object with the class it names', async () => {
    const [event] = await readJson({
      eventTicketClasses: [
        {
          id: 'i.c',
          eventName: { defaultValue: { language: 'en', value: 'Summer Jazz Night' } },
          venue: { name: { defaultValue: { language: 'en', value: 'Stadthalle Wien' } } },
          dateTime: { start: '2027-07-03T20:00:00+02:00' },
        },
      ],
      eventTicketObjects: [
        { classId: 'i.c', ticketHolderName: 'Erika Mustermann', barcode: { type: 'QR_CODE', value: 'T1' } },
      ],
    });
    expect(valueAt(event, 'reservationFor.name')).toBe('Summer Jazz Night');
    expect(valueAt(event, 'reservationFor.startDate')).toBe('2027-07-03T20:00:00+02:00');
    expect(valueAt(event, 'reservationFor.location.name')).toBe('Stadthalle Wien');
    expect(valueAt(event, 'reservedTicket.ticketToken')).toBe('qrCode:T1');

    const [train] = await readJson({
      transitClasses: [{ id: 'i.t', transitType: 'RAIL', issuerName: 'ÖBB' }],
      transitObjects: [
        {
          classId: 'i.t',
          ticketLeg: {
            originName: { defaultValue: { language: 'de', value: 'Wien Hbf' } },
            destinationName: { defaultValue: { language: 'de', value: 'Salzburg Hbf' } },
            departureDateTime: '2027-07-03T08:00:00',
          },
        },
      ],
    });
    expect(train?.['@type']).toBe('TrainReservation');
    expect(valueAt(train, 'reservationFor.departureStation.name')).toBe('Wien Hbf');
    expect(valueAt(train, 'reservationFor.arrivalStation.name')).toBe('Salzburg Hbf');
  });

  it('answers nothing for a pass missing an essential fact, or a kind of transit it does not name', async () => {
    const noDeparture = await readJson({
      flightClasses: [
        {
          flightHeader: { carrier: { carrierIataCode: 'LH' }, flightNumber: '400' },
          origin: { airportIataCode: 'FRA' },
          destination: { airportIataCode: 'JFK' },
        },
      ],
      flightObjects: [{ passengerName: 'Erika Mustermann' }],
    });
    expect(noDeparture).toEqual([]);
    const other = await readJson({
      transitClasses: [{ transitType: 'OTHER' }],
      transitObjects: [
        { ticketLeg: { originName: 'A', destinationName: 'B', departureDateTime: '2027-07-03T08:00:00' } },
      ],
    });
    expect(other).toEqual([]);
  });
});
