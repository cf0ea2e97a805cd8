import { describe, expect, it } from 'vitest';
import { amadeusTicketReceipt } from './amadeus-ticket-receipt.js';

const RECEIPT = `                         ELECTRONIC TICKET
                    PASSENGER ITINERARY RECEIPT

  DATE: 05 MAR 2017                                  AGENT: 9999
  NAME: NOWAK/PIOTR MR                               IATA : 12345675

  ISSUING AIRLINE                : LUFTHANSA
  TICKET NUMBER                  : ETKT 220 1234567890
  BOOKING REFERENCE : AMADEUS: 6QWZ2K, AIRLINE: LH/6QWZ2K

  FROM /TO          FLIGHT  CL DATE  DEP   FARE BASIS   NVB   NVA   BAG  ST

  WARSAW WAW        LH 1615 Y  20MAR 0610  YNCOWPL            20MAR 1PC  OK
  TERMINAL:A
  FRANKFURT FRA              ARRIVAL TIME: 0800  ARRIVAL DATE: 20MAR
  TERMINAL:1

  FRANKFURT FRA     LH 400  Y  20MAR 1000  YNCOWPL            20MAR 1PC  OK
  TERMINAL:1
  NEW YORK JFK               ARRIVAL TIME: 1245  ARRIVAL DATE: 20MAR
  TERMINAL:1

  AT CHECK-IN, PLEASE SHOW A PICTURE IDENTIFICATION
`;

describe('amadeus-ticket-receipt', () => {
  it('reads each flight of the receipt with its terminals, the passenger, the locator and the ticket', () => {
    const flights = amadeusTicketReceipt.extract({ kind: 'text', text: RECEIPT });
    expect(flights).toHaveLength(2);
    expect(flights[0]).toMatchObject({
      reservationNumber: '6QWZ2K',
      underName: { givenName: 'PIOTR', familyName: 'NOWAK' },
      reservedTicket: { ticketNumber: '2201234567890' },
      reservationFor: {
        airline: { iataCode: 'LH' },
        flightNumber: '1615',
        departureAirport: { iataCode: 'WAW', name: 'WARSAW' },
        arrivalAirport: { iataCode: 'FRA', name: 'FRANKFURT' },
        departureTime: '2017-03-20T06:10:00',
        arrivalTime: '2017-03-20T08:00:00',
        departureTerminal: 'A',
        arrivalTerminal: '1',
      },
    });
    expect(flights[1]?.reservationFor).toMatchObject({
      flightNumber: '400',
      departureAirport: { iataCode: 'FRA' },
      arrivalAirport: { iataCode: 'JFK', name: 'NEW YORK' },
      arrivalTime: '2017-03-20T12:45:00',
    });
  });

  it('reads nothing from a text without the receipt table', () => {
    expect(amadeusTicketReceipt.extract({ kind: 'text', text: 'FROM /TO is not here.\nLH 400 Y 20MAR 1000' })).toEqual(
      [],
    );
  });
});
