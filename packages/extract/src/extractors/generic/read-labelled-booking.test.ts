import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from '../../processors/html/html-to-plain-text.js';
import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { ROUTE_LINE, readLabelledBooking, referenceInSentence } from './read-labelled-booking.js';

const sent = new Date('2017-02-20T10:00:00Z');

function read(text: string, kind: ExtractorInput['kind'] = 'text') {
  return readLabelledBooking({ kind, text, date: sent });
}

/** Reads a text mail whose sender gives the name. */
function readSentBy(senderName: string, text: string) {
  return readLabelledBooking({ kind: 'text', text, date: sent, senderName });
}

/** Each flight's number, departure and arrival, in order. */
function flightTimes(found: readonly Reservation[]): string[][] {
  return found.map((r) => {
    const flight = r.reservationFor as Record<string, string>;
    return [flight.flightNumber ?? '', flight.departureTime ?? '', flight.arrivalTime ?? ''];
  });
}

/** The seat a reservation's ticket gives. */
function seatNumber(r: Reservation): string | undefined {
  const ticket = r.reservedTicket as { ticketedSeat?: { seatNumber?: string } } | undefined;
  return ticket?.ticketedSeat?.seatNumber;
}

/** UA 110 out on 3 March 2017 and UA 111 back on 5 March, as the reader should time them. */
const UNITED_RETURN = [
  ['110', '2017-03-03T06:00:00', '2017-03-03T14:35:00'],
  ['111', '2017-03-05T17:10:00', '2017-03-05T20:25:00'],
];

// The first station lookup loads the station data: seconds on a busy machine.
const STATION_DATA_MS = 30_000;

describe('the labelled-facts reader', () => {
  it('dates each flight printed without labels by the day labelled over it, in the order of the lines', () => {
    const found = read(`Buchungscode: L7QZXA
Reisender: Herr Felix Bauer

Hinflug · Freitag, 03. März 2017
LH 2064   07:00  München (MUC)  Terminal 2
          08:10  Hamburg (HAM)  Terminal 2

Rückflug · Sonntag, 05. März 2017
LH 2075   18:30  Hamburg (HAM)  Terminal 2
          19:35  München (MUC)  Terminal 2`);
    expect(flightTimes(found)).toEqual([
      ['2064', '2017-03-03T07:00:00', '2017-03-03T08:10:00'],
      ['2075', '2017-03-05T18:30:00', '2017-03-05T19:35:00'],
    ]);
  });

  it("dates a flight by an itinerary's day heading printed above its label, a blank line between", () => {
    const found = read(`Record Locator: LKJH45
Traveler: Sarah Connor

Fri, Mar 3, 2017

Flight  Delta Air Lines 1456
Departs   Atlanta, GA (ATL)        7:05 AM
Arrives   New York, NY (LGA)       9:20 AM`);
    expect(flightTimes(found)).toEqual([['1456', '2017-03-03T07:05:00', '2017-03-03T09:20:00']]);
  });

  it("reads a flight named by its airline, a flight's word and its designator on a line under a heading of its day", () => {
    const found = read(`AIR - Monday, 06 Mar 2017
United Airlines Flight UA 901
Depart: San Francisco (SFO) 3:50 PM, Terminal International G
Arrive: Frankfurt (FRA) 11:45 AM Tue, 07 Mar 2017, Terminal 1
Class: Economy   Seat: 32K   Airline Record Locator: N8K2PL`);
    expect(flightTimes(found)).toEqual([['901', '2017-03-06T15:50:00', '2017-03-07T11:45:00']]);
    expect(found[0]).toMatchObject({ reservationNumber: 'N8K2PL', reservationFor: { airline: { iataCode: 'UA' } } });
  });

  it("takes no booking reference from a reservation system's name field under an itinerary's heading", () => {
    const found = read(
      [
        'Your itinerary',
        '',
        '1.1OKAFOR/CHIDI MR',
        '1. KL 1002 M  12APR LHRAMS HK1  0640   0855  O           FR',
        '2. KL  601 M  12APR AMSLAX HK1  1005   1215  O           FR',
      ].join('\n'),
    );
    expect(found.map((r) => [r.reservationNumber, (r.underName as { name?: string } | undefined)?.name])).toEqual([
      [undefined, 'CHIDI OKAFOR'],
      [undefined, 'CHIDI OKAFOR'],
    ]);
    expect(referenceInSentence('Your itinerary 1.1OKAFOR/CHIDI MR')).toBeUndefined();
  });

  it('reads a code set off by stars after its label, and gives the flight to each passenger listed by number', () => {
    const found = read(
      [
        '   Individueller Buchungscode:   ** QW7RT2 **',
        '   (beim Check-In angeben)',
        '',
        '   Flug: 02.05.2019  |  EW 9044 (Y)',
        '',
        '   Abflug:  06:30  Düsseldorf',
        '   Ankunft: 07:45  Hamburg',
        '',
        '   1. Passagier: FRAU Anna Berger',
        '   2. Passagier: HERR Lukas Berger',
      ].join('\n'),
    );
    expect(found.map((r) => [r.reservationNumber, (r.underName as { name?: string } | undefined)?.name])).toEqual([
      ['QW7RT2', 'Anna Berger'],
      ['QW7RT2', 'Lukas Berger'],
    ]);
    expect(found[0]?.reservationFor).toMatchObject({ flightNumber: '9044', departureTime: '2019-05-02T06:30:00' });
  });

  it('reads a Danish flight labelled "Fly", as Swedish labels it "Flyg"', () => {
    const found = read(
      [
        'Din bookingreference:         DK4455',
        'Rejsende:                     Lars Jensen',
        'Fly:                          SK1201, SAS',
        'Dato:                         fre 10 maj 2019',
        'Afgang:                       07:00 Kastrup(CPH), København, Danmark',
        'Ankomst:                      07:45 Aalborg(AAL), Aalborg, Danmark',
      ].join('\n'),
    );
    expect(found).toEqual([
      expect.objectContaining({
        reservationNumber: 'DK4455',
        underName: { '@type': 'Person', name: 'Lars Jensen' },
        reservationFor: expect.objectContaining({
          flightNumber: '1201',
          departureAirport: expect.objectContaining({ iataCode: 'CPH' }),
          arrivalAirport: expect.objectContaining({ iataCode: 'AAL' }),
          departureTime: '2019-05-10T07:00:00',
        }),
      }),
    ]);
  });

  it("reads no flight from a line whose airline is not the designator's", () => {
    const found = read(`AIR - Monday, 06 Mar 2017
Lufthansa Flight UA 901
Depart: San Francisco (SFO) 3:50 PM
Arrive: Frankfurt (FRA) 11:45 AM Tue, 07 Mar 2017
Airline Record Locator: N8K2PL`);
    expect(found).toEqual([]);
  });

  it("reads a flight's line that prints each end's clock after its airport, its day labelled apart", () => {
    const found = read(`Booking reference: XY12ZQ
Passenger: HANSEN/OLA MR

Date: 04 MAR 17   Flight: SK 1467   Copenhagen (CPH) 08:15 - Oslo (OSL) 09:25   Status: HK   Class: M`);
    expect(flightTimes(found)).toEqual([['1467', '2017-03-04T08:15:00', '2017-03-04T09:25:00']]);
    expect(found[0]?.reservationFor).toMatchObject({
      departureAirport: { iataCode: 'CPH' },
      arrivalAirport: { iataCode: 'OSL' },
    });
  });

  it("dates a flight by the day on its own line, not by the document's date printed above it", () => {
    const found = read(`BOOKING REF: 5KLMNP                       DATE: 20 FEBRUARY 2017

FLIGHT  LH 1130 - LUFTHANSA                                 FRI 03 MAR 2017
DEPARTURE:  FRANKFURT, DE (FRANKFURT INTL), TERMINAL 1        03 MAR 07:10
ARRIVAL:    MADRID, ES (ADOLFO SUAREZ BARAJAS), TERMINAL 4    03 MAR 09:45
FLIGHT BOOKING REF: LH/5KLMNP

FLIGHT  IB 3402 - IBERIA                                    SUN 05 MAR 2017
DEPARTURE:  MADRID, ES (ADOLFO SUAREZ BARAJAS), TERMINAL 4    05 MAR 18:20
ARRIVAL:    LISBON, PT (HUMBERTO DELGADO), TERMINAL 1         05 MAR 18:40
FLIGHT BOOKING REF: IB/5KLMNP`);
    expect(flightTimes(found)).toEqual([
      ['1130', '2017-03-03T07:10:00', '2017-03-03T09:45:00'],
      ['3402', '2017-03-05T18:20:00', '2017-03-05T18:40:00'],
    ]);
  });

  it("takes a stay's number from its own block when the block opens with the kind and day, not a name", () => {
    const found = read(`AIR - Monday, 06 Mar 2017
United Airlines Flight UA 901
Airline Record Locator: N8K2PL

HOTEL - Tuesday, 07 Mar 2017
Frankfurt Marriott Hotel
Hamburger Allee 2, 60486 Frankfurt, DE
Check In: Tuesday, 07 Mar 2017   Check Out: Friday, 10 Mar 2017
Confirmation: 92817364`);
    const stays = found.filter((r) => r['@type'] === 'LodgingReservation');
    expect(stays).toHaveLength(1);
    expect(stays[0]).toMatchObject({
      reservationNumber: '92817364',
      reservationFor: { name: 'Frankfurt Marriott Hotel' },
      checkinTime: '2017-03-07',
      checkoutTime: '2017-03-10',
    });
  });

  it("dates a ride by its departure time's label when that label's value gives the day too", () => {
    const [train, ...rest] = read(`Booking reference: QWE7RT
Train: ICE 1007
Departure station: Berlin Hbf
Arrival station: Hamburg Hbf
Departure time: 07.10.2019 at 18:06
Arrival time: 07.10.2019 at 21:23`);
    expect(rest).toEqual([]);
    expect(train?.reservationFor).toMatchObject({
      departureTime: '2019-10-07T18:06:00',
      arrivalTime: '2019-10-07T21:23:00',
    });
  });

  it('reads a train ticket that prints no reference when it labels its train, coach and seat between two stations', () => {
    const ticket = `Train: 1007
Coach: 04
Seat: 048
Departure time: 07.10.2019 at 18:06
Departure station: Berlin Hbf
Arrival time: 07.10.2019 at 21:23
Arrival station: Hamburg Hbf`;
    const [train, ...rest] = read(ticket);
    expect(rest).toEqual([]);
    expect(train).toMatchObject({
      '@type': 'TrainReservation',
      reservationFor: {
        trainNumber: '1007',
        departureStation: { name: 'Berlin Hbf' },
        arrivalStation: { name: 'Hamburg Hbf' },
        departureTime: '2019-10-07T18:06:00',
        arrivalTime: '2019-10-07T21:23:00',
      },
      reservedTicket: { ticketedSeat: { seatNumber: '048', seatSection: '04' } },
    });
    expect(train?.reservationNumber).toBeUndefined();
    // Without its coach and seat, or with a second train, the same text is a timetable or an offer: no booking.
    expect(read(ticket.replace('Coach: 04\n', ''))).toEqual([]);
    expect(read(ticket.replace('Seat: 048\n', ''))).toEqual([]);
    expect(read(`${ticket}\nTrain: 1008`)).toEqual([]);
  });

  it(
    "reads a ticket's table of trains that prints no reference when each train has a coach and a seat of its own",
    () => {
      const table = `Ihre Reiseverbindung und Reservierung Hinfahrt am 21.05.2017
Halt Datum Zeit Gleis Fahrt Reservierung
Bremen Hbf 21.05. ab 09:14 8
Hannover Hbf 21.05. an 10:16 4
IC 2037 1 Sitzplatz, Wg. 5, Pl. 71, 1 Gang,
Großraum, Nichtraucher
Hannover Hbf 21.05. ab 10:31 9
Erfurt Hbf 21.05. an 12:58 2
ICE 1093 1 Sitzplatz, Wg. 24, Pl. 18, 1 Fenster,
Großraum, Nichtraucher`;
      const found = read(table);
      expect(
        found.map((r) => {
          const trip = r.reservationFor as Record<string, unknown>;
          return [trip.trainNumber, trip.departureTime, trip.arrivalTime, r.reservationNumber];
        }),
      ).toEqual([
        ['IC 2037', '2017-05-21T09:14:00', '2017-05-21T10:16:00', undefined],
        ['ICE 1093', '2017-05-21T10:31:00', '2017-05-21T12:58:00', undefined],
      ]);
      expect(found.map(seatNumber)).toEqual(['71', '18']);
      // One train without a seat of its own leaves the table a timetable: no booking.
      expect(read(table.replace(' 1 Sitzplatz, Wg. 24, Pl. 18, 1 Fenster,\nGroßraum, Nichtraucher', ''))).toEqual([]);
    },
    STATION_DATA_MS,
  );

  it("keeps a booking's passenger name record for its ride, not a payment's reference printed in the ride's block", () => {
    const text = [
      'E-Ticket/Reservation Voucher',
      'Corporation : SETC    PNR Number : T70000004',
      'Date of Journey : 02/02/2027    Route No : 307AB',
      'Passenger Start Place : MADURAI    Passenger End Place : CHENNAI-PT Dr.M.G.R. BS',
      'Passenger Pickup Time: 02/02/2027 21:30 Hrs.',
      'Trip Code : 2130MDUCHEAB    OB Reference No. : OB30000005',
      'Bus ID No. : E-1234',
    ].join('\n');
    const [bus, ...rest] = readLabelledBooking({ kind: 'text', text });
    expect(rest).toEqual([]);
    expect(bus).toMatchObject({
      '@type': 'BusReservation',
      reservationNumber: 'T70000004',
      reservationFor: {
        departureBusStop: { name: 'MADURAI' },
        arrivalBusStop: { name: 'CHENNAI-PT Dr.M.G.R. BS' },
        departureTime: '2027-02-02T21:30:00',
      },
    });
  });

  it('reads a name whose remark in brackets holds a dash, the remark and what follows a dash both no part of it', () => {
    const found = read(`Reservation number: RXJ34P
Passenger: John Smith (adult - 34 years)

Flight: UA 110
Depart: San Francisco (SFO) 2017-03-04 20:15
Arrive: Frankfurt (FRA) 2017-03-05 16:05`);
    expect(found.map((r) => r.underName)).toEqual([{ '@type': 'Person', name: 'John Smith' }]);
  });

  it('dates each flight by its section heading, the day after a bar or a middle dot (`FLIGHT | Wed 14 Oct 2026`)', () => {
    const found = read(`Booking reference: QK4M8T
Traveller: Jonas Weber

FLIGHT | Wed 14 Oct 2026
Flight: Swiss LX 1612
Departure: Zurich (ZRH) 07:10
Arrival: Vienna (VIE) 08:35

Flight · Fri 16 Oct 2026
Flight: Swiss LX 1613
Departure: Vienna (VIE) 18:20
Arrival: Zurich (ZRH) 19:45`);
    expect(flightTimes(found)).toEqual([
      ['1612', '2026-10-14T07:10:00', '2026-10-14T08:35:00'],
      ['1613', '2026-10-16T18:20:00', '2026-10-16T19:45:00'],
    ]);
  });

  it('names the traveller, not the office that booked, when both are labelled', () => {
    const found = read(`Booked by: Nordlicht Reisen Service
Traveller: WEBER/JONAS MR
Booking reference: QK4M8T

Flight: LX 1612
Departure: Zurich (ZRH) 14 Oct 2026 07:10
Arrival: Vienna (VIE) 14 Oct 2026 08:35`);
    expect(found.map((r) => (r.underName as Record<string, string>).name)).toEqual(['JONAS WEBER']);
  });

  it('reads a page\'s departure and arrival whose clock ends in "a.m." or "p.m.", no sentence for that', () => {
    const found = read(
      `Confirmation code QZ7KLM
Traveller Anna Berg
AC 122 Vancouver (YVR) to Toronto (YYZ)
Departs Sat, Oct 17, 2026 7:05 a.m.
Arrives Sat, Oct 17, 2026 2:40 p.m.`,
      'html',
    );
    expect(flightTimes(found)).toEqual([['122', '2026-10-17T07:05:00', '2026-10-17T14:40:00']]);
  });

  it('reads a flight whose departure and arrival stand on one line, each with its day after the word for its side', () => {
    const found = read(`Booking reference: QZ7KLM
Passenger: Anna Berg

Lufthansa 2410
Munich (MUC) to London Heathrow (LHR)
Dep Fri 3 Mar 07:05   Arr Fri 3 Mar 08:10

Lufthansa 2411
London Heathrow (LHR) to Munich (MUC)
Dep Sun 5 Mar 18:40   Arr Sun 5 Mar 21:35`);
    expect(flightTimes(found)).toEqual([
      ['2410', '2017-03-03T07:05:00', '2017-03-03T08:10:00'],
      ['2411', '2017-03-05T18:40:00', '2017-03-05T21:35:00'],
    ]);
  });

  it('reads a text that writes each label and its value without a colon, each route by names then codes', () => {
    const found = read(`Your trip is booked.
Confirmation QZ7KLM
Flight from Boston to Chicago BOS → ORD
Flight Number(s) UA 512
Departure March 3, 2017 at 7:05 AM
Arrival March 3, 2017 at 9:10 AM
Flight from Chicago to Boston ORD → BOS
Flight Number(s) UA 517
Departure March 6, 2017 at 6:40 PM
Arrival March 6, 2017 at 9:55 PM
Travelers Anna Berg`);
    expect(flightTimes(found)).toEqual([
      ['512', '2017-03-03T07:05:00', '2017-03-03T09:10:00'],
      ['517', '2017-03-06T18:40:00', '2017-03-06T21:55:00'],
    ]);
    const ends = found.map((r) => {
      const flight = r.reservationFor as Record<string, { iataCode?: string; name?: string }>;
      return [flight.departureAirport?.name, flight.departureAirport?.iataCode, flight.arrivalAirport?.iataCode];
    });
    expect(ends).toEqual([
      ['Boston', 'BOS', 'ORD'],
      ['Chicago', 'ORD', 'BOS'],
    ]);
    expect(found.map((r) => r.reservationNumber)).toEqual(['QZ7KLM', 'QZ7KLM']);
    expect(found.map((r) => (r.underName as { name?: string }).name)).toEqual(['Anna Berg', 'Anna Berg']);
  });

  it('reads a flight whose departure and arrival times stand on one line in the clock of twelve hours', () => {
    const found = read(`Booking reference: QZ7KLM
Passenger: Anna Berg

Friday, March 3, 2017
Delta Air Lines 1234
Boston (BOS) to Atlanta (ATL)
Departs 6:00am   Arrives 9:12pm`);
    expect(flightTimes(found)).toEqual([['1234', '2017-03-03T06:00:00', '2017-03-03T21:12:00']]);
  });

  it('reads a car hire whose places stand under "Pick Up Location" and "Drop Off Location", spelt without hyphens', () => {
    const text = `Thank you TEST, your car has been reserved.

Pick up:

Fri Jul 10, 2026 at 12:00 PM

Drop off:

Fri Jul 17, 2026 at 12:00 PM

Your Confirmation Number:

00000000GB0

Pick Up Location

Example Intl Airport,EXA

Drop Off Location

Sample Airport,SMP`;
    const [car, ...more] = readLabelledBooking({ kind: 'text', text, date: sent, from: 'avis@e.avis.com' });
    expect(more).toEqual([]);
    expect(car).toMatchObject({
      '@type': 'RentalCarReservation',
      reservationNumber: '00000000GB0',
      pickupLocation: { name: 'Example Intl Airport,EXA' },
      dropoffLocation: { name: 'Sample Airport,SMP' },
      pickupTime: '2026-07-10T12:00:00',
      dropoffTime: '2026-07-17T12:00:00',
    });
  });

  it('reads the rental company of a car hire from a company label or a known brand, only with pick-up and drop-off', () => {
    const hire = (extra: string) => `Reservation number: K7730912
Driver: Anna Roth
${extra}
Pick-up: Munich Airport, 12 March 2017 10:00
Drop-off: Munich Airport, 15 March 2017 09:00`;
    const company = (text: string, from?: string) =>
      readLabelledBooking({ kind: 'text', text, date: sent, from }).map(
        (r) => (r.reservationFor as { rentalCompany?: { name?: string } } | undefined)?.rentalCompany?.name,
      );
    expect(company(hire('Company: Enterprise'))).toEqual(['Enterprise']);
    expect(company(hire('Thank you for choosing Hertz.'))).toEqual(['Hertz']);
    expect(company(hire('Your car is ready.'), 'reservations@emails.sixt.de')).toEqual(['Sixt']);
    // A company label naming no rental brand is the traveller's employer as often as the supplier.
    expect(company(hire('Company: ACME Consulting GmbH'))).toEqual([]);
    // Two brands, or a common word without its company's words, name no supplier.
    expect(company(hire('Hertz and Avis desks are in hall B.'))).toEqual([]);
    expect(company(hire('A budget option for your trip.'))).toEqual([]);
    expect(company(hire('Budget Rent a Car'))).toEqual(['Budget']);
    // A brand followed by the word for the booking is its company's heading; by any other small word, a sentence.
    expect(company(hire('Hertz reservation confirmation'))).toEqual(['Hertz']);
    expect(company(hire('Avis de passage du livreur'))).toEqual([]);
    // After the word for the booking, the brand is the booking's whatever small word follows it.
    expect(company(hire('Votre réservation Sixt est confirmée'))).toEqual(['Sixt']);
    // Without a drop-off label the brand does not make a car hire.
    expect(
      company(`Reservation number: K7730912
Thank you for choosing Hertz.
Pick-up: Munich Airport, 12 March 2017 10:00
Please return the car with a full tank.`),
    ).toEqual([]);
  });

  it('reads a car hire whose branch stands under a label of its own below the day of the pick-up and return', () => {
    const found = read(`Sixt Reservierungsbestätigung
Reservierungsnummer: 9912345678
Fahrer: Herr Max Mustermann
Fahrzeug: BMW 1er oder ähnlich
Abholung: Dienstag, 14. März 2017, 10:00 Uhr
Abholstation: München Flughafen
Rückgabe: Freitag, 17. März 2017, 10:00 Uhr
Rückgabestation: München Flughafen`);
    expect(found).toEqual([
      expect.objectContaining({
        pickupTime: '2017-03-14T10:00:00',
        dropoffTime: '2017-03-17T10:00:00',
        pickupLocation: expect.objectContaining({ name: 'München Flughafen' }),
        dropoffLocation: expect.objectContaining({ name: 'München Flughafen' }),
      }),
    ]);
  });

  it("reads an electronic ticket's number opened by a small letter (eIC123456789) as the train's reference", () => {
    const found = read(`Numer biletu: eIC123456789
Podróżny: Jan Kowalski
Pociąg: IC 5320
Data: 12 marca 2017
Odjazd: 07:05 Warszawa Centralna
Przyjazd: 09:40 Kraków Główny`);
    expect(found.map((r) => [r['@type'], r.reservationNumber])).toEqual([['TrainReservation', 'eIC123456789']]);
  });

  it("reads a coach ticket's labelled number as its reference when the ticket speaks of buses but labels no bus", () => {
    const found = read(`Ticket number: CC-3349021
Passenger: Hannah Price
Departure: Bristol Bus Station, 21 May 2017 at 2:30 PM
Arrival: London Victoria Coach Station, 21 May 2017 at 5:05 PM`);
    expect(found.map((r) => [r['@type'], r.reservationNumber])).toEqual([['BusReservation', 'CC-3349021']]);
    // A ticket's number with nothing that speaks of a train, bus or ship is no ride's reference.
    expect(
      read(`Ticket number: CC-3349021
Departure: Bristol, 21 May 2017 at 2:30 PM
Arrival: London, 21 May 2017 at 5:05 PM`),
    ).toEqual([]);
  });

  it("reads a coach between bus stations as a bus, though one bears a railway station's name", () => {
    const found = read(`Numéro de réservation : CA-20077
Voyageur : Manon Girard
Date : 03/07/2017
Départ : Lyon Perrache – 08h15
Arrivée : Grenoble Gare Routière – 09h50`);
    expect(found.map((r) => r['@type'])).toEqual(['BusReservation']);
  });

  it('reads a hotel named without a label over its street and, below that, its postal code and town', () => {
    const found = read(`Numéro de confirmation : HV-7731
Client : M. Antoine Moreau

Hôtel des Voyageurs
8 rue de la République
69002 Lyon

Arrivée : le 18/05/2017 à partir de 15h00
Départ : le 20/05/2017 avant 12h00`);
    expect(found).toEqual([
      expect.objectContaining({
        checkinTime: '2017-05-18T15:00:00',
        checkoutTime: '2017-05-20T12:00:00',
        reservationFor: expect.objectContaining({
          name: 'Hôtel des Voyageurs',
          address: expect.objectContaining({ streetAddress: '8 rue de la République', addressLocality: 'Lyon' }),
        }),
      }),
    ]);
  });

  it("gives one traveller's flights the airline's ticket number the document labels, and no one's when several fly", () => {
    const booking = (people: string) => `Booking reference: QX7P2M
${people}
E-ticket number: 074-2345678901
Flight: KL 1234
From: Amsterdam Schiphol (AMS)
To: Bergen (BGO)
Date: 14 March 2017
Departure: 09:35
Arrival: 11:20`;
    const tickets = (found: Reservation[]) =>
      found.map((r) => (r.reservedTicket as { ticketNumber?: string } | undefined)?.ticketNumber);
    expect(tickets(read(booking('Passenger: Ms Anna Berg')))).toEqual(['074-2345678901']);
    expect(tickets(read(booking('Passengers:\nAnna Berg\nJonas Berg')))).toEqual([undefined, undefined]);
  });

  it("reads a connection's flights each with its day labelled first, both on the same day", () => {
    const found = read(`Buchungsnummer: NL-30417
Reisende: Frau Maria Schulz

Datum: 10.04.2017
Flug: LH 9
Von: Hamburg (HAM)
Nach: Frankfurt (FRA)
Abflug: 07:00
Ankunft: 08:05

Datum: 10.04.2017
Flug: LH 1166
Von: Frankfurt (FRA)
Nach: Lissabon (LIS)
Abflug: 09:40
Ankunft: 11:40`);
    expect(flightTimes(found)).toEqual([
      ['9', '2017-04-10T07:00:00', '2017-04-10T08:05:00'],
      ['1166', '2017-04-10T09:40:00', '2017-04-10T11:40:00'],
    ]);
  });

  it("reads a museum's admission dated under the label of the day of the visit", () => {
    const found = read(`Numéro de commande : MC-310577
Nom : Camille Lefèvre
Événement : Entrée exposition permanente
Lieu : Musée des Confluences, Lyon
Date de visite : 14/05/2017
Heure : 10h30`);
    expect(found).toEqual([
      expect.objectContaining({
        '@type': 'EventReservation',
        reservationFor: expect.objectContaining({ startDate: '2017-05-14T10:30:00' }),
      }),
    ]);
  });

  it('reads a crossing whose kind only the subject names, and a sailing dated under its own label', () => {
    const crossing = `Bokningsnummer: GF-30918
Resenär: Lars Berg
Sträcka: Nynäshamn – Visby
Avgång: 2017-06-25 kl. 09:25
Ankomst: 2017-06-25 kl. 12:40`;
    const withSubject = (subject: string) => readLabelledBooking({ kind: 'text', text: crossing, date: sent, subject });
    expect(withSubject('Bokningsbekräftelse färja').map((r) => r['@type'])).toEqual(['BoatReservation']);
    // A subject that names no ride, or several, tells nothing.
    expect(withSubject('Bokningsbekräftelse')).toEqual([]);
    expect(withSubject('Färja och buss')).toEqual([]);
    const sailing = read(`Booking reference: ISC-7710245
Lead passenger: Gareth Jones
Route: Holyhead – Dublin
Ship: Ulysses
Sailing date: 12 August 2017
Depart: 08:55
Arrive: 12:10
Vehicle: Car, registration AB12 CDE`);
    expect(sailing).toEqual([
      expect.objectContaining({
        '@type': 'BoatReservation',
        reservationFor: expect.objectContaining({
          departureTime: '2017-08-12T08:55:00',
          arrivalTime: '2017-08-12T12:10:00',
        }),
      }),
    ]);
  });

  it("reads the Czech 'Kam' as a flight's arrival, the Polish arrival's clock, and the German renter", () => {
    const czech = read(`Kód rezervace: CM5T2W
Cestující: Petr Svoboda
Let: QS 1042
Odkud: Praha (PRG)
Kam: Heraklion (HER)
Datum: 14. 6. 2017
Odlet: 05:50
Přílet: 10:05`);
    expect(czech).toEqual([
      expect.objectContaining({
        reservationFor: expect.objectContaining({
          arrivalAirport: expect.objectContaining({ iataCode: 'HER' }),
          arrivalTime: '2017-06-14T10:05:00',
        }),
      }),
    ]);
    const polish = read(`Numer rezerwacji: PB7Y3K
Pasażer: Katarzyna Nowak
Lot: LO 3923
Wylot: Warszawa (WAW)
Przylot: Gdańsk (GDN)
Data: 2017-02-11
Godzina wylotu: 06:45
Godzina przylotu: 07:45`);
    expect(polish).toEqual([
      expect.objectContaining({ reservationFor: expect.objectContaining({ arrivalTime: '2017-02-11T07:45:00' }) }),
    ]);
    const rental = read(`Reservierungsnummer: AS-77120
Mieter: Michael Wagner
Vermieter: Sixt
Abholung: München Hauptbahnhof, 03.04.2017 09:00
Rückgabe: München Flughafen, 06.04.2017 18:00`);
    expect(rental).toEqual([
      expect.objectContaining({ underName: expect.objectContaining({ name: 'Michael Wagner' }) }),
    ]);
  });

  it("reads a hotel's address printed over two lines under its name, its label alone on the line above", () => {
    const stay = (hotel: string) => `Reserveringsnummer: 3320981
Gast: Sanne Jansen
${hotel}
Keizersgracht 100
1015 CX Amsterdam
Inchecken: do 14 mrt 2017, vanaf 15:00
Uitchecken: za 16 mrt 2017, tot 11:00`;
    const address = { streetAddress: 'Keizersgracht 100', postalCode: '1015 CX', addressLocality: 'Amsterdam' };
    for (const hotel of ['Hotel\nHotel De Gracht', 'Hotel: Hotel De Gracht']) {
      expect(read(stay(hotel))).toEqual([
        expect.objectContaining({
          reservationFor: expect.objectContaining({
            name: 'Hotel De Gracht',
            address: expect.objectContaining(address),
          }),
        }),
      ]);
    }
  });

  it("places a ferry's port in its town even where a railway station bears the town's name", () => {
    const found = read(`Conferma di prenotazione
Codice prenotazione: TRG123456
Passeggero: Mario Rossi
Traghetto
Partenza: 12/03/2017 ore 20:30 - Genova
Arrivo: 13/03/2017 ore 08:00 - Palermo`);
    expect(found.map((r) => (r.reservationFor as Record<string, unknown>).arrivalBoatTerminal)).toEqual([
      expect.objectContaining({
        name: 'Palermo',
        address: expect.objectContaining({ addressLocality: 'Palermo', addressCountry: 'IT' }),
      }),
    ]);
  });

  it('reads the start of an event labelled as such beside the opening of its doors', () => {
    const found = read(`Your tickets
Order number: 12345678
Name: Laura Green
Event: Spring Concert
Venue: Wembley Stadium, London
Date: Saturday, 18 March 2017
Doors open: 17:00
Start: 19:00`);
    expect(found).toEqual([
      expect.objectContaining({
        reservationFor: expect.objectContaining({
          startDate: '2017-03-18T19:00:00',
          doorTime: '2017-03-18T17:00:00',
        }),
      }),
    ]);
  });

  it("gives a stay or car hire of an agency's itinerary the supplier's number printed in its own block", () => {
    const found = read(`Your itinerary
Traveller: Jan Kowalski
Booking reference: 7YH2KD

HOTEL - 24 March 2017
Hotel: Harbour Inn
Check-in: 24 March 2017
Check-out: 26 March 2017
Confirmation number: 40217783

CAR - 26 March 2017
Rental company: Sixt
Pick-up: Frankfurt Airport, 26 March 2017 10:00
Drop-off: Frankfurt Airport, 28 March 2017 09:00
Confirmation number: 9912003845`);
    expect(found.map((r) => [r['@type'], r.reservationNumber])).toEqual([
      ['LodgingReservation', '40217783'],
      ['RentalCarReservation', '9912003845'],
    ]);
    // Printed without a number of its own, the stay keeps the agency's record.
    const plain = read(`Booking reference: 7YH2KD

Hotel: Harbour Inn
Check-in: 24 March 2017
Check-out: 26 March 2017`);
    expect(plain.map((r) => r.reservationNumber)).toEqual(['7YH2KD']);
  });

  it('reads a slashed day that reads two ways by the order the other slashed days of the document show', () => {
    const stay = (checkout: string) => `Confirmação de reserva
Número da reserva: 88213344
Hóspede: Maria Silva
Hotel: Hotel Avenida Palace
Check-in: 10/09/2017 15:00
Check-out: ${checkout} 12:00`;
    expect(read(stay('13/09/2017'))).toEqual([
      expect.objectContaining({ checkinTime: '2017-09-10T15:00:00', checkoutTime: '2017-09-13T12:00:00' }),
    ]);
    // In English (day first in Britain, month first in America) no stay is better than a stay in the wrong month.
    const english = `Booking number: 88213344
Guest: Mary Smith
Hotel: Harbour Inn
Check-in: 10/09/2017 15:00
Check-out: 12/09/2017 12:00`;
    expect(read(english)).toEqual([]);
  });

  it('reads a check-out given as a window to leave in as the hour the window closes, a check-in as the hour it opens', () => {
    const found = read(`Booking number: 88213344
Hotel: Harbour Inn
Check-in: Saturday, 15 July 2017 (14:00 - 16:00)
Check-out: Sunday, 16 July 2017 (08:00 - 12:00)`);
    expect(found).toEqual([
      expect.objectContaining({ checkinTime: '2017-07-15T14:00:00', checkoutTime: '2017-07-16T12:00:00' }),
    ]);
  });

  it('takes no traveller from a hotel name that opens with a label\'s word ("Guest house Alla")', () => {
    const found = read(
      `Booking number: 1012345678
Guest house Alla Great deal
Universitetskaya 55, Pyatigorsk, 357500, Russia
Check-in: Saturday, 15 July 2017
Check-out: Sunday, 16 July 2017`,
      'html',
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.underName).toBeUndefined();
    expect(found[0]?.reservationFor).toMatchObject({ name: 'Guest house Alla Great deal' });
  });

  it('reads an itinerary printed in capitals with its labels in a column, a city name beside the airport code', () => {
    const found = read(`ELECTRONIC TICKET ITINERARY / RECEIPT

BOOKING REFERENCE : Q4ZT7M
TRAVELLER  MARTIN/CLAIRE MRS

FLIGHT      AF 006 - AIR FRANCE                         TUE 14 MARCH 2017
DEPARTURE   PARIS (CDG), TERMINAL 2E                    14 MARCH 10:30
ARRIVAL     NEW YORK, US (JFK INTL), TERMINAL 1         14 MARCH 13:00
`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      reservationNumber: 'Q4ZT7M',
      underName: { givenName: 'CLAIRE', familyName: 'MARTIN' },
      reservationFor: {
        flightNumber: '6',
        departureAirport: { iataCode: 'CDG' },
        arrivalAirport: { iataCode: 'JFK' },
        departureTime: '2017-03-14T10:30:00',
        arrivalTime: '2017-03-14T13:00:00',
      },
    });
  });

  it('reads a flight with two legs and two passengers from an unknown sender', () => {
    const found = read(`Thank you for your booking.

Reservation number: RXJ34P
Passengers: John Smith, Mary Smith

Flight: UA 110
Depart: San Francisco (SFO) 2017-03-04 20:15
Arrive: Frankfurt (FRA) 2017-03-05 16:05

Flight: UA 111
Depart: FRA 12.03.2017 11:10
Arrive: SFO 12.03.2017 14:05
`);
    expect(found).toHaveLength(4);
    expect(found[0]).toMatchObject({
      '@type': 'FlightReservation',
      reservationNumber: 'RXJ34P',
      underName: { name: 'John Smith' },
      reservationFor: {
        airline: { iataCode: 'UA' },
        flightNumber: '110',
        departureAirport: { iataCode: 'SFO' },
        arrivalAirport: { iataCode: 'FRA' },
        departureTime: '2017-03-04T20:15:00',
        arrivalTime: '2017-03-05T16:05:00',
      },
    });
    expect(found[3]).toMatchObject({
      underName: { name: 'Mary Smith' },
      reservationFor: {
        flightNumber: '111',
        departureAirport: { iataCode: 'FRA' },
        arrivalTime: '2017-03-12T14:05:00',
      },
    });
  });

  it('reads flights whose airports are named by their cities in German', () => {
    const flights = read(`Buchungsnummer: QX7R2M
Passagier: Herr Jonas Keller

Flug: LH 2011
Abflug: München, 14.03.2017 07:15
Ankunft: Köln, 14.03.2017 08:20`);
    expect(flights).toHaveLength(1);
    expect(flights[0]).toMatchObject({
      '@type': 'FlightReservation',
      reservationNumber: 'QX7R2M',
      reservationFor: {
        flightNumber: '2011',
        departureAirport: { iataCode: 'MUC' },
        arrivalAirport: { iataCode: 'CGN' },
        departureTime: '2017-03-14T07:15:00',
      },
    });
  });

  it('reads a departure labelled Avresa in Swedish and Wyjazd in Polish', () => {
    const [flight] = read(`Bokningsnummer: SE99172
Resenär: Anna Svensson
Flyg: SK 1421
Avresa: Stockholm Arlanda (ARN) 2017-03-15 07:05
Ankomst: Köpenhamn (CPH) 2017-03-15 08:15`);
    expect(flight).toMatchObject({
      reservationFor: {
        departureAirport: { iataCode: 'ARN' },
        arrivalAirport: { iataCode: 'CPH' },
        departureTime: '2017-03-15T07:05:00',
      },
    });
    const [stay] = read(`Numer rezerwacji: 44120
Gość: Jan Kowalski
Hotel: Hotel Kraków
Adres: ul. Floriańska 1, 31-019 Kraków, Polska
Przyjazd: 15 marca 2017
Wyjazd: 18 marca 2017`);
    expect(stay).toMatchObject({ checkinTime: '2017-03-15', checkoutTime: '2017-03-18' });
  });

  it('takes an order number for the reference of an event in French and Italian', () => {
    const concert = read(`Numéro de commande : 5512001
Événement : Concert de Noël
Lieu : Philharmonie de Paris, 221 avenue Jean-Jaurès, Paris
Date : 16/03/2017 20:00`);
    const opera = read(`Numero d'ordine: 5512002
Evento: Tosca
Luogo: Teatro alla Scala, Milano
Data: 16/03/2017 20:00`);
    expect(
      [...concert, ...opera].map((r) => [r.reservationNumber, (r.reservationFor as { startDate: string }).startDate]),
    ).toEqual([
      ['5512001', '2017-03-16T20:00:00'],
      ['5512002', '2017-03-16T20:00:00'],
    ]);
  });

  it('reads a numbered list of passengers under its heading, and an arrival marked (+1) on the next day', () => {
    const found = read(`Booking reference: QWE7RT

Passengers
1. Mr John Smith
2. Mrs Jane Smith

Flight: LH 401
From: New York (JFK)
To: Frankfurt (FRA)
Date: 19 May 2017
Departure: 17:55
Arrival: 07:25 (+1)`);
    expect(
      found.map((r) => [
        (r.underName as { name: string }).name,
        (r.reservationFor as { departureTime: string }).departureTime,
        (r.reservationFor as { arrivalTime: string }).arrivalTime,
      ]),
    ).toEqual([
      ['John Smith', '2017-05-19T17:55:00', '2017-05-20T07:25:00'],
      ['Jane Smith', '2017-05-19T17:55:00', '2017-05-20T07:25:00'],
    ]);
  });

  it('reads a check-in and check-out side by side on one line, a stay given by its nights, and an address after the name', () => {
    const sideBySide = read(`Confirmation number: 83920117
Guest: John Smith
Hotel: Lakeside Inn
Address: 1 Lake Rd, Keswick CA12 5DJ, United Kingdom
Check-in: 15 Mar 2017    Check-out: 17 Mar 2017`);
    const byNights = read(`Confirmation number: 83920117
Guest: John Smith
Property: Lakeside Inn
Address: 1 Lake Rd, Keswick CA12 5DJ, United Kingdom
Arrival: 15/03/2017
Nights: 2`);
    const inline = read(`Reservation ID: 83920117
Guest name: John Smith
Accommodation: Lakeside Inn, 1 Lake Rd, Keswick CA12 5DJ, United Kingdom
Check-in date: 2017-03-15
Check-out date: 2017-03-17`);
    for (const found of [sideBySide, byNights, inline]) {
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({
        reservationNumber: '83920117',
        checkinTime: '2017-03-15',
        checkoutTime: '2017-03-17',
        reservationFor: { name: 'Lakeside Inn', address: { addressLocality: 'Keswick' } },
      });
    }
  });

  it('reads the two days of a stay written as one range', () => {
    const stay = (dates: string) =>
      read(`Confirmation number: 83920117
Hotel: Lakeside Inn
Address: 1 Lake Rd, Keswick CA12 5DJ, United Kingdom
${dates}`)[0];
    for (const dates of [
      'Dates: 15 – 17 March 2017',
      'Dates: Mar 15 - Mar 17, 2017',
      'Stay: 15.03.2017 - 17.03.2017',
      'Dates: 2017-03-15 to 2017-03-17',
      'Reisezeitraum: 15.03.2017 bis 17.03.2017',
    ]) {
      expect(stay(dates), dates).toMatchObject({ checkinTime: '2017-03-15', checkoutTime: '2017-03-17' });
    }
    // A day and a time are no range, and a range must go forward.
    expect(stay('Dates: 15.03.2017 - 08:00')).toBeUndefined();
    expect(stay('Dates: 17.03.2017 - 15.03.2017')).toBeUndefined();
  });

  it('reads a ride given whole on its line: vehicle, day, and route with times', () => {
    const flights = read(`Booking reference: QWE7RT
Passenger: John Smith
Outbound flight: UA 110, Fri 3 Mar 2017, San Francisco (SFO) 06:00 - Newark (EWR) 14:35
Return flight: UA 111, Sun 5 Mar 2017, Newark (EWR) 17:10 - San Francisco (SFO) 20:25`);
    expect(flightTimes(flights)).toEqual(UNITED_RETURN);
    const [train] = read(`Auftragsnummer: 123456789012
Reisender: Jonas Keller
Zug: ICE 577, 15.03.2017, Hamburg Hbf 08:00 → München Hbf 14:30`);
    expect(train).toMatchObject({
      reservationFor: {
        trainNumber: 'ICE 577',
        departureTime: '2017-03-15T08:00:00',
        arrivalTime: '2017-03-15T14:30:00',
      },
    });
  });

  it('reads flights printed one to a line without labels, under the day they fly', () => {
    const flights = read(`Booking reference: QWE7RT
Passenger: John Smith

Fri 3 Mar 2017
UA 110  San Francisco (SFO) 06:00 → Newark (EWR) 14:35

Sun 5 Mar 2017
UA 111  Newark (EWR) 17:10 → San Francisco (SFO) 20:25`);
    expect(flightTimes(flights)).toEqual(UNITED_RETURN);
    // Without a day above or on it, a line is no flight.
    expect(read('Booking reference: QWE7RT\nUA 110  San Francisco (SFO) 06:00 → Newark (EWR) 14:35')).toEqual([]);
  });

  it("reads a flight given by its airline's name and number, or by a designator with a dash", () => {
    const flight = (vehicle: string) =>
      read(`Confirmation code: K2L9QP
Traveler: Jane Doe
Flight: ${vehicle}
Depart: Atlanta (ATL) Mon, Apr 3, 2017 8:15 AM
Arrive: Boston (BOS) Mon, Apr 3, 2017 10:45 AM`)[0]?.reservationFor;
    for (const vehicle of ['Delta 1234', 'Delta Air Lines 1234', 'DL-1234']) {
      expect(flight(vehicle), vehicle).toMatchObject({ airline: { iataCode: 'DL' }, flightNumber: '1234' });
    }
    expect(flight('Skyport 1234')).toBeUndefined();
  });

  it('reads a show by its start under its own label, a table by its date and time together, a stay by its times', () => {
    const [show] = read(`Order number: 77120034
Event: Arctic Monkeys
Venue: O2 Arena, London
Date: Saturday 18 March 2017
Doors open: 18:30
Show starts: 19:30`);
    expect(show).toMatchObject({ reservationFor: { startDate: '2017-03-18T19:30:00' } });
    const [table] = read(`Confirmation: 558712
Restaurant: Chez Panisse
Address: 1517 Shattuck Ave, Berkeley, CA 94709
Date and time: Saturday, March 18, 2017 at 7:30 PM
Guests: 2`);
    expect(table).toMatchObject({ startTime: '2017-03-18T19:30:00', partySize: 2 });
    const [stay] = read(`Booking number: 3318842207
Hotel: Hilton London Paddington
Address: 146 Praed Street, London W2 1EE, United Kingdom
Check-in: Friday 17 March 2017
Check-in time: from 15:00
Check-out: Sunday 19 March 2017
Check-out time: until 12:00`);
    expect(stay).toMatchObject({ checkinTime: '2017-03-17T15:00:00', checkoutTime: '2017-03-19T12:00:00' });
  });

  it("reads flights named on lines of their own by the airline's name and number, above their labelled ends", () => {
    const flights = read(`Confirmation code: K2L9QP
Traveler: Jane Doe

Flight 1 of 2
Delta Air Lines 1234
Depart: Atlanta, GA (ATL) Mon, Apr 3, 2017 8:15 AM
Arrive: Boston, MA (BOS) Mon, Apr 3, 2017 10:45 AM

Flight 2 of 2
Delta Air Lines 1235
Depart: Boston, MA (BOS) Fri, Apr 7, 2017 6:00 PM
Arrive: Atlanta, GA (ATL) Fri, Apr 7, 2017 9:05 PM`);
    expect(flights.map((r) => (r.reservationFor as { flightNumber: string }).flightNumber)).toEqual(['1234', '1235']);
  });

  it('reads flights named by a label and a designator without a colon, above their labelled ends, in French', () => {
    const flights = read(`Numéro de réservation : KQ7T2M
Passager : M. Jean Dupont

Vol AF 7712
Départ : Paris Orly (ORY) le 12/03/2017 à 08:15
Arrivée : Nice Côte d'Azur (NCE) le 12/03/2017 à 09:40

Vol AF 7725
Départ : Nice Côte d'Azur (NCE) le 16/03/2017 à 19:10
Arrivée : Paris Orly (ORY) le 16/03/2017 à 20:35`);
    expect(flightTimes(flights)).toEqual([
      ['7712', '2017-03-12T08:15:00', '2017-03-12T09:40:00'],
      ['7725', '2017-03-16T19:10:00', '2017-03-16T20:35:00'],
    ]);
  });

  it('reads a flight named by its label, carrier and designator on one line, for the traveller it was prepared for', () => {
    const [flight] = read(`Reservation code: QWERTY

Prepared for
SMITH/JOHN MR

Flight - Lufthansa  LH 400
Depart: Frankfurt, Germany (FRA)  Sunday, March 12  10:05 AM
Arrive: New York, NY (JFK)  Sunday, March 12  12:40 PM`);
    expect(flight).toMatchObject({
      reservationNumber: 'QWERTY',
      underName: { name: 'JOHN SMITH' },
      reservationFor: {
        flightNumber: '400',
        departureTime: '2017-03-12T10:05:00',
        arrivalTime: '2017-03-12T12:40:00',
      },
    });
  });

  it('reads a stay from cells that show each label above its value, named by a heading, its address below', () => {
    const html = `<h1>Booking confirmed</h1><p>Hello Olivia Brown,</p><p>Booking number: <b>99812277</b></p>
<h2>Hotel Adlon Kempinski Berlin</h2><p>Unter den Linden 77, 10117 Berlin, Germany</p>
<table><tr><td>Check-in<br><b>Fri 17 Mar 2017</b><br>from 15:00</td><td>Check-out<br><b>Sun 19 Mar 2017</b><br>until 12:00</td></tr></table>`;
    const [stay] = readLabelledBooking({ kind: 'html', text: htmlToPlainText(html), html, date: sent });
    expect(stay).toMatchObject({
      '@type': 'LodgingReservation',
      reservationNumber: '99812277',
      checkinTime: '2017-03-17T15:00:00',
      checkoutTime: '2017-03-19T12:00:00',
      reservationFor: {
        name: 'Hotel Adlon Kempinski Berlin',
        address: { streetAddress: 'Unter den Linden 77', postalCode: '10117', addressLocality: 'Berlin' },
      },
    });
  });

  it('reads a table booked in a sentence, in English and German', () => {
    const [english] = read(`Hi John,

Your reservation for 2 people at Chez Panisse is confirmed for Saturday, March 18, 2017 at 7:30 PM.

Confirmation #: 558712
Address: 1517 Shattuck Ave, Berkeley, CA 94709`);
    expect(english).toMatchObject({
      reservationNumber: '558712',
      startTime: '2017-03-18T19:30:00',
      partySize: 2,
      reservationFor: { name: 'Chez Panisse', address: { addressLocality: 'Berkeley' } },
    });
    const [german] = read(`Reservierungsnummer: 4471
Ihr Tisch für 4 Personen im Restaurant Zur Post am 18.03.2017 um 19:30 Uhr ist bestätigt.`);
    expect(german).toMatchObject({
      startTime: '2017-03-18T19:30:00',
      partySize: 4,
      reservationFor: { name: 'Zur Post' },
    });
  });

  it('reads labels apart from their values by a tab, however short, and a day written as reservation systems do', () => {
    const [flight] = read(
      'BOOKING REFERENCE\tQWE7RT\nPASSENGER\tSMITH/JOHN MR\nFLIGHT\tLH 400\nFROM\tFRANKFURT (FRA)\nTO\tNEW YORK (JFK)\nDATE\t15MAR17\nDEPARTURE\t10:05\nARRIVAL\t12:40',
    );
    expect(flight).toMatchObject({
      reservationFor: {
        arrivalAirport: { iataCode: 'JFK' },
        departureTime: '2017-03-15T10:05:00',
        arrivalTime: '2017-03-15T12:40:00',
      },
    });
  });

  it('reads the ends of a labelled ride from an arrow line with a time on each side', () => {
    const [bus] = read(`Booking number: 3071235544
Passenger: John Smith
Bus: FlixBus N123
15.03.2017 08:00 Berlin ZOB → 11:15 Hamburg ZOB`);
    expect(bus).toMatchObject({
      reservationFor: {
        departureBusStop: { name: 'Berlin ZOB' },
        arrivalBusStop: { name: 'Hamburg ZOB' },
        departureTime: '2017-03-15T08:00:00',
        arrivalTime: '2017-03-15T11:15:00',
      },
    });
  });

  it('finds an airport named with its terminal after it', () => {
    const [flight] = read(`Booking reference: QWE7RT
Passenger: John Smith
Flight: LH 400
From: Frankfurt Airport (Terminal 1)
To: London Heathrow, Terminal 2
Date: 15 March 2017
Departure time: 10:05
Arrival time: 10:50`);
    expect(flight).toMatchObject({
      reservationFor: { departureAirport: { iataCode: 'FRA' }, arrivalAirport: { iataCode: 'LHR' } },
    });
  });

  it('reads a stay in German, with the year taken from the mail when the day has none', () => {
    const [stay, ...rest] = read(`Ihre Buchungsbestätigung
Buchungsnummer: 58213
Gast: Anna Roth
Hotel: Hotel Alpenblick
Adresse: Dorfstraße 4, 6020 Innsbruck, Österreich
Anreise: Sa, 4. März 2017
Abreise: 07.03.2017`);
    expect(rest).toEqual([]);
    expect(stay).toMatchObject({
      '@type': 'LodgingReservation',
      reservationNumber: '58213',
      underName: { name: 'Anna Roth' },
      checkinTime: '2017-03-04',
      checkoutTime: '2017-03-07',
      reservationFor: { name: 'Hotel Alpenblick', address: { addressLocality: 'Innsbruck', postalCode: '6020' } },
    });
  });

  it(
    'reads a train in French by the station data',
    () => {
      const [train] = read(`Référence de réservation : QXPT7Z
Voyageur : Claire Martin
Train : TGV 6611
Départ : Paris Gare de Lyon, le 4 mars 2017 à 07h53
Arrivée : Lyon Part-Dieu 09h50`);
      expect(train).toMatchObject({
        '@type': 'TrainReservation',
        reservationNumber: 'QXPT7Z',
        reservationFor: {
          trainNumber: '6611',
          trainName: 'TGV',
          departureStation: { name: 'Paris Gare de Lyon' },
          arrivalStation: { name: 'Lyon Part-Dieu' },
          departureTime: '2017-03-04T07:53:00',
          arrivalTime: '2017-03-04T09:50:00',
        },
      });
    },
    STATION_DATA_MS,
  );

  it(
    'dates a train by its German section heading (`BAHN - Freitag, 16. Oktober 2026`)',
    () => {
      const [train] = read(`Buchungsnummer: QXPT7Z
Reisender: Claire Martin

BAHN - Freitag, 16. Oktober 2026
Zug: ICE 577
Abfahrt: Hamburg Hbf 08:01
Ankunft: Köln Hbf 12:05`);
      expect(train).toMatchObject({
        '@type': 'TrainReservation',
        reservationFor: {
          trainNumber: 'ICE 577',
          departureTime: '2026-10-16T08:01:00',
          arrivalTime: '2026-10-16T12:05:00',
        },
      });
    },
    STATION_DATA_MS,
  );

  it('reads a booking code under the Mexican label `Clave de reservación`', () => {
    const found = read(
      `Clave de reservación KQZ7TP
Pasajero Lucía Ramírez Soto
AM 246 Monterrey (MTY) - Guadalajara (GDL)
Salida 09/11/2026 06:40
Llegada 09/11/2026 08:05`,
      'html',
    );
    expect(found.map((r) => r.reservationNumber)).toEqual(['KQZ7TP']);
  });

  it('reads a flight whose designator opens a line with its cabin or its route between towns, above its labelled ends', () => {
    const found = read(`Booking reference: QZ7KLM
Passenger: Anna Berg

LX 1612 Economy
Departure: Zurich (ZRH) 14 Oct 2026 07:10
Arrival: Vienna (VIE) 14 Oct 2026 08:35

LX 1613 Vienna - Zurich
Departure: 16 Oct 2026 18:20, Vienna (VIE)
Arrival: 16 Oct 2026 19:45, Zurich (ZRH)`);
    expect(flightTimes(found)).toEqual([
      ['1612', '2026-10-14T07:10:00', '2026-10-14T08:35:00'],
      ['1613', '2026-10-16T18:20:00', '2026-10-16T19:45:00'],
    ]);
  });

  it('reads a reference after the word for "your", and takes a section heading far left of a label for no ride', () => {
    const found = read(`Din bokningsreferens:       QK4M8T
Resenär:                    Jonas Berg

FLYG                                  Flygbolagets bokningsreferens: LX7Q2 - Swiss

Flyg:                       LX1612, Swiss
Datum:                      ons 14 okt 2026
Avgång:                     07:10 Zurich(ZRH), Zurich, Schweiz
Ankomst:                    08:35 Wien(VIE), Wien, Österrike
                            Terminal 3`);
    expect(found.map((r) => r.reservationNumber)).toEqual(['QK4M8T']);
    expect(found[0]?.reservationFor).toMatchObject({
      flightNumber: '1612',
      airline: { iataCode: 'LX', name: 'Swiss' },
      departureTime: '2026-10-14T07:10:00',
      arrivalTerminal: '3',
    });
  });

  it("takes each end's airport from the line above a departure or arrival label that gives only the time", () => {
    const found = read(`Booking code: QZ7KLM
Passenger: Anna Berg

Outbound flight
Wednesday, 14 October 2026
LX 1612
Zurich (ZRH), Terminal 1
Departure: 07:10
Vienna (VIE), Terminal 3
Arrival: 08:35`);
    expect(flightTimes(found)).toEqual([['1612', '2026-10-14T07:10:00', '2026-10-14T08:35:00']]);
    expect(found[0]?.reservationFor).toMatchObject({
      departureAirport: { iataCode: 'ZRH' },
      arrivalAirport: { iataCode: 'VIE' },
      departureTerminal: '1',
      arrivalTerminal: '3',
    });
  });

  it('reads a flight whose designator opens the line of its times, under a label that gives its route and a day', () => {
    const found = read(`Booking Reference: QZ7KLM
Passenger: Anna Berg

Flight 1: Calgary (YYC) to Toronto (YYZ)
Fri 09-Oct-2026
WS 664  Departs 07:15  Arrives 13:05

Flight 2: Toronto (YYZ) to Calgary (YYC)
Mon 12-Oct-2026
WS 671  Departs 18:40  Arrives 21:10`);
    expect(flightTimes(found)).toEqual([
      ['664', '2026-10-09T07:15:00', '2026-10-09T13:05:00'],
      ['671', '2026-10-12T18:40:00', '2026-10-12T21:10:00'],
    ]);
  });

  it('reads departure and arrival under two words heading their columns, without colons, block by block', () => {
    const found = read(
      `Your booking reference is: QZ7KLM8
BAW2704 London Gatwick (LGW) to Malaga (AGP)
Departs Arrives
Sat 17 Oct 2026 06:05 Sat 17 Oct 2026 09:50

BAW2705 Malaga (AGP) to London Gatwick (LGW)
Departs Arrives
Sat 24 Oct 2026 10:45 Sat 24 Oct 2026 12:35
Passengers

Mr Tom Hale`,
      'html',
    );
    expect(flightTimes(found)).toEqual([
      ['2704', '2026-10-17T06:05:00', '2026-10-17T09:50:00'],
      ['2705', '2026-10-24T10:45:00', '2026-10-24T12:35:00'],
    ]);
  });

  it("gives each flight the seat a list prints after its designator, the list on the passenger's line", () => {
    const found = read(`Booking reference: QZ7KLM
Passengers
Mr Tom Hale Seats: BA2704 12C, BA2705 3F

BA 2704
London Gatwick (LGW) to Malaga (AGP)
Dep Sat 17 Oct 2026 06:05   Arr Sat 17 Oct 2026 09:50

BA 2705
Malaga (AGP) to London Gatwick (LGW)
Dep Sat 24 Oct 2026 10:45   Arr Sat 24 Oct 2026 12:35`);
    expect(found.map((r) => [(r.underName as Record<string, string>).name, seatNumber(r)])).toEqual([
      ['Tom Hale', '12C'],
      ['Tom Hale', '3F'],
    ]);
  });

  it('reads a flight whose day and labelled number share a line, its airports on the line under its two times', () => {
    const found = read(
      `Boekingsnummer: QZ7KLM
Heenvlucht
za 17 okt 2026 Vluchtnummer KL 1703
Vertrek 07:20 Aankomst 10:05
Amsterdam (AMS) Barcelona (BCN)`,
      'html',
    );
    expect(flightTimes(found)).toEqual([['1703', '2026-10-17T07:20:00', '2026-10-17T10:05:00']]);
    expect(found[0]?.reservationFor).toMatchObject({
      departureAirport: { iataCode: 'AMS' },
      arrivalAirport: { iataCode: 'BCN' },
    });
  });

  it('reads a car hire in Spanish', () => {
    const [car] = read(`Número de reserva: AL-99812
Empresa de alquiler: Centauro
Recogida: Aeropuerto de Málaga, 14/03/2017 10:30
Devolución: 21/03/2017 09:00`);
    expect(car).toMatchObject({
      '@type': 'RentalCarReservation',
      reservationNumber: 'AL-99812',
      pickupTime: '2017-03-14T10:30:00',
      dropoffTime: '2017-03-21T09:00:00',
      pickupLocation: { name: 'Aeropuerto de Málaga' },
      reservationFor: { rentalCompany: { name: 'Centauro' } },
    });
  });

  it('reads a table in Italian and an event in Dutch', () => {
    const [table] = read(`Codice prenotazione: TRT5521
Ristorante: Trattoria da Enzo
Data: 18 marzo 2017
Ora: 20:30
Persone: 4`);
    expect(table).toMatchObject({
      '@type': 'FoodEstablishmentReservation',
      startTime: '2017-03-18T20:30:00',
      partySize: 4,
      reservationFor: { name: 'Trattoria da Enzo' },
    });
    const [event] = read(`Bestelnummer en tickets
Reserveringsnummer: 7781203
Evenement: Holland Festival Slotconcert
Locatie: Concertgebouw
Datum: 25 maart 2017
Tijd: 20:15`);
    expect(event).toMatchObject({
      '@type': 'EventReservation',
      reservationFor: {
        name: 'Holland Festival Slotconcert',
        startDate: '2017-03-25T20:15:00',
        location: { name: 'Concertgebouw' },
      },
    });
  });

  it(
    'reads Polish, Czech and Swedish labels and a table row of HTML',
    () => {
      expect(
        read(`Numer rezerwacji: WAW7KQ
Pasażer: Jan Kowalski
Lot: LO 281
Wylot: Warszawa (WAW) 2017-03-06 07:05
Przylot: Londyn (LHR) 2017-03-06 09:00`)[0],
      ).toMatchObject({ reservationFor: { flightNumber: '281', arrivalAirport: { iataCode: 'LHR' } } });
      expect(
        read(`Číslo rezervace: 4417722
Vlak: EC 172
Odjezd: Praha hl.n. 06.03.2017 10:08
Příjezd: Dresden Hbf 06.03.2017 12:27`)[0],
      ).toMatchObject({ '@type': 'TrainReservation', reservationFor: { trainNumber: 'EC 172' } });
      expect(
        read(`Číslo rezervace: 4417723
Cestující 1: Petr Novák
Cestující 2: Jana Nováková
Vlak: EC 173
Datum: 6. března 2017
Odjezd: Dresden Hbf 14:08
Příjezd: Praha hl.n. 16:27`).map((r) => [
          (r.underName as { name: string }).name,
          (r.reservationFor as { departureTime: string }).departureTime,
        ]),
      ).toEqual([
        ['Petr Novák', '2017-03-06T14:08:00'],
        ['Jana Nováková', '2017-03-06T14:08:00'],
      ]);
      expect(
        read(
          `Bokningsnummer 8812345
Färja Stena Danica
Avgång Göteborg 2017-03-08 09:15
Ankomst Frederikshavn 2017-03-08 12:30`,
          'html',
        )[0],
      ).toMatchObject({
        '@type': 'BoatReservation',
        reservationFor: { departureBoatTerminal: { name: 'Göteborg' }, arrivalBoatTerminal: { name: 'Frederikshavn' } },
      });
    },
    STATION_DATA_MS,
  );

  it('reads a route line with its day and time apart, and ISO times with an offset', () => {
    const [flight] = read(`Booking code: K7PQ2M
Flight: FI 455
Route: Reykjavik (KEF) → Paris (CDG)
Date: 18 Sep 2017
Time: 07:35`);
    expect(flight).toMatchObject({
      reservationFor: {
        departureAirport: { iataCode: 'KEF' },
        arrivalAirport: { iataCode: 'CDG' },
        departureTime: '2017-09-18T07:35:00',
      },
    });
    const [iso] = read(`Confirmation number: 8XK2LQ
Flight: UA 110
Departure: SFO 2017-03-04T20:15:00-08:00
Arrival: JFK 2017-03-05T06:30:00-05:00`);
    expect(iso).toMatchObject({
      reservationFor: { departureTime: '2017-03-04T20:15:00-08:00', arrivalTime: '2017-03-05T06:30:00-05:00' },
    });
  });

  it('keeps the instant of an ISO time in UTC, reads one without seconds, and takes no time range for an offset', () => {
    const [utc] = read(`Booking reference: 7QKZ2C
Flight: LH 400
Departure: Frankfurt (FRA) 2017-03-04T08:55:00Z
Arrival: New York (JFK) 2017-03-04T16:45:00Z`);
    expect(utc).toMatchObject({
      reservationFor: { departureTime: '2017-03-04T08:55:00Z', arrivalTime: '2017-03-04T16:45:00Z' },
    });
    const [short] = read(`Codice di prenotazione: VB6R3T
Volo: AZ 1637
Partenza: Roma Fiumicino (FCO) 2017-03-07T07:00
Arrivo: Milano Linate (LIN) 2017-03-07T08:10`);
    expect(short).toMatchObject({
      reservationFor: { departureTime: '2017-03-07T07:00:00', arrivalTime: '2017-03-07T08:10:00' },
    });
    const [show] = read('Order number: 44128812\nEvent: Late show\nDate: 2017-03-04 20:15-22:30');
    expect(show).toMatchObject({ reservationFor: { startDate: '2017-03-04T20:15:00' } });
  });

  it(
    'reads a slashed day that reads two ways day first when every label is of a language that writes it so',
    () => {
      const [train] = read(`Codice prenotazione: QH7T2L
Passeggero: Marco Rossi
Treno: FR 9527
Partenza: Milano Centrale 11/03/2017 ore 09:10
Arrivo: Roma Termini 11/03/2017 ore 12:20`);
      expect(train).toMatchObject({
        reservationFor: { departureTime: '2017-03-11T09:10:00', arrivalTime: '2017-03-11T12:20:00' },
      });
      // The same labels in English may come from the United States, which writes the month first.
      expect(
        read('Booking reference: QH7T2L\nTrain: FR 9527\nFrom: Milano Centrale 11/03/2017 09:10\nTo: Roma Termini'),
      ).toEqual([]);
    },
    STATION_DATA_MS,
  );

  it('reads a car hire whose branch is printed on a line of its own above its day and time', () => {
    const [car] = read(`Reservation number: 5512034477
Rental company: Hertz
Pickup branch: Vienna Airport
Pickup: 14.03.2017 | 09:00
Return branch: Vienna Central Station
Return: 18.03.2017 | 17:00
Driver: Eva Huber`);
    expect(car).toMatchObject({
      '@type': 'RentalCarReservation',
      pickupTime: '2017-03-14T09:00:00',
      dropoffTime: '2017-03-18T17:00:00',
      pickupLocation: { name: 'Vienna Airport' },
      dropoffLocation: { name: 'Vienna Central Station' },
    });
  });

  it('reads a car hire whose branch is printed on the line under its day and time', () => {
    const [car] = read(`Confirmation Number: 7734120598
Rental company: Hertz
Pick-up: Tue, 03/14/2017 09:00 AM
Salt Lake City International Airport (SLC)
Return: Sat, 03/18/2017 05:00 PM
Salt Lake City International Airport (SLC)
Please bring your driving licence.`);
    expect(car).toMatchObject({
      '@type': 'RentalCarReservation',
      pickupTime: '2017-03-14T09:00:00',
      dropoffTime: '2017-03-18T17:00:00',
      pickupLocation: { name: 'Salt Lake City International Airport (SLC)' },
      dropoffLocation: { name: 'Salt Lake City International Airport (SLC)' },
    });
  });

  it('takes the renter of a car hire for the person it is booked for', () => {
    const [car] = read(`Confirmation Number: 7734120598
Rental company: Hertz
Renter: Paula Meyer
Pick-up: Salt Lake City Airport, 14 March 2017 09:00
Return: Salt Lake City Airport, 18 March 2017 17:00`);
    expect(car).toMatchObject({ '@type': 'RentalCarReservation', underName: { name: 'Paula Meyer' } });
  });

  it('reads days written with dashes or spaced dots', () => {
    const [car] = read(`Beste Pieter de Vries,

Reserveringsnummer: NL88721
Verhuurder: Hertz
Ophalen: Amsterdam Schiphol Airport, 14-03-2017 10:00
Inleveren: Amsterdam Schiphol Airport, 18-03-2017 10:00`);
    expect(car).toMatchObject({
      '@type': 'RentalCarReservation',
      underName: { name: 'Pieter de Vries' },
      pickupTime: '2017-03-14T10:00:00',
      dropoffTime: '2017-03-18T10:00:00',
      pickupLocation: { name: 'Amsterdam Schiphol Airport' },
    });
    const [concert] = read(`Číslo objednávky: 2017-55812
Akce: Smetana: Má vlast
Místo konání: Obecní dům, Praha
Datum: 12. 5. 2017
Čas: 20:00`);
    expect(concert).toMatchObject({ reservationFor: { name: 'Smetana: Má vlast', startDate: '2017-05-12T20:00:00' } });
  });

  it('takes letters in blocks of one length for a reference, and no hyphenated words', () => {
    const stay = (reference: string) =>
      read(`Booking reference: ${reference}
Guest: Sara Lind
Hotel: Harbour View Inn
Check-in: 12 March 2017
Check-out: 15 March 2017`);
    expect(stay('HMXK-ABCD')[0]).toMatchObject({ reservationNumber: 'HMXK-ABCD' });
    expect(stay('NON-REFUNDABLE')).toEqual([]);
    expect(stay('DROP-DOWN menu')).toEqual([]);
  });

  it('reads a time given under a label of its own, after the place, and a route given with the kind of ride', () => {
    const [flight] = read(`PNR: 5TGH2K
Flight number: AC 848
From: Toronto (YYZ)
To: London Heathrow (LHR)
Departure: 2017-03-12 21:40
Arrival: 2017-03-13 09:35`);
    expect(flight).toMatchObject({
      reservationFor: {
        departureAirport: { iataCode: 'YYZ' },
        arrivalAirport: { iataCode: 'LHR' },
        departureTime: '2017-03-12T21:40:00',
        arrivalTime: '2017-03-13T09:35:00',
      },
    });
    const [ferry] = read(`Booking reference: DFX901234
Lead passenger: Oliver Jones
Sailing: Dover to Calais
Date: 22 March 2017
Departure time: 10:15
Arrival time: 12:45`);
    expect(ferry).toMatchObject({
      '@type': 'BoatReservation',
      underName: { name: 'Oliver Jones' },
      reservationFor: {
        departureBoatTerminal: { name: 'Dover' },
        arrivalBoatTerminal: { name: 'Calais' },
        departureTime: '2017-03-22T10:15:00',
        arrivalTime: '2017-03-22T12:45:00',
      },
    });
  });

  it('reads a table whose party and time are labelled and whose restaurant is named in a sentence', () => {
    const [table] = read(`Hallo Max Mustermann,

vielen Dank für Ihre Reservierung im Restaurant Lokal Neun.

Reservierungsnummer: R-55120
Datum: 12.03.2017
Uhrzeit: 19:30 Uhr
Personen: 2
Adresse: Kastanienallee 9, 10435 Berlin`);
    expect(table).toMatchObject({
      '@type': 'FoodEstablishmentReservation',
      reservationNumber: 'R-55120',
      startTime: '2017-03-12T19:30:00',
      partySize: 2,
      reservationFor: { name: 'Lokal Neun', address: { addressLocality: 'Berlin' } },
    });
  });

  it('places a bus stop the station data lacks in the town its name opens with, and in that town’s country', () => {
    const [bus] = read(`Jízdenka

Číslo rezervace: 4401-2277
Cestující: Jan Novák
Autobus: 1003
Odjezd: Praha, Florenc 12.03.2017 08:00
Příjezd: Brno, ÚAN Zvonařka 12.03.2017 10:30`);
    expect(bus).toMatchObject({
      '@type': 'BusReservation',
      reservationFor: {
        departureBusStop: { name: 'Praha, Florenc', address: { addressLocality: 'Praha', addressCountry: 'CZ' } },
        arrivalBusStop: { name: 'Brno, ÚAN Zvonařka', address: { addressLocality: 'Brno', addressCountry: 'CZ' } },
      },
    });
  });

  it('reads a town whose name several countries share as the one in the country of the ride’s other end', () => {
    const [bus] = read(`Your bus ticket

Booking number: 3012445566
Passenger: Ana García
Bus: 1203
From: Madrid, 12 March 2017 08:00
To: Valencia, Estación de autobuses, 12 March 2017 11:15`);
    expect(bus).toMatchObject({
      '@type': 'BusReservation',
      reservationFor: {
        arrivalBusStop: {
          name: 'Valencia, Estación de autobuses',
          address: { addressLocality: 'Valencia', addressCountry: 'ES' },
        },
        arrivalTime: '2017-03-12T11:15:00',
      },
    });
  });

  it('reads a restaurant apart from the address its label runs on into', () => {
    const [table] = read(`Table reservation confirmed

Booking reference: TR-55012
Name: Jane Smith
Restaurant: Noma, Refshalevej 96, 1432 København, Denmark
Date: 3 March 2017
Time: 19:30
Party size: 4`);
    expect(table).toMatchObject({
      '@type': 'FoodEstablishmentReservation',
      reservationNumber: 'TR-55012',
      startTime: '2017-03-03T19:30:00',
      partySize: 4,
      reservationFor: {
        name: 'Noma',
        address: { streetAddress: 'Refshalevej 96', postalCode: '1432', addressLocality: 'København' },
      },
    });
  });

  it('reads an event ticket that gives its day and when the doors open, its venue apart from its address', () => {
    const [ticket] = read(`Order number: 1208834471
Event: Arctic Monkeys - The Car Tour
Venue: The O2 Arena, Peninsula Square, London SE10 0DX
Date: Saturday 17 June 2017
Doors open: 18:30`);
    expect(ticket).toMatchObject({
      '@type': 'EventReservation',
      reservationNumber: '1208834471',
      reservationFor: {
        name: 'Arctic Monkeys - The Car Tour',
        startDate: '2017-06-17',
        doorTime: '2017-06-17T18:30:00',
        location: { name: 'The O2 Arena', address: { addressLocality: 'London', postalCode: 'SE10 0DX' } },
      },
    });
  });

  it(
    'reads rides printed as timetable lines, a departure and its arrival, under the day of travel',
    () => {
      const rides = read(`Auftragsnummer: 482913776451
Reisender: Erika Musterfrau
Gekauft am 01.03.2017

Hinfahrt am 14.03.2017
Frankfurt(Main)Hbf ab 09:13 Gleis 7 ICE 1035
Köln Hbf an 10:17
Köln Hbf ab 10:40 RE 5
Bonn Hbf an 11:02

Rückfahrt am 16.03.2017
Köln Hbf ab 18:43 ICE 612
Frankfurt(Main)Hbf an 19:47`);
      expect(
        rides.map((r) => {
          const trip = r.reservationFor as Record<string, unknown>;
          return [trip.trainNumber, trip.departureTime, trip.arrivalTime];
        }),
      ).toEqual([
        ['ICE 1035', '2017-03-14T09:13:00', '2017-03-14T10:17:00'],
        ['RE 5', '2017-03-14T10:40:00', '2017-03-14T11:02:00'],
        ['ICE 612', '2017-03-16T18:43:00', '2017-03-16T19:47:00'],
      ]);
    },
    STATION_DATA_MS,
  );

  it('reads a table booked in a French sentence, its day after the party and a clock written 20h00', () => {
    const [table] = read(`Bonjour Claire Martin,

Votre réservation au restaurant Le Comptoir du Relais pour 4 personnes le samedi 18 mars 2017 à 20h00 est confirmée.

Numéro de réservation : 88412
Adresse : 9 Carrefour de l'Odéon, 75006 Paris`);
    expect(table).toMatchObject({
      '@type': 'FoodEstablishmentReservation',
      reservationNumber: '88412',
      startTime: '2017-03-18T20:00:00',
      partySize: 4,
      reservationFor: { name: 'Le Comptoir du Relais', address: { addressLocality: 'Paris' } },
    });
  });

  it('reads a table whose restaurant stands above an address printed without commas, its clock under "Hour"', () => {
    const [table] = read(`Booking confirmed

Dear Joe

Example Restaurant
1 Example Street EC1A 1AA London

Date: Thursday, 23 Feb
Hour: 18:30
People: 2 people`);
    expect(table).toMatchObject({
      '@type': 'FoodEstablishmentReservation',
      startTime: '2017-02-23T18:30:00',
      partySize: 2,
      reservationFor: {
        name: 'Example Restaurant',
        address: { streetAddress: '1 Example Street', postalCode: 'EC1A 1AA', addressLocality: 'London' },
      },
    });
  });

  it("reads a hotel's address printed without commas on the line below its labelled name", () => {
    const [stay] = read(`Buchungsnummer: 48211907
Hotel: Hotel Beispielhof
Hauptstraße 5 10117 Berlin
Anreise: 03.03.2017
Abreise: 05.03.2017`);
    expect(stay).toMatchObject({
      '@type': 'LodgingReservation',
      reservationFor: {
        name: 'Hotel Beispielhof',
        address: { streetAddress: 'Hauptstraße 5', postalCode: '10117', addressLocality: 'Berlin' },
      },
    });
  });

  it('reads a Dutch table, its clock under "Uur" and its address without commas', () => {
    const [table] = read(`Beste Joe,

De Kas
Kamerlingh Onneslaan 3 1097 DE Amsterdam

Datum: donderdag 23 februari
Uur: 19:00
Personen: 4`);
    expect(table).toMatchObject({
      startTime: '2017-02-23T19:00:00',
      partySize: 4,
      reservationFor: { name: 'De Kas', address: { postalCode: '1097 DE', addressLocality: 'Amsterdam' } },
    });
  });

  it('reads an itinerary printed in columns the way reservation systems do, with their four-digit clocks', () => {
    const flights = read(`BOOKING REF: 5XK2LM
PASSENGER: SMITH/JOHN MR

DATE   FLIGHT   FROM                  TO                    DEP   ARR     STATUS
12MAR  LH 400   FRANKFURT FRA         NEW YORK JFK          1005  1240    CONFIRMED
19MAR  LH 401   NEW YORK JFK          FRANKFURT FRA         1600  0540+1  CONFIRMED`);
    expect(flightTimes(flights)).toEqual([
      ['400', '2017-03-12T10:05:00', '2017-03-12T12:40:00'],
      ['401', '2017-03-19T16:00:00', '2017-03-20T05:40:00'],
    ]);
  });

  it('names a car hire after its driver, in Polish', () => {
    const [car] = read(`Numer rezerwacji: PL-882193
Wypożyczalnia: Panek
Odbiór: Kraków Balice Lotnisko, 05.05.2017 12:00
Zwrot: Kraków Balice Lotnisko, 09.05.2017 12:00
Kierowca: Piotr Zieliński`);
    expect(car).toMatchObject({
      '@type': 'RentalCarReservation',
      underName: { name: 'Piotr Zieliński' },
      pickupTime: '2017-05-05T12:00:00',
      dropoffTime: '2017-05-09T12:00:00',
    });
  });

  it(
    'reads a ride printed as stops led by their clocks with the train between them',
    () => {
      const html = `<p>Order number: 5512-8871</p><p>Traveller: Lena Fischer</p>
<table><tr><td>Sun 19 Mar 2017</td></tr><tr><td>08:00</td><td>Berlin Hbf</td></tr>
<tr><td></td><td>ICE 1005</td></tr><tr><td>11:55</td><td>München Hbf</td></tr></table>`;
      const [ride] = readLabelledBooking({ kind: 'html', text: htmlToPlainText(html), html, date: sent });
      expect(ride).toMatchObject({
        '@type': 'TrainReservation',
        reservationNumber: '5512-8871',
        reservationFor: {
          trainNumber: 'ICE 1005',
          departureTime: '2017-03-19T08:00:00',
          arrivalTime: '2017-03-19T11:55:00',
        },
      });
    },
    STATION_DATA_MS,
  );

  it(
    'reads a forwarded confirmation, whose repeated mail headers name no departure or arrival',
    () => {
      const [ride] = read(`---------- Forwarded message ---------
From: Rail Booking <tickets@rail.example>
Date: Mon, Mar 6, 2017 at 9:00 AM
Subject: Your booking
To: me@example.com

> Booking reference: QTR552
> Train: ICE 1005
> Date: 19 March 2017
> Departs: Berlin Hbf 08:00
> Arrives: München Hbf 11:55`);
      expect(ride).toMatchObject({
        '@type': 'TrainReservation',
        reservationNumber: 'QTR552',
        reservationFor: { trainNumber: 'ICE 1005', departureTime: '2017-03-19T08:00:00' },
      });
    },
    STATION_DATA_MS,
  );

  it(
    'reads labelled values run together on one line, and a train that ends in a city with no station named',
    () => {
      const [ride] = read(
        'Collection Reference: PLM204 Ticket Number: 77120 Train: Eurostar 9014 Date: 19 March 2017 Departs: Paris Gare du Nord 08:13 Arrives: London 09:30 Passenger: Ms Nora Quinn Coach: 4 Seat: 21',
      );
      expect(ride).toMatchObject({
        '@type': 'TrainReservation',
        reservationNumber: 'PLM204',
        underName: { name: 'Nora Quinn' },
        reservationFor: {
          trainNumber: 'Eurostar 9014',
          departureTime: '2017-03-19T08:13:00',
          arrivalTime: '2017-03-19T09:30:00',
          arrivalStation: { name: 'London', address: { addressLocality: 'London' } },
        },
      });
    },
    STATION_DATA_MS,
  );

  it(
    'takes a number after a label in a table row for the start of its value, not a numbered label',
    () => {
      const html = `<p>Booking Reference: ZQ4410</p><table><tr><td>Train</td><td>ICE 1005</td></tr>
<tr><td>Date</td><td>19 March 2017</td></tr><tr><td>Departs</td><td>Berlin Hbf 08:00</td></tr>
<tr><td>Arrives</td><td>München Hbf 11:55</td></tr></table>`.replace('19 March', '05 March');
      const [ride] = readLabelledBooking({ kind: 'html', text: htmlToPlainText(html), html, date: sent });
      expect(ride).toMatchObject({ reservationFor: { departureTime: '2017-03-05T08:00:00' } });
    },
    STATION_DATA_MS,
  );

  it(
    'reads a timetable table whose rows give a day, a platform and a reservation around the train',
    () => {
      const rides = read(`Auftragsnummer: QZ4410

Ihre Reiseverbindung Hinfahrt am 14.03.2017
Halt                 Datum    Zeit       Gleis         Produkte    Reservierung
Hamburg Hbf          14.03.   ab 08:01   13A-C         ICE 903     1 Sitzplatz, Wg. 6, Pl. 45
Hannover Hbf         14.03.   an 09:17   9
Hannover Hbf         14.03.   ab 09:31   12            IC 2083
Göttingen            14.03.   an 10:05   8`);
      expect(
        rides.map((r) => {
          const trip = r.reservationFor as Record<string, unknown>;
          return [trip.trainNumber, trip.departureTime, trip.arrivalTime];
        }),
      ).toEqual([
        ['ICE 903', '2017-03-14T08:01:00', '2017-03-14T09:17:00'],
        ['IC 2083', '2017-03-14T09:31:00', '2017-03-14T10:05:00'],
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    "takes a timetable's platform printed as two halves of one (`3a/b`, `4a/b`)",
    () => {
      const rides = read(`Auftragsnummer: QZ4410

Ihre Reiseverbindung Hinfahrt am 14.03.2017
Halt                 Datum    Zeit       Gleis         Produkte
Mainz Hbf            14.03.   ab 15:51   3a/b          RE 2 (4260)
Koblenz Hbf          14.03.   an 16:54   4a/b`);
      expect(
        rides.map((r) => {
          const trip = r.reservationFor as Record<string, unknown>;
          return [trip.departurePlatform, trip.arrivalPlatform];
        }),
      ).toEqual([['3a/b', '4a/b']]);
    },
    STATION_DATA_MS,
  );

  it(
    'dates the rides of a timetable by its own days, not by a day labelled above it (when the ticket was paid)',
    () => {
      const rides = read(`Auftragsnummer: QZ4410
Zahlung
Datum: 02.03.2017     Betrag: 59,90 EUR

Ihre Reiseverbindung Hinfahrt am 14.03.2017
Halt                 Datum    Zeit       Gleis         Produkte
Hamburg Hbf          14.03.   ab 08:01   13A-C         ICE 903
Hannover Hbf         14.03.   an 09:17   9
Hannover Hbf         14.03.   ab 09:31   12            IC 2083
Göttingen            14.03.   an 10:05   8`);
      expect(
        rides.map((r) => {
          const trip = r.reservationFor as Record<string, unknown>;
          return [trip.trainNumber, trip.departureTime, trip.arrivalTime];
        }),
      ).toEqual([
        ['ICE 903', '2017-03-14T08:01:00', '2017-03-14T09:17:00'],
        ['IC 2083', '2017-03-14T09:31:00', '2017-03-14T10:05:00'],
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    "gives a timetable's seat, its coach and seat abbreviated in the reservation's column, to the ride of its row",
    () => {
      const rides = read(`Auftragsnummer: QZ4410
Ihre Reiseverbindung am 14.03.2017
Halt                 Datum    Zeit       Gleis         Produkte    Reservierung
Hamburg Hbf          14.03.   ab 08:01   13A-C         ICE 903
Hannover Hbf         14.03.   an 09:17   9
Hannover Hbf         14.03.   ab 09:31   12            IC 2083     1 Sitzplatz, Wg. 7, Pl. 115
Göttingen            14.03.   an 10:05   8`);
      expect(rides.map((r) => r.reservedTicket)).toEqual([
        undefined,
        { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatNumber: '115', seatSection: '7' } },
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    "dates each ride of a timetable by its row's own day and month, in the year of the day above the table",
    () => {
      const rides = read(`Auftragsnummer: QZ4410
Ihre Reiseverbindung am 31.12.2017
Halt                 Datum    Zeit       Gleis         Produkte
Hamburg Hbf          31.12.   ab 22:01   13A-C         ICE 903
Hannover Hbf         31.12.   an 23:17   9
Hannover Hbf         01.01.   ab 06:31   12            IC 2083
Göttingen            01.01.   an 07:05   8`);
      expect(
        rides.map((r) => {
          const trip = r.reservationFor as Record<string, unknown>;
          return [trip.trainNumber, trip.departureTime, trip.arrivalTime];
        }),
      ).toEqual([
        ['ICE 903', '2017-12-31T22:01:00', '2017-12-31T23:17:00'],
        ['IC 2083', '2018-01-01T06:31:00', '2018-01-01T07:05:00'],
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    'takes the one person a ticket addresses on a line of their own, honorific first, as its traveller',
    () => {
      const ticket = (addressee: string) =>
        read(`Online-Ticket
Die Buchung Ihres
${addressee}
Online-Tickets erfolgte am 18.03.2017 12:10 Uhr.
Auftragsnummer: TQ8WZL
Ihre Reiseverbindung und Reservierung Hinfahrt am 21.03.2017
Halt Datum Zeit Gleis Produkte Reservierung
Nürnberg Hbf 21.03. ab 07:28 8 ICE 1601
Leipzig Hbf 21.03. an 10:36 11`).map((r) => r.underName);
      expect(ticket('Frau  Lena Vogt')).toEqual([{ '@type': 'Person', name: 'Lena Vogt' }]);
      // Two people so addressed leave the traveller unknown, as does a line that goes on after the name.
      expect(ticket('Frau Lena Vogt\nHerr Paul Vogt')).toEqual([undefined]);
      expect(ticket('Frau Lena Vogt bucht für Sie')).toEqual([undefined]);
    },
    STATION_DATA_MS,
  );

  it("takes the passenger printed in a row with their seat, honorific first, as the flight's traveller", () => {
    const booking = (row: string) =>
      read(`Clara, here are the details for booking QW3RTZP
Passenger & Flight details 1 of 1
Lisbon (Terminal 1) to Prague (Terminal 2)
TP942 ------------------
Departs: Sun 14 May 10:05
Arrives: Sun 14 May 13:50

${row}

Add Seats`).map((r) => r.underName);
    expect(booking('Ms Clara Nunes Seat auto allocated')).toEqual([{ '@type': 'Person', name: 'Clara Nunes' }]);
    expect(booking('Ms Clara Nunes Seat 14C')).toEqual([{ '@type': 'Person', name: 'Clara Nunes' }]);
    // What else goes on after the name leaves the traveller unknown.
    expect(booking('Ms Clara Nunes Seat upgrade offered')).toEqual([undefined]);
  });

  it(
    'reads a timetable whose train is printed on a line of its own between the departure and the arrival',
    () => {
      const rides = read(`Auftragsnummer: TQ8WZL
Ihre Reiseverbindung und Reservierung Hinfahrt am 21.03.2017
Halt Datum Zeit Gleis Produkte Reservierung
Nürnberg Hbf 21.03. ab 07:28 8
ICE 1601
Leipzig Hbf 21.03. an 10:36 11
Leipzig Hbf 21.03. ab 10:52 2 RE 16
Halle(Saale)Hbf 21.03. an 11:35 5`);
      expect(
        rides.map((r) => {
          const trip = r.reservationFor as Record<string, unknown>;
          return [trip.trainNumber, trip.departureTime, trip.arrivalTime];
        }),
      ).toEqual([
        ['ICE 1601', '2017-03-21T07:28:00', '2017-03-21T10:36:00'],
        ['RE 16', '2017-03-21T10:52:00', '2017-03-21T11:35:00'],
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    'reads a timetable whose train is printed under the departure and the arrival, with its seat or a coupled train',
    () => {
      const rides = read(`Buchungsnummer: HX7Q2P
Ihre Verbindung am 05.05.2017
Halt Datum Zeit Gleis Produkte Reservierung
Köln Hbf 05.05. ab 08:10 4
Frankfurt(Main)Hbf 05.05. an 09:14 7 A - C
ICE 15,
ICE 115
Frankfurt(Main)Hbf 05.05. ab 09:30 12
Würzburg Hbf 05.05. an 10:39 6a
IC 2023 1 Sitzplatz, Wg. 9, Pl. 31,
Großraum`);
      expect(
        rides.map((r) => {
          const trip = r.reservationFor as Record<string, unknown>;
          return [trip.trainNumber, trip.departureTime, trip.arrivalTime, trip.departurePlatform, trip.arrivalPlatform];
        }),
      ).toEqual([
        ['ICE 15', '2017-05-05T08:10:00', '2017-05-05T09:14:00', '4', '7 A - C'],
        ['IC 2023', '2017-05-05T09:30:00', '2017-05-05T10:39:00', '12', '6a'],
      ]);
      expect(rides[1]?.reservedTicket).toEqual({
        '@type': 'Ticket',
        ticketedSeat: { '@type': 'Seat', seatNumber: '31', seatSection: '9' },
      });
    },
    STATION_DATA_MS,
  );

  it(
    "reads a railway itinerary's trains, not the town's bus it names between them, nor its number as a label",
    () => {
      const rides = read(`Buchungsnummer: HX7Q2P
Ihre Verbindung am 05.05.2017
Halt Datum Zeit Gleis Produkte
Europaplatz, Tübingen 05.05. ab 07:02
Tübingen Hbf 05.05. an 07:09
Bus 17
Tübingen Hbf 05.05. ab 07:20 2
Stuttgart Hbf 05.05. an 08:22 5
RE 19204`);
      expect(rides.map((r) => (r.reservationFor as Record<string, unknown>).trainNumber)).toEqual(['RE 19204']);
      expect(rides.map((r) => r['@type'])).toEqual(['TrainReservation']);
    },
    STATION_DATA_MS,
  );

  it(
    "reads a timetable's stop whose name runs onto the lines above its row, and a platform named by its part",
    () => {
      const rides = read(`Buchungsnummer: HX7Q2P
Ihre Verbindung am 05.05.2017
Halt Datum Zeit Gleis Produkte
Köln Hbf 05.05. ab 08:10 4
Frankfurt(M) Flughafen
Fernbf
05.05. an 09:05 Fern 7
ICE 15`);
      expect(rides.map((r) => r.reservationFor)).toMatchObject([
        {
          trainNumber: 'ICE 15',
          departureStation: { name: 'Köln Hbf' },
          arrivalStation: { name: 'Frankfurt(M) Flughafen Fernbf' },
          arrivalPlatform: 'Fern 7',
          arrivalTime: '2017-05-05T09:05:00',
        },
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    "names a train by its service's name and its number when the service's name is more than a code",
    () => {
      const trainOf = (train: string) =>
        read(`Buchungsnummer: HX7Q2P
Datum: 05.05.2017
Zug: ${train}
Abfahrt: Köln Hbf 08:10
Ankunft: Frankfurt(Main)Hbf 09:14`).map((r) => {
          const trip = r.reservationFor as Record<string, unknown>;
          return [trip.trainName, trip.trainNumber];
        });
      expect(trainOf('Railjet Xpress 163')).toEqual([['Railjet Xpress', '163']]);
      expect(trainOf('Flixtrain n° 1805')).toEqual([['Flixtrain', '1805']]);
      expect(trainOf('Regionaltog 1805')).toEqual([['Regionaltog', '1805']]);
      expect(trainOf('ICE 15')).toEqual([[undefined, 'ICE 15']]);
    },
    STATION_DATA_MS,
  );

  it(
    'reads the train named under two stops led by their clocks, before its coach and seat',
    () => {
      const rides = read(`Référence : QWZTRB
Aller : samedi 18 mars 2017
07:04  Lyon Part-Dieu
09:00  Paris Gare de Lyon
TGV INOUI 6602 · Voiture 7 · Place 88`);
      expect(rides.map((r) => r.reservationFor)).toMatchObject([
        { trainName: 'TGV INOUI', trainNumber: '6602', departureTime: '2017-03-18T07:04:00' },
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    'reads rides printed under a day heading as two lines, a direction word and clocks like `07h04` before the first',
    () => {
      const rides = read(`Booking reference: QWZTRB
Saturday 18 March
Outward 07h04 Milano Centrale EC 9527 1st class
10h00 Roma Termini
Coach 5 - Seat 12
Sunday 19 March
Rückfahrt: 18.08 Aix-en-Provence TGV 6130 2. Klasse
19.08 Marseille Saint-Charles
Wagen 3 - Platz 103`);
      expect(
        rides.map((r) => {
          const trip = r.reservationFor as Record<string, { name?: string } | string>;
          const seat = (r.reservedTicket as { ticketedSeat?: Record<string, string> } | undefined)?.ticketedSeat;
          return [
            trip.trainNumber,
            (trip.departureStation as { name?: string }).name,
            (trip.arrivalStation as { name?: string }).name,
            trip.departureTime,
            trip.arrivalTime,
            seat?.seatSection,
            seat?.seatNumber,
            seat?.seatingType,
          ];
        }),
      ).toEqual([
        ['EC 9527', 'Milano Centrale', 'Roma Termini', '2017-03-18T07:04:00', '2017-03-18T10:00:00', '5', '12', '1'],
        // The station data knows `Aix-en-Provence TGV` by its name: the train is the number after it.
        [
          '6130',
          'Aix-en-Provence TGV',
          'Marseille Saint-Charles',
          '2017-03-19T18:08:00',
          '2017-03-19T19:08:00',
          '3',
          '103',
          '2',
        ],
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    'gives each passenger listed by number the coach and seat printed for them under every ride, in their order',
    () => {
      const rides = read(`Buchungsnummer: QWZTRB
Samstag, 18. März
Hinfahrt 07:04 Köln Hbf ICE 513 2. Klasse
11:26 München Hbf
1. Reisender Erwachsener
Wagen 7 - Platz 51
2. Reisender Kind
Wagen 7 - Platz 52
Sonntag, 19. März
Rückfahrt 16:32 München Hbf ICE 612 2. Klasse
21:03 Köln Hbf
1. Reisender Erwachsener
Wagen 9 - Platz 11
2. Reisender Kind
Wagen 9 - Platz 12
Reisende
1. Reisender Herr Jonas Weber
2. Reisender Frau Mia Weber`);
      expect(
        rides.map((r) => {
          const seat = (r.reservedTicket as { ticketedSeat?: Record<string, string> } | undefined)?.ticketedSeat;
          return [
            (r.underName as { name?: string }).name,
            (r.reservationFor as Record<string, unknown>).trainNumber,
            seat?.seatSection,
            seat?.seatNumber,
          ];
        }),
      ).toEqual([
        ['Jonas Weber', 'ICE 513', '7', '51'],
        ['Mia Weber', 'ICE 513', '7', '52'],
        ['Jonas Weber', 'ICE 612', '9', '11'],
        ['Mia Weber', 'ICE 612', '9', '12'],
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    "reads a train's bare number before its class after the stop, not a code that is no train's kind",
    () => {
      const numbers = (departure: string) =>
        read(`Booking reference: QWZTRB
Monday 20 March
Return 09h10 ${departure}
09h40 Aix-en-Provence TGV`).map((r) => (r.reservationFor as Record<string, unknown>).trainNumber);
      expect(numbers('Marseille Saint-Charles 6131 2nd class')).toEqual(['6131']);
      // No class after the number: nothing tells it a train's.
      expect(numbers('Marseille Saint-Charles 6131')).toEqual([]);
      // `XY` closing the stop is no station's part that the data knows, and no train's kind the reader knows.
      expect(numbers('Marseille Saint-Charles XY 6131 2nd class')).toEqual([]);
    },
    STATION_DATA_MS,
  );

  it(
    "reads a ride's vehicle under a label that names no kind of vehicle, the ride's kind read as before",
    () => {
      const trainOf = (connection: string) =>
        read(`Booking number: 26-7781120
Outbound journey – Sat 12 Dec 2026
Departure: Praha hl.n. 14:05
Arrival: Ostrava-Svinov 17:21
Connection: ${connection}`).map((r) => (r.reservationFor as Record<string, unknown>).trainNumber);
      expect(trainOf('RJ 1011')).toEqual(['RJ 1011']);
      // A connection that is no vehicle's code and number names none.
      expect(trainOf('direct')).toEqual([undefined]);
    },
    STATION_DATA_MS,
  );

  it(
    "reads a timetable led by its clocks whose train line begins with the operator's name",
    () => {
      const rides = read(`Référence : QWZTRB
Aller : samedi 18 mars 2017
07:04 Lyon Part Dieu
SNCF TGV 6602
09:00 Paris Gare de Lyon`);
      expect(
        rides.map((r) => {
          const trip = r.reservationFor as Record<string, unknown>;
          return [trip.trainNumber, trip.departureTime, trip.arrivalTime];
        }),
      ).toEqual([['6602', '2017-03-18T07:04:00', '2017-03-18T09:00:00']]);
    },
    STATION_DATA_MS,
  );

  it(
    "reads no day of travel in a longer label's value: `Date de la transaction : …` is the purchase's",
    () => {
      const rides = read(
        `Référence
QWZTRB
Aller : samedi 18 mars 2017
07:04 Lyon Part Dieu
TGV 6602
09:00 Paris Gare de Lyon
Date de la transaction : 2 mars 2017`,
        'html',
      );
      expect(rides.map((r) => (r.reservationFor as Record<string, unknown>).departureTime)).toEqual([
        '2017-03-18T07:04:00',
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    'reads the platforms printed after the stations, not as part of their names',
    () => {
      const [ride] = read(`Auftragsnummer: TQ8WZL
Zug: ICE 1601
Datum: 21.03.2017
Abfahrt: Nürnberg Hbf 07:28 Gleis 8
Ankunft: Leipzig Hbf 10:36 Gleis 11`);
      expect(ride?.reservationFor).toMatchObject({
        departureStation: { name: 'Nürnberg Hbf' },
        arrivalStation: { name: 'Leipzig Hbf' },
        departurePlatform: '8',
        arrivalPlatform: '11',
      });
    },
    STATION_DATA_MS,
  );

  it(
    "reads a timetable's platforms from the numbers under its column of platforms",
    () => {
      const rides = read(`Auftragsnummer: TQ8WZL
Ihre Reiseverbindung Hinfahrt am 21.03.2017
Halt Datum Zeit Gleis Produkte Reservierung
Nürnberg Hbf 21.03. ab 07:28 8 ICE 1601
Leipzig Hbf 21.03. an 10:36 11
Leipzig Hbf 21.03. ab 10:52 2A-C RE 16
Halle(Saale)Hbf 21.03. an 11:35 5`);
      expect(
        rides.map((r) => {
          const trip = r.reservationFor as Record<string, unknown>;
          return [trip.trainNumber, trip.departurePlatform, trip.arrivalPlatform];
        }),
      ).toEqual([
        ['ICE 1601', '8', '11'],
        ['RE 16', '2A-C', '5'],
      ]);
    },
    STATION_DATA_MS,
  );

  it('reads a reference under a label joined to a brand by a hyphen (`Hotelbuch-Buchungsnummer`)', () => {
    const [stay] = read(`Hotelbuch-Buchungsnummer: 55012873
Gast: Petra Lang
Hotel: Hotel Am Dom Köln
Anreise: Fr, 10.03.2017
Abreise: So, 12.03.2017`);
    expect(stay).toMatchObject({ '@type': 'LodgingReservation', reservationNumber: '55012873' });
  });

  it('reads a reference under a qualified label, and a flight whose label gives its day with its designator', () => {
    const flights = read(`   Individual reservation code:   ** QW7T2K **

   Flight: 15.03.2017  |  EW 9462 (Q)
   Departure: 06:40  Köln/Bonn (CGN)
   Arrival:   08:55  Palma de Mallorca (PMI)`);
    expect(flightTimes(flights)).toEqual([['9462', '2017-03-15T06:40:00', '2017-03-15T08:55:00']]);
    expect(flights[0]?.reservationNumber).toBe('QW7T2K');
  });

  it('reads an agency itinerary whose rides are headed by their kind and day, with a car hire between them', () => {
    const found = read(`Traveller: DOE/JANE MS
Reservation code: QK7T2L

FLIGHT  Mon 13 Mar 2017
Flight: Iberia IB 3401
Departure: Paris Orly (ORY) 07:15 - Terminal 1
Arrival: Madrid Barajas (MAD) 09:15 - Terminal 4

CAR  Mon 13 Mar 2017
Company: Europcar
Pick-up: Madrid Barajas Airport T4 - Mon 13 Mar 2017 09:45
Drop-off: Madrid Barajas Airport T4 - Wed 15 Mar 2017 17:00
Confirmation: 1187654321

FLIGHT  Wed 15 Mar 2017
Flight: Iberia IB 3446
Departure: Madrid Barajas (MAD) 19:30 - Terminal 4
Arrival: Paris Orly (ORY) 21:35 - Terminal 1`);
    expect(flightTimes(found.filter((r) => r['@type'] === 'FlightReservation'))).toEqual([
      ['3401', '2017-03-13T07:15:00', '2017-03-13T09:15:00'],
      ['3446', '2017-03-15T19:30:00', '2017-03-15T21:35:00'],
    ]);
    expect(found.find((r) => r['@type'] === 'RentalCarReservation')?.reservationNumber).toBe('1187654321');
  });

  it("reads rides headed by their kind and day after a dash ('Air - Monday, March 13, 2017')", () => {
    const flights = read(`Record Locator: ZP3Q7W

Air - Monday, March 13, 2017
Flight: American Airlines AA 1402
Depart: New York LaGuardia (LGA) 7:00 AM
Arrive: Chicago O'Hare (ORD) 8:45 AM

Air - Wednesday, March 15, 2017
Flight: American Airlines AA 2361
Depart: Chicago O'Hare (ORD) 7:15 PM
Arrive: New York LaGuardia (LGA) 10:32 PM`);
    expect(flightTimes(flights)).toEqual([
      ['1402', '2017-03-13T07:00:00', '2017-03-13T08:45:00'],
      ['2361', '2017-03-15T19:15:00', '2017-03-15T22:32:00'],
    ]);
  });

  it('reads routes printed above departures that give only their day, time and terminal', () => {
    const flights = read(`Booking Reference: 2FJK7Q

Outbound
Dublin (DUB) to Boston (BOS)
Flight: EI 135
Departs: Wed 15 Mar 2017 15:50 Terminal 2
Arrives: Wed 15 Mar 2017 17:55 Terminal E

Return
A3 333 Boston (BOS) - Dublin (DUB)
Departs: Wed 22 Mar 2017 20:35 Terminal E
Arrives: Thu 23 Mar 2017 07:55 Terminal 2

Passengers
Ms Ciara O'Brien - Ticket: 053 2412345678`);
    expect(flightTimes(flights)).toEqual([
      ['135', '2017-03-15T15:50:00', '2017-03-15T17:55:00'],
      ['333', '2017-03-22T20:35:00', '2017-03-23T07:55:00'],
    ]);
    expect(flights[0]).toMatchObject({
      underName: { name: "Ciara O'Brien" },
      reservationFor: {
        departureAirport: { iataCode: 'DUB', name: 'Dublin' },
        arrivalAirport: { iataCode: 'BOS', name: 'Boston' },
        departureTerminal: '2',
      },
    });
  });

  it('reads routes above departures whose terminal is named by a letter, after a comma', () => {
    const flights = read(`Booking reference: 8KWQ2M

BA 117 London Heathrow (LHR) to New York JFK (JFK)
Departing: 14 Mar 2017, 08:25, Terminal 5
Arriving: 14 Mar 2017, 11:10, Terminal 8

BA 114 New York JFK (JFK) to London Heathrow (LHR)
Departing: 20 Mar 2017, 18:30, Terminal A
Arriving: 21 Mar 2017, 06:40, Terminal 5`);
    expect(flightTimes(flights)).toEqual([
      ['117', '2017-03-14T08:25:00', '2017-03-14T11:10:00'],
      ['114', '2017-03-20T18:30:00', '2017-03-21T06:40:00'],
    ]);
    expect(flights[1]).toMatchObject({
      reservationFor: {
        departureAirport: { iataCode: 'JFK' },
        arrivalAirport: { iataCode: 'LHR' },
        departureTerminal: 'A',
      },
    });
  });

  it('reads routes above departures whose terminal is named by a word before it or a name after it', () => {
    const flights = read(`Booking reference: 6RTW4N

QF 1 Sydney (SYD) to Singapore (SIN)
Departs: Tue 14 Mar 2017 16:00, International Terminal
Arrives: Tue 14 Mar 2017 22:10  Changi Terminal 1

QF 2 Singapore (SIN) to Sydney (SYD)
Departs: Sun 19 Mar 2017 20:15 · Terminal T1
Arrives: Mon 20 Mar 2017 06:05, International Terminal`);
    expect(flightTimes(flights)).toEqual([
      ['1', '2017-03-14T16:00:00', '2017-03-14T22:10:00'],
      ['2', '2017-03-19T20:15:00', '2017-03-20T06:05:00'],
    ]);
    expect(flights[0]).toMatchObject({
      reservationFor: {
        departureAirport: { iataCode: 'SYD' },
        arrivalAirport: { iataCode: 'SIN' },
        arrivalTerminal: '1',
      },
    });
    expect(flights[0]?.reservationFor).not.toHaveProperty('departureTerminal');
  });

  it("gives each flight of an itinerary the airline's own record printed in its block, and the airline as printed", () => {
    const found = read(`Reservation code: HJ7K2L

FLIGHT  Mon 13 Mar 2017
Flight: Iberia IB 3401
Departure: Paris Orly (ORY) 07:15
Arrival: Madrid Barajas (MAD) 09:15
Airline reference: IB/ZT8M4P

HOTEL  Mon 13 Mar 2017
Hotel: Hotel Urban
Check-in: Mon 13 Mar 2017
Check-out: Wed 15 Mar 2017
Confirmation: 5521907`);
    expect(found.map((r) => [r['@type'], r.reservationNumber])).toEqual([
      ['FlightReservation', 'ZT8M4P'],
      ['LodgingReservation', '5521907'],
    ]);
    expect(found[0]).toMatchObject({ reservationFor: { airline: { iataCode: 'IB', name: 'Iberia' } } });
  });

  it("reads a car hire's vehicle, a seat that repeats its label, and a label beside one no table knows", () => {
    const [car] = read(`Confirmation number: 1184429301
Rental company: Hertz
Vehicle: Standard SUV (Jeep Grand Cherokee or similar)
Pick-up: Denver Airport, Mon 13 Mar 2017 09:30
Drop-off: Denver Airport, Fri 17 Mar 2017 10:00`);
    expect(car).toMatchObject({ reservationFor: { name: 'Standard SUV (Jeep Grand Cherokee or similar)' } });
    const flights = read(`Booking reference: QK2L7T
Flight: QR 8
Departure: Doha (DOH) 13 Mar 2017 08:10
Arrival: London Heathrow (LHR) 13 Mar 2017 13:15
Class: Economy | Seat: 32A
Flight: QR 9
Departure: London Heathrow (LHR) 20 Mar 2017 15:40
Arrival: Doha (DOH) 21 Mar 2017 00:45
Seat: Seat 41C`);
    expect(
      flights.map((r) => (r.reservedTicket as { ticketedSeat?: { seatNumber?: string } })?.ticketedSeat?.seatNumber),
    ).toEqual(['32A', '41C']);
  });

  it('reads a hotel printed without a label, its name on the line above its address', () => {
    const [stay] = read(`Dear Ms Carter,

Thank you for staying with us.

Confirmation: 3141592653
The Grand Harbour Hotel
12 Quay Street, Galway, H91 X2Y3, Ireland
Tel: +353 91 000 000

Arrival: Friday, 17 March 2017
Departure: Sunday, 19 March 2017
Guest: Ms Emily Carter`);
    expect(stay).toMatchObject({
      '@type': 'LodgingReservation',
      reservationNumber: '3141592653',
      checkinTime: '2017-03-17',
      checkoutTime: '2017-03-19',
      reservationFor: { name: 'The Grand Harbour Hotel', address: { addressLocality: 'Galway' } },
    });
  });

  it('reads slashed days month first in a confirmation that gives an American address', () => {
    const [stay] = read(`Confirmation Number: 834920175
Sunset Plaza Hotel
8400 Sunset Boulevard, West Hollywood, CA 90069
Check In: 07/10/2017 (3:00 PM)
Check Out: 07/12/2017 (11:00 AM)`);
    expect(stay).toMatchObject({ checkinTime: '2017-07-10T15:00:00', checkoutTime: '2017-07-12T11:00:00' });
  });

  it('reads a time under its label without a colon, and a day closed by a two-digit year', () => {
    const flights = read(`Booking reference: X9YZ2A
EK 16 London Gatwick (LGW) to Dubai (DXB)
Departs 14:35 Sun 12 Mar 17, Terminal S
Arrives 00:35 Mon 13 Mar 17, Terminal 3`);
    expect(flightTimes(flights)).toEqual([['16', '2017-03-12T14:35:00', '2017-03-13T00:35:00']]);
    expect(flights[0]).toMatchObject({ reservationFor: { departureTerminal: 'S', arrivalTerminal: '3' } });
  });

  it("reads a stay's clocks under labels with the word that leads them, and its main guest", () => {
    const [stay] = read(`Booking number: 3JX7KQ9P
Hotel: Novotel Paris Centre
Arrival date: Friday 17 March 2017
Departure date: Sunday 19 March 2017
Check-in from: 15:00
Check-out until: 12:00
Main guest: Mr Julien Martin`);
    expect(stay).toMatchObject({
      checkinTime: '2017-03-17T15:00:00',
      checkoutTime: '2017-03-19T12:00:00',
      underName: { name: 'Julien Martin' },
    });
  });

  it(
    'reads trains that name no vehicle between a known station and a city, dated by outward and return labels',
    () => {
      const rides = read(`Booking reference: LN8K2P4Q
Lead passenger: James Whitfield
Outward: Friday 17 March 2017
Depart: London Kings Cross 09:00 Platform 5
Arrive: Edinburgh 13:20
Return: Monday 20 March 2017
Depart: Edinburgh 15:30
Arrive: London Kings Cross 19:52
Advance tickets are only valid on the booked trains.`);
      expect(
        rides.map((r) => {
          const trip = r.reservationFor as Record<string, unknown>;
          return [r['@type'], trip.departureTime, trip.arrivalTime];
        }),
      ).toEqual([
        ['TrainReservation', '2017-03-17T09:00:00', '2017-03-17T13:20:00'],
        ['TrainReservation', '2017-03-20T15:30:00', '2017-03-20T19:52:00'],
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    'reads a reference labelled in brackets after an unknown label, and rides dated by Spanish and Italian labels',
    () => {
      const [ride] = read(`Codice Biglietto (PNR): X4K9TQ
Andata: 15/03/2017
Treno: Frecciarossa 9525
Partenza: Milano Centrale ore 10:00
Arrivo: Roma Termini ore 13:10`);
      expect(ride).toMatchObject({
        reservationNumber: 'X4K9TQ',
        reservationFor: { departureTime: '2017-03-15T10:00:00', arrivalTime: '2017-03-15T13:10:00' },
      });
    },
    STATION_DATA_MS,
  );

  it('reads flights named by a designator alone or after a count, each below or above its day printed alone', () => {
    const flights = read(`Record locator: TRQZPL

Thursday, March 16, 2017
AA 2345
Depart: Dallas/Fort Worth (DFW) 7:05 AM
Arrive: Los Angeles (LAX) 8:30 AM

Flight 2 of 2 AA1188
Sunday, March 19, 2017
Depart: Los Angeles (LAX) 11:55 PM
Arrive: Dallas/Fort Worth (DFW) 5:02 AM`);
    expect(flightTimes(flights)).toEqual([
      ['2345', '2017-03-16T07:05:00', '2017-03-16T08:30:00'],
      ['1188', '2017-03-19T23:55:00', '2017-03-20T05:02:00'],
    ]);
  });

  it('reads flights whose designator, route and day are printed in cells or without codes above placeless times', () => {
    const flights = read(`Booking Reference: ZX4T7Q

BA0117 British Airways | Euro Traveller | Confirmed
London Heathrow to New York JFK
Depart: 14 Mar 2017 08:25 Terminal 5
Arrive: 14 Mar 2017 11:15 Terminal 8

QR 8 | London Heathrow (LHR) - Doha (DOH)
Departure: 20 Mar 2017 09:45, Terminal 4
Arrival: 20 Mar 2017 18:55`);
    expect(flightTimes(flights)).toEqual([
      ['117', '2017-03-14T08:25:00', '2017-03-14T11:15:00'],
      ['8', '2017-03-20T09:45:00', '2017-03-20T18:55:00'],
    ]);
    const delta = read(`Confirmation #: GH5JKL
MON 13MAR   DELTA 1234   Main Cabin (L)
DEPART  ATLANTA                8:15am
ARRIVE  BOSTON                 11:05am`);
    expect(flightTimes(delta)).toEqual([['1234', '2017-03-13T08:15:00', '2017-03-13T11:05:00']]);
  });

  it('reads a ride of two stops led by their clocks, of the kind the document speaks of', () => {
    const [bus] = read(`Booking number: 3087654219
Outbound: Fri, 17.03.2017
07:30  Berlin ZOB
11:55  Hamburg ZOB
Please be at the bus stop 15 minutes before departure.`);
    expect(bus).toMatchObject({
      '@type': 'BusReservation',
      reservationFor: { departureTime: '2017-03-17T07:30:00', arrivalTime: '2017-03-17T11:55:00' },
    });
    // A document speaking of neither buses nor trains, or of both, names no ride this way.
    expect(
      read('Booking number: 3087654219\nOutbound: Fri, 17.03.2017\n07:30  Berlin ZOB\n11:55  Hamburg ZOB'),
    ).toEqual([]);
  });

  it(
    'reads a label set apart at the end of a line that a clock began, and ignores a day label with no day',
    () => {
      const rides = read(`Hinfahrt: Hamburg Hbf – Göttingen, mit ICE
Die Buchung erfolgte am 01.03.2017 13:59 Uhr. DB Fernverkehr AG,          Auftragsnummer:      QZ4410

Ihre Reiseverbindung Hinfahrt am 14.03.2017
Hamburg Hbf          14.03.   ab 08:01   13A-C         ICE 903
Göttingen            14.03.   an 10:05   8`);
      expect(rides).toEqual([
        expect.objectContaining({
          reservationNumber: 'QZ4410',
          reservationFor: expect.objectContaining({ trainNumber: 'ICE 903', departureTime: '2017-03-14T08:01:00' }),
        }),
      ]);
    },
    STATION_DATA_MS,
  );

  it('reads flight cards under labels that name rides it cannot place, and a reference named in a sentence', () => {
    const flights = read(`Your booking is confirmed. Booking reference KX7P2L

Flight 1
Amsterdam - Oslo
Thu 16 Mar 2017
09:20  Amsterdam, Schiphol (AMS)
11:10  Oslo, Gardermoen (OSL)
KL1143 · Operated by KLM Royal Dutch Airlines · Economy Class

Passenger: Ms Anna de Vries
Seat: 12A`);
    expect(flightTimes(flights)).toEqual([['1143', '2017-03-16T09:20:00', '2017-03-16T11:10:00']]);
    expect(flights[0]?.reservationNumber).toBe('KX7P2L');
    // A code after no reference's words is no reference.
    expect(read('Your promo code is SPRING25\nFlight: LH 400\nDepart: Frankfurt (FRA) 16 Mar 2017 10:05')).toEqual([]);
  });

  it('reads a table whose restaurant is printed above its address, for the name it is booked under', () => {
    const html = `<p>Your booking is confirmed!</p><p>Trattoria da Enzo</p><p>Via dei Vascellari 29, 00153 Roma, Italy</p>
<table><tr><td>Date</td><td>Saturday 18 March 2017</td></tr><tr><td>Time</td><td>20:30</td></tr>
<tr><td>Number of people</td><td>4 people</td></tr><tr><td>Name</td><td>Marco Bianchi</td></tr>
<tr><td>Booking reference</td><td>81733420</td></tr></table>`;
    const [table] = readLabelledBooking({ kind: 'html', text: htmlToPlainText(html), html, date: sent });
    expect(table).toMatchObject({
      '@type': 'FoodEstablishmentReservation',
      reservationNumber: '81733420',
      startTime: '2017-03-18T20:30:00',
      partySize: 4,
      underName: { name: 'Marco Bianchi' },
      reservationFor: { name: 'Trattoria da Enzo', address: { addressLocality: 'Roma' } },
    });
  });

  it('reads a flight whose airports, day and times each have a label of their own', () => {
    const [flight] = read(`Confirmation Code: ABC123
Passenger Name: John Doe
Flight Number: AA123
Departure Airport: JFK
Arrival Airport: LAX
Departure Date: 2017-03-15
Departure Time: 08:00
Arrival Time: 11:30`);
    expect(flightTimes([flight as Reservation])).toEqual([['123', '2017-03-15T08:00:00', '2017-03-15T11:30:00']]);
    expect(flight).toMatchObject({
      reservationFor: { departureAirport: { iataCode: 'JFK' }, arrivalAirport: { iataCode: 'LAX' } },
    });
  });

  it(
    'reads a numbered train between stations the data does not hold, placed in the towns they are named after',
    () => {
      const [train] = read(`Booking ID: TRN-778899
Train: Amtrak 171
From: New York Penn Station
To: Washington Union Station
Date: March 22, 2017
Departure: 7:05 AM
Arrival: 10:30 AM`);
      expect(train).toMatchObject({
        '@type': 'TrainReservation',
        reservationFor: {
          trainNumber: 'Amtrak 171',
          departureStation: { name: 'New York Penn Station', address: { addressLocality: 'New York' } },
          departureTime: '2017-03-22T07:05:00',
          arrivalTime: '2017-03-22T10:30:00',
        },
      });
    },
    STATION_DATA_MS,
  );

  it('reads rides that name no vehicle as the one kind the document speaks of, a route refined by its ends', () => {
    const [bus] = read(`Bus ticket
Booking number: 0042-8812
Route: Prague - Vienna
Departure: 12.03.2017 09:00 Prague, Florenc bus station
Arrival: 12.03.2017 13:05 Vienna, Erdberg`);
    expect(bus).toMatchObject({
      '@type': 'BusReservation',
      reservationFor: {
        departureBusStop: { name: 'Prague, Florenc bus station' },
        arrivalBusStop: { name: 'Vienna, Erdberg' },
        departureTime: '2017-03-12T09:00:00',
      },
    });
    const [ferry] = read(`Ferry booking confirmed
Booking number: DFDS-771234
Route: Dover → Calais
Departure: 14/03/2017 10:15
Arrival: 14/03/2017 12:45`);
    expect(ferry).toMatchObject({
      '@type': 'BoatReservation',
      reservationFor: { departureTime: '2017-03-14T10:15:00' },
    });
  });

  it('reads a cinema ticket: the film, its showtime and the cinema', () => {
    const [ticket] = read(`Order: #100234
Cinema: Kino International, Berlin
Film: Dune: Part Two
Showtime: 15.03.2017 20:15`);
    expect(ticket).toMatchObject({
      '@type': 'EventReservation',
      reservationFor: { name: 'Dune: Part Two', startDate: '2017-03-15T20:15:00' },
    });
  });

  it(
    'reads departure and arrival airports, stations and times under labels of their own in German, Spanish and Italian',
    () => {
      const german = read(`Buchungsnummer: LH-88213
Flugnummer: LH 2034
Abflughafen: Frankfurt (FRA)
Zielflughafen: Berlin (BER)
Abflugdatum: 14.03.2017
Abflugzeit: 07:15
Ankunftszeit: 08:20`);
      expect(flightTimes(german)).toEqual([['2034', '2017-03-14T07:15:00', '2017-03-14T08:20:00']]);
      const spanish = read(`Código de reserva: IBX729
Número de vuelo: IB 3170
Aeropuerto de salida: Madrid (MAD)
Aeropuerto de llegada: París (CDG)
Fecha de salida: 22/03/2017
Hora de salida: 09:40
Hora de llegada: 11:55`);
      expect(flightTimes(spanish)).toEqual([['3170', '2017-03-22T09:40:00', '2017-03-22T11:55:00']]);
      const [italian] = read(`Numero prenotazione: TRN-4471
Treno: Italo 8915
Stazione di partenza: Roma Termini
Stazione di arrivo: Napoli Centrale
Data: 03/03/2017
Orario di partenza: 14:25
Orario di arrivo: 15:35`);
      expect(italian).toMatchObject({
        reservationFor: { departureTime: '2017-03-03T14:25:00', arrivalTime: '2017-03-03T15:35:00' },
      });
    },
    STATION_DATA_MS,
  );

  it('reads a flight to a town airports of two countries are named after, from the other end and the clocks', () => {
    const flight = (to: string, arrives: string) =>
      read(`Booking reference: IBX729
Flight number: IB 3170
From: Madrid
To: ${to}
Departure date: 22/03/2017
Departure time: 09:40
Arrival time: ${arrives}`);
    const [barcelona] = flight('Barcelona', '10:55');
    expect(barcelona?.reservationFor).toMatchObject({ arrivalAirport: { iataCode: 'BCN', name: 'Barcelona' } });
    // Thirteen hours to Barcelona: neither Spain's nor Venezuela's, so no flight is read.
    expect(flight('Barcelona', '23:55')).toEqual([]);
  });

  it('reads a car hire that names no company, leaving the company out, only where it calls itself one', () => {
    const hire = (heading: string, pickupDay = '14 March 2017 10:30') =>
      read(`${heading}
Booking reference: CH-449120
Driver: Anna Berg
Pick-up: Faro Airport (FAO), ${pickupDay}
Drop-off: Faro Airport (FAO), 21 March 2017 09:00
Vehicle: Fiat 500 or similar`);
    const [car] = hire('Your car hire is confirmed');
    expect(car).toMatchObject({
      '@type': 'RentalCarReservation',
      pickupLocation: { name: 'Faro Airport (FAO)' },
      pickupTime: '2017-03-14T10:30:00',
      dropoffTime: '2017-03-21T09:00:00',
      reservationFor: { name: 'Fiat 500 or similar' },
    });
    expect((car?.reservationFor as Record<string, unknown> | undefined)?.rentalCompany).toBeUndefined();
    // A booking that does not call itself a car hire, or a pick-up without its clock, is not read as one.
    expect(hire('Your booking is confirmed')).toEqual([]);
    expect(hire('Your car hire is confirmed', '14 March 2017')).toEqual([]);
  });

  it('reads a ferry named by its ship in Swedish', () => {
    const [ferry] = read(`Bokningsnummer: 5566778
Resenär: Anna Svensson
Fartyg: M/S Viking Grace
Avgång: Stockholm, 01.10.2017 kl. 16:30
Ankomst: Helsingfors, 02.10.2017 kl. 10:10`);
    expect(ferry).toMatchObject({
      '@type': 'BoatReservation',
      reservationFor: {
        departureBoatTerminal: { name: 'Stockholm' },
        arrivalBoatTerminal: { name: 'Helsingfors' },
        departureTime: '2017-10-01T16:30:00',
        arrivalTime: '2017-10-02T10:10:00',
      },
    });
  });

  it('reads the day and time on the line below a pick-up place in a table', () => {
    const [car] = read(
      `Confirmation number K99812345
Driver Tom Baker
Rental company Enterprise
Pick-up Denver International Airport (DEN)
Mar 10, 2017 9:00 AM
Return Denver International Airport (DEN)
Mar 14, 2017 5:00 PM`,
      'html',
    );
    expect(car).toMatchObject({
      underName: { name: 'Tom Baker' },
      pickupTime: '2017-03-10T09:00:00',
      dropoffTime: '2017-03-14T17:00:00',
      pickupLocation: { name: 'Denver International Airport (DEN)' },
    });
  });

  it('reads a plain-text table whose columns stand under a header line, a time below its place continuing the row', () => {
    const sideBySide = read(`Confirmation Code: QWE7RT
Passenger: SMITH/JOHN MR

Date        Flight   Departs                      Arrives
Fri 3 Mar   UA 110   San Francisco (SFO) 6:00 AM  Newark (EWR) 2:35 PM
Sun 5 Mar   UA 111   Newark (EWR) 5:10 PM         San Francisco (SFO) 8:25 PM`);
    const below = read(`Confirmation Code: QWE7RT
Passenger: SMITH/JOHN MR

Date        Flight   Departs               Arrives
----------  -------  --------------------  --------------------
Fri 3 Mar   UA 110   San Francisco (SFO)   Newark (EWR)
                     6:00 AM               2:35 PM
Sun 5 Mar   UA 111   Newark (EWR)          San Francisco (SFO)
                     5:10 PM               8:25 PM`);
    for (const found of [sideBySide, below]) {
      expect(flightTimes(found)).toEqual(UNITED_RETURN);
    }
    // Words that happen to stand apart are no table: a sentence under a line of labels stays a sentence.
    expect(
      read(`Confirmation Code: QWE7RT
Date  Flight  Departs  Arrives
Thank you for flying with us.`),
    ).toEqual([]);
  });

  it(
    "reads a rail ticket's page laid out in columns: day and time on each side of the route, the train after an arrow, the booking's grouped number",
    () => {
      const pad = (line: string) => line.padEnd(96);
      const found = read(`${pad('                   TICKET')}Erika Muster
 DATUM      ZEIT      VON                      ->  NACH                      DATUM      ZEIT      KLASSE
  12.05      09:15      LINZ HBF               ->   GRAZ HBF                  12.05      12:05          2
     *          *       *                      ->   *                            *          *         *

${pad(' Zug -> RJ 640')}PREIS   EUR 29,90
${pad(' Haltestelle                    Datum          Zeit      Verkehrsmittel')}
${pad(' Linz Hbf                       12.05.2017     09:15     RJ 640')}Stempel
 Graz Hbf                       12.05.2017     12:05

Ticketcode 1111 2222 3333 4444 zur Buchung 0042 7781 2290 1357`);
      expect(found.map((r) => r.reservationNumber)).toEqual(['0042778122901357']);
      expect(found.map((r) => r.reservationFor)).toMatchObject([
        {
          trainNumber: 'RJ 640',
          departureStation: { name: 'LINZ HBF' },
          arrivalStation: { name: 'GRAZ HBF' },
          departureTime: '2017-05-12T09:15:00',
          arrivalTime: '2017-05-12T12:05:00',
        },
      ]);
    },
    STATION_DATA_MS,
  );

  it('reads the rows of a table whose header row names the columns, each ride whole or none', () => {
    const page = (rows: string) =>
      `<p>Booking reference: Q3ZP8M</p><p>Passengers: Anna Roth, Paul Roth</p><table>
<tr><th>Flight</th><th>From</th><th>To</th><th>Date</th><th>Departure</th><th>Arrival</th><th>Class</th></tr>
${rows}</table>`;
    const readPage = (html: string) =>
      readLabelledBooking({ kind: 'html', text: htmlToPlainText(html), html, date: sent });
    const outbound =
      '<tr><td>KL 1234</td><td>Amsterdam (AMS)</td><td>Copenhagen (CPH)</td><td>12 Mar 2017</td><td>09:40</td><td>11:05</td><td>Economy</td></tr>';
    const back =
      '<tr><td>KL 1235</td><td>Copenhagen (CPH)</td><td>Amsterdam (AMS)</td><td>19 Mar 2017</td><td>12:00</td><td>13:25</td><td>Economy</td></tr>';
    const found = readPage(page(outbound + back));
    expect(
      found.map((r) => [
        (r.underName as { name: string }).name,
        (r.reservationFor as { flightNumber: string }).flightNumber,
        (r.reservationFor as { departureTime: string }).departureTime,
        (r.reservationFor as { arrivalTime: string }).arrivalTime,
      ]),
    ).toEqual([
      ['Anna Roth', '1234', '2017-03-12T09:40:00', '2017-03-12T11:05:00'],
      ['Paul Roth', '1234', '2017-03-12T09:40:00', '2017-03-12T11:05:00'],
      ['Anna Roth', '1235', '2017-03-19T12:00:00', '2017-03-19T13:25:00'],
      ['Paul Roth', '1235', '2017-03-19T12:00:00', '2017-03-19T13:25:00'],
    ]);
    const unknown =
      '<tr><td>XX</td><td>Somewhere</td><td>Else</td><td>19 Mar 2017</td><td>12:00</td><td></td><td></td></tr>';
    expect(readPage(page(outbound + unknown))).toEqual([]);
  });

  it('reads an event from a table in columns, its order number from the page', () => {
    const html = `<table><tr><th>Evento</th><th>Lugar</th><th>Fecha</th><th>Hora</th></tr>
<tr><td>Rosalía en concierto</td><td>WiZink Center, Madrid</td><td>25/03/2017</td><td>21:00</td></tr></table>
<p>Número de pedido: 2017-55123</p>`;
    const [event] = readLabelledBooking({ kind: 'html', text: htmlToPlainText(html), html, date: sent });
    expect(event).toMatchObject({
      '@type': 'EventReservation',
      reservationNumber: '2017-55123',
      reservationFor: { name: 'Rosalía en concierto', startDate: '2017-03-25T21:00:00' },
    });
  });

  it('takes the value under a label on a page set out in columns, not what the next column prints between them', () => {
    const pass = `EVENT
Harbour Code Days 2017
                                                     Harbour Code Days 2017
REFERENCE
                                                              2017
QZLK-4
DATE
16/03/2017 09:30                                     Quay Hall, Dundee
VENUE
Quay Hall, 12 Ferry Road, Dundee`;
    // The label stands in the right column, a paragraph of the left column between it and its value.
    const visit = `                                                       Event
                                                       Harbour Code Days 2017
                                                       Numéro de réservation
Please come to the west door of the hall, where
the staff will check your pass and your card.          QP81725534
                                                       Date
                                                       16/03/2017 09:30
                                                       Venue
                                                       Quay Hall, Dundee`;
    expect([...read(pass), ...read(visit)].map((r) => r.reservationNumber)).toEqual(['QZLK-4', 'QP81725534']);
  });

  it("reads a cinema ticket whose reference's label has its colon doubled, its screen no venue", () => {
    const [film] = read(`N° de réservation : : KQWZTRB
Film : Les Marées d'automne
Date : 16/03/2017 20:15
Salle : IMAX
Cinéma : Ciné Lumière Belleville`);
    expect(film).toMatchObject({
      '@type': 'EventReservation',
      reservationNumber: 'KQWZTRB',
      reservationFor: { name: "Les Marées d'automne", location: { name: 'Ciné Lumière Belleville' } },
    });
  });

  it("takes an admission ticket's labelled number for its reference when it prints none, never a flight's", () => {
    const show = read(`Événement : Lumières de la Cathédrale
Date : 16/03/2017 18:00
Lieu : Parvis Saint-Étienne, Bourges
N° billet : 07E4418203361500002`);
    const museum = read(`Evento: Notte al Museo
Data: 16/03/2017 21:00
Luogo: Museo Civico, Bergamo
Biglietto N°: 88120455`);
    expect([...show, ...museum].map((r) => [r['@type'], r.reservationNumber])).toEqual([
      ['EventReservation', '07E4418203361500002'],
      ['EventReservation', '88120455'],
    ]);
    // A booking reference beside the ticket's number is the reference.
    const [booked] = read(`Booking reference: KX4R7Q
Ticket number: 55120017
Event: Spring Gala
Date: 16/03/2017 19:30
Venue: Corn Exchange, Leeds`);
    expect(booked?.reservationNumber).toBe('KX4R7Q');
    // An airline's ticket number is no reference of a flight; a number shaped as one stands for no event's either.
    const flight = read(`Ticket number: 125-2198765432
Flight: BA 117
Departure: London Heathrow (LHR) 16/03/2017 08:40
Arrival: New York JFK (JFK) 16/03/2017 11:35`);
    const airTicket = read(`Event: Spring Gala
Date: 16/03/2017 19:30
Venue: Corn Exchange, Leeds
Ticket number: 1252198765432`);
    expect([...flight, ...airTicket]).toEqual([]);
  });

  it('reads a reference grouped in digits whole, and a clock after a label in a table row', () => {
    const [bus] = read(`Buchungsnummer: 2831 4471 02
Fahrgast: Lena Schmidt
Linie: 035
Abfahrt: Sa., 18.03.2017, 09:30 Uhr, München ZOB
Ankunft: Sa., 18.03.2017, 14:05 Uhr, Berlin ZOB`);
    expect(bus).toMatchObject({ '@type': 'BusReservation', reservationNumber: '2831447102' });
    const [play] = read(
      `Bestellnummer 2017-88812
Veranstaltung Hamlet
Veranstaltungsort Stadttheater Bern
Datum Sa, 01.04.2017
Beginn 20:00 Uhr`,
      'html',
    );
    expect(play).toMatchObject({
      reservationNumber: '2017-88812',
      reservationFor: { startDate: '2017-04-01T20:00:00' },
    });
  });

  it('takes no words of a longer label in a table row for a name', () => {
    const stay = (holder: string) =>
      read(
        `Localizador 3TG8K2Q
Hotel Barceló Sevilla Renacimiento
Fecha de entrada 04/12/2026
Fecha de salida 06/12/2026
Hora de entrada a partir de las 15:00
${holder}`,
        'html',
      );
    expect(stay('Titular de la reserva Pablo Martín Ruiz')[0]).toMatchObject({
      underName: { name: 'Pablo Martín Ruiz' },
      checkinTime: '2026-12-04T15:00:00',
      checkoutTime: '2026-12-06',
    });
    const [unnamed] = stay('Titular del bono Pablo Martín Ruiz');
    expect(unnamed).toMatchObject({ reservationNumber: '3TG8K2Q' });
    expect(unnamed?.underName).toBeUndefined();
  });

  it("times a stay by its own days, not a flight's arrival, and gives the flight no reference of the stay's block", () => {
    const found = read(`Traveler: SMITH/JOHN MR
AIR - Tuesday, 14 March 2017
Flight: Air Canada AC 857
Depart: London Heathrow (LHR) 10:45
Arrive: Toronto Pearson (YYZ) 13:35
HOTEL
Hotel: Fairmont Royal York
Check-in: Tuesday, 14 March 2017
Check-out: Friday, 17 March 2017
Confirmation: 85412367`);
    expect(found).toEqual([
      expect.objectContaining({
        '@type': 'FlightReservation',
        reservationFor: expect.objectContaining({ flightNumber: '857', departureTime: '2017-03-14T10:45:00' }),
      }),
      expect.objectContaining({
        '@type': 'LodgingReservation',
        reservationNumber: '85412367',
        checkinTime: '2017-03-14',
        checkoutTime: '2017-03-17',
      }),
    ]);
    expect(found[0]?.reservationNumber).toBeUndefined();
  });

  it('gives nothing when an essential fact is missing or does not resolve', () => {
    // No booking reference.
    expect(
      read('Flight: UA 110\nDepart: San Francisco (SFO) 2017-03-04 20:15\nArrive: Frankfurt (FRA) 2017-03-05'),
    ).toEqual([]);
    // An airport nobody knows.
    expect(
      read('Booking reference: ABC123\nFlight: UA 110\nDepart: Springfield 2017-03-04 20:15\nArrive: FRA'),
    ).toEqual([]);
    // A day that reads two ways.
    expect(read('Booking reference: ABC123\nFlight: UA 110\nDepart: SFO 03/04/2017 20:15\nArrive: FRA')).toEqual([]);
    // One leg of two does not read: neither is given.
    expect(
      read(
        'Booking reference: ABC123\nFlight: UA 110\nDepart: SFO 2017-03-04 20:15\nArrive: FRA\nFlight: XX\nDepart: FRA',
      ),
    ).toEqual([]);
    // An order with no journey, and a newsletter.
    expect(
      read('Auftragsnummer: 9DDD99\nKundennummer: 9999999\nVon: noreply@example.com\nAn: someone@example.com'),
    ).toEqual([]);
    expect(
      read(
        'From: Deals <deals@example.com>\nTo: you@example.com\nFlights to Lisbon from 39 EUR!\nDate: Mon, 4 Mar 2017',
      ),
    ).toEqual([]);
  });

  it('reads a Russian itinerary whose departure and arrival stand in two columns under one heading row', () => {
    const found = read(
      `Код подтверждения рейса: KVRZPT
Информация о рейсах
ПУНКТ ОТПРАВЛЕНИЯ Номер рейса: W6 2490
Аэропорт отправления: Аэропорт прибытия:
Москва — Внуково (Терминал А) (VKO) Будапешт (Терминал 2B) (BUD)
03.09.2019 10:05 03.09.2019 11:40`,
      'html',
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      reservationNumber: 'KVRZPT',
      reservationFor: {
        airline: { iataCode: 'W6' },
        flightNumber: '2490',
        departureAirport: { iataCode: 'VKO' },
        arrivalAirport: { iataCode: 'BUD' },
        departureTerminal: 'A',
        arrivalTerminal: '2B',
        departureTime: '2019-09-03T10:05:00',
        arrivalTime: '2019-09-03T11:40:00',
      },
    });
  });

  it('reads labels written in two languages, and a Russian day with its month named', () => {
    const found = read(`ЗАКАЗ / ORDER
8W31RB
РЕЙС / FLIGHT
UT 705
ВЫЛЕТ / DEPARTURE
Внуково (VKO) 4 мая 2020 10:55
ПРИЛЕТ / ARRIVAL
Тегель (TXL) 4 мая 2020 12:45`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      reservationNumber: '8W31RB',
      reservationFor: {
        flightNumber: '705',
        departureAirport: { iataCode: 'VKO' },
        arrivalAirport: { iataCode: 'TXL' },
        departureTime: '2020-05-04T10:55:00',
        arrivalTime: '2020-05-04T12:45:00',
      },
    });
  });

  it('gives nothing when the rows under a two-column heading do not split into a departure and an arrival', () => {
    expect(
      read(
        `Booking reference: KVRZPT
Flight: W6 2490
Departure: Arrival:
Moscow Vnukovo Budapest 03.09.2019 10:05`,
        'html',
      ),
    ).toEqual([]);
  });

  it("reads a reservation system's itinerary that names each end's city, then its airport, under labels of their own", () => {
    const itinerary = (passengers: string, seats: string) => `E-TICKET - Galileo Reference: 7KQ2ZD

Passenger(s):
${passengers}

FLIGHT: Vienna to Zurich (OS567) Vendor Locator: 4TRB9C
   Date:      March 09, 2017 (Thu)
   Departs:   07:05 hrs
   Airline:   Austrian
   Arrives:   08:35 hrs
   Flight:    OS567 (operated by Austrian)
   From:      Vienna,  Austria
   Airport:   VIE - Schwechat Intl, Terminal 3
   To:        Zurich,  Switzerland
   Airport:   ZRH - Zurich Arpt, Terminal info not found
   Class:     Economy (K)
   Seats:
${seats}

FLIGHT: Zurich to Vienna (OS566) Vendor Locator: 4TRB9C
   Date:      March 11, 2017 (Sat)
   Departs:   23:10 hrs
   Arrives:   00:40 hrs (March 12)
   Flight:    OS566 (operated by Austrian)
   From:      Zurich,  Switzerland
   Airport:   ZRH - Zurich Arpt, Terminal info not found
   To:        Vienna,  Austria
   Airport:   VIE - Schwechat Intl, Terminal 3
`;
    const one = read(itinerary('    HOLZER/MARTINAMS', '      HOLZER/MARTINAMS:  14C (Non-smoking)'));
    expect(flightTimes(one)).toEqual([
      ['567', '2017-03-09T07:05:00', '2017-03-09T08:35:00'],
      ['566', '2017-03-11T23:10:00', '2017-03-12T00:40:00'],
    ]);
    expect(one[0]).toMatchObject({
      reservationNumber: '7KQ2ZD',
      underName: { givenName: 'MARTINA', familyName: 'HOLZER' },
      reservationFor: {
        departureAirport: { iataCode: 'VIE', name: 'Schwechat Intl' },
        arrivalAirport: { iataCode: 'ZRH', name: 'Zurich Arpt' },
        departureTerminal: '3',
      },
      reservedTicket: { ticketedSeat: { seatNumber: '14C' } },
    });
    expect(one[0]?.reservationFor).not.toHaveProperty('arrivalTerminal');
    // Passengers printed two to a line are each their own; a seat printed after one name is not everybody's.
    const two = read(
      itinerary(
        '    HOLZER/MARTINAMS                     HOLZER/JAKOBMR',
        '      HOLZER/MARTINAMS:  14C (Non-smoking)\n      HOLZER/JAKOBMR:  14D (Non-smoking)',
      ),
    );
    expect(two.map((r) => (r.underName as { name: string }).name)).toEqual([
      'MARTINA HOLZER',
      'JAKOB HOLZER',
      'MARTINA HOLZER',
      'JAKOB HOLZER',
    ]);
    expect(two.every((r) => r.reservedTicket === undefined || !('ticketedSeat' in (r.reservedTicket as object)))).toBe(
      true,
    );
  });

  it("takes a ride's day from a line that gives only the day under the ride's label", () => {
    const itinerary = (day: string) => `Confirmation number: Q7WERT
Traveler: Maria Garcia

Flight  United Airlines 925
${day}
Depart  San Francisco (SFO)  10:30 AM  Terminal 3
Arrive  London (LHR)  4:55 AM +1  Terminal 2`;
    expect(flightTimes(read(itinerary('Mon, Jun 12, 2017')))).toEqual([
      ['925', '2017-06-12T10:30:00', '2017-06-13T04:55:00'],
    ]);
    // A line that is more than a day is no ride's day.
    expect(read(itinerary('Booked on Mon, Jun 12, 2017 by phone'))).toEqual([]);
  });

  it('reads flights whose departure and arrival stand side by side under the flight, a line each for days, times and places', () => {
    const receipt = (third: string) =>
      [
        'Confirmation Number:',
        'K7WQ2M',
        'Flight 1 of 2 UA88\t\tClass: United Economy (K)',
        'Fri, Mar 03, 2017\t\tSat, Mar 04, 2017',
        '11:15 PM\t\t05:40 PM',
        'Newark, NJ, US (EWR)\t\tBeijing, CN (PEK)',
        'Flight 2 of 2 UA89\t\tClass: United Economy (K)',
        'Fri, Mar 10, 2017\t\tFri, Mar 10, 2017',
        '01:00 PM      02:25 PM',
        third,
      ].join('\n');
    expect(flightTimes(read(receipt('Beijing, CN (PEK)\t\tNewark, NJ, US (EWR)')))).toEqual([
      ['88', '2017-03-03T23:15:00', '2017-03-04T17:40:00'],
      ['89', '2017-03-10T13:00:00', '2017-03-10T14:25:00'],
    ]);
    // Cells that are not two to a line give no sides.
    expect(flightTimes(read(receipt('Beijing, CN (PEK)\t\tto\t\tNewark, NJ, US (EWR)')))).toEqual([
      ['88', '2017-03-03T23:15:00', '2017-03-04T17:40:00'],
    ]);
  });

  it('takes the booking reference from the line under a heading row that names it first', () => {
    const mail = (heading: string, values: string) => `${heading}
${values}
Flight: LH 2036
Departure: Hamburg (HAM) 2017-03-06 07:10
Arrival: Munich (MUC) 2017-03-06 08:20`;
    expect(read(mail('Номер бронирования: Статус бронирования:', '7158264 ПОДТВЕРЖДЕНО'))[0]?.reservationNumber).toBe(
      '7158264',
    );
    expect(read(mail('Booking reference     Status', 'K7WQ2M     Confirmed'))[0]?.reservationNumber).toBe('K7WQ2M');
    // A heading that holds a number, or a lone word under it, names no reference.
    expect(read(mail('Booking reference 2 of 3', 'K7WQ2M     Confirmed'))).toEqual([]);
    expect(read(mail('Booking reference     Status', 'Confirmed'))).toEqual([]);
  });

  it("reads a time printed with its zone's abbreviation, and a car's pick-up and drop-off under date-and-time labels", () => {
    const flight = read(`Booking Reference: QX7TZ2
Flight Number: UA1234
Date: March 3, 2017
Route: San Francisco (SFO) to New York (JFK)
Departure Time: 8:00 AM PST
Arrival Time: 4:30 PM EST`);
    expect(flightTimes(flight)).toEqual([['1234', '2017-03-03T08:00:00', '2017-03-03T16:30:00']]);
    const car = read(`Confirmation Number: H98234761
Rental Company: Hertz
Pick-up Location: Denver International Airport (DEN)
Pick-up Date & Time: March 3, 2017, 10:00 AM
Drop-off Location: Denver International Airport (DEN)
Drop-off Date and Time: March 7, 2017, 10:00 AM
Driver: Michael Brown`);
    expect(car[0]).toMatchObject({ pickupTime: '2017-03-03T10:00:00', dropoffTime: '2017-03-07T10:00:00' });
  });

  it('reads a train named by its number and service on a line of its own, under its day', () => {
    const found = read(`Reservation Number: 1A2B3C

Train 171 Northeast Regional
Fri, Mar 3, 2017
Depart: New York, NY - Penn Station 8:05 AM
Arrive: Washington, DC - Union Station 11:30 AM
Passenger: Mark Lee`);
    expect(found[0]?.reservationFor).toMatchObject({
      trainNumber: '171',
      departureTime: '2017-03-03T08:05:00',
      arrivalTime: '2017-03-03T11:30:00',
    });
  });

  it('reads a ride whose line gives its vehicle, route, day and times as a range', () => {
    const found = read(`Booking ref: ZK8P2Q
Flight 1: BA 117 London Heathrow (LHR) → New York (JFK), 12 Mar 2017 08:25 – 11:20
Flight 2: BA 112 New York (JFK) → London Heathrow (LHR), 19 Mar 2017 18:30 – 06:40 (+1)`);
    expect(flightTimes(found)).toEqual([
      ['117', '2017-03-12T08:25:00', '2017-03-12T11:20:00'],
      ['112', '2017-03-19T18:30:00', '2017-03-20T06:40:00'],
    ]);
  });

  it('gives a sailing dated under its own label the route printed above it', () => {
    const found = read(`Booking reference: DFT4471
Route: Dover to Calais
Sailing: 14 April 2017, 10:40
Arrival: 14 April 2017, 13:10
Lead passenger: Sarah Jones`);
    expect(found[0]).toMatchObject({
      '@type': 'BoatReservation',
      reservationFor: {
        departureBoatTerminal: { name: 'Dover' },
        arrivalBoatTerminal: { name: 'Calais' },
        departureTime: '2017-04-14T10:40:00',
        arrivalTime: '2017-04-14T13:10:00',
      },
    });
  });

  it('names a stay after the place a sentence says it is at, when no label names it', () => {
    const stay = (sentence: string) => `${sentence}

Confirmation number: 77120934
Guest name: David Miller
Check-in: Mon 13 Mar 2017 (after 2 pm)
Check-out: Wed 15 Mar 2017 (before 11 am)
Address: 1 Quay Street, Bristol BS1 4QA, United Kingdom`;
    expect(read(stay('Your stay at The Harbour Hotel is confirmed'))[0]?.reservationFor).toMatchObject({
      name: 'The Harbour Hotel',
    });
    expect(read(stay('Thank you for booking with us'))).toEqual([]);
  });

  it('names a stay a headline says the booking is confirmed at, not the cell that counts its nights above the address', () => {
    const found = read(`Thanks! Your booking is confirmed at Example Hotel Amsterdam

Confirmation: 9999999999 PIN: 0000

Reservation details
Check-in Friday, 19 July 2024 (from 15:00)
Check-out Sunday, 21 July 2024 (until 11:00)
Your reservation 2 nights, 1 room
Location 1 Example Street, Amsterdam, 1011 AB, Netherlands Phone +31 20 1234567`);
    expect(found.map((r) => (r.reservationFor as { name?: string }).name)).toEqual(['Example Hotel Amsterdam']);
  });

  it('reads a table printed as a card: the restaurant with its address, the day and time, the party', () => {
    const card = (party: string) => `Your table is booked!

The Ivy, 1-5 West Street, London WC2H 9NQ
Thursday 16 March 2017 at 19:45
${party}

Booking reference: IVY-884213`;
    expect(read(card('Table for 2'))[0]).toMatchObject({
      '@type': 'FoodEstablishmentReservation',
      startTime: '2017-03-16T19:45:00',
      partySize: 2,
      reservationFor: { name: 'The Ivy', address: { streetAddress: '1-5 West Street', addressLocality: 'London' } },
    });
    // Without its party's line the card is no table's.
    expect(read(card('See you soon'))).toEqual([]);
  });

  it('names a tour after the title printed above its day and meeting point, when the document books nothing else', () => {
    const tour = (extra: string) => `Your booking is confirmed

Sunset Kayak Tour in Lisbon
Date: Friday, 14 April 2017
Time: 18:30
Meeting point: Doca de Santo Amaro, Lisbon
Participants: 2 adults
Booking reference: GYG7Q2KXZ
${extra}`;
    expect(read(tour(''))[0]).toMatchObject({
      '@type': 'EventReservation',
      reservationFor: { name: 'Sunset Kayak Tour in Lisbon', startDate: '2017-04-14T18:30:00' },
    });
    // A document that books a stay too gives its title to no event.
    expect(read(tour('Check-in: 14 April 2017\nCheck-out: 16 April 2017')).map((r) => r['@type'])).not.toContain(
      'EventReservation',
    );
  });

  it('takes no label printed alone over an address for the name of the place there', () => {
    const found = read(`Confirmation code: HMQ4X2B9ZT
Check-in: Fri, 16 Jun 2017
Checkout: Mon, 19 Jun 2017
Address
Rua dos Remédios 45, 1100-441 Lisboa, Portugal`);
    expect(found.map((r) => (r.reservationFor as { name?: string }).name)).not.toContain('Address');
  });

  it("reads a receipt laid out in columns: the stay under its headings, its address going on after a comma, the guest's one name", () => {
    const found = read(`PAYMENT RECEIPT

Guest Name:  Priya                                                       Date: 01/03/2017

 Hotel Details                                          Check In            Check Out            Rooms
 Lotus 4412 Residency Adyar,                            14/03/2017          16/03/2017           1
 12, Gandhi Nagar Main Road, Adyar, Chennai
                                                        Booking ID          Payment Mode
                                                        KQZP7731            Cash at Hotel

    Address                                             IFSC CODE
    HDFC0000003`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      reservationNumber: 'KQZP7731',
      underName: { name: 'Priya' },
      checkinTime: '2017-03-14',
      checkoutTime: '2017-03-16',
      reservationFor: {
        name: 'Lotus 4412 Residency Adyar',
        address: { streetAddress: '12, Gandhi Nagar Main Road, Adyar', addressLocality: 'Chennai' },
      },
    });
  });

  it('reads a transfer or taxi: picked up at a place and time, set down at a place, in a document that speaks of one', () => {
    const ride = (heading: string) => `${heading}

Booking reference: TRF-558120
Passenger: Laura Becker
Pick-up: Lisbon Airport (LIS), Arrivals Hall
Pick-up time: 14 March 2017, 15:30
Drop-off: Hotel Avenida Palace, Rua Augusta 123, Lisbon`;
    expect(read(ride('Your airport transfer is confirmed'))[0]).toMatchObject({
      '@type': 'TaxiReservation',
      pickupTime: '2017-03-14T15:30:00',
      pickupLocation: { name: 'Lisbon Airport (LIS), Arrivals Hall' },
      dropoffLocation: { name: 'Hotel Avenida Palace, Rua Augusta 123, Lisbon' },
    });
    // A street named after a day is the drop-off's whole address, not a day taken out of it.
    expect(
      read(`Your airport transfer is confirmed
Booking reference: TRF-558121
Pick-up: Lisbon Airport (LIS)
Pick-up time: 14 March 2017, 15:30
Drop-off: Hotel Tivoli, Rua 1 de Dezembro 120`)[0],
    ).toMatchObject({ dropoffLocation: { name: 'Hotel Tivoli, Rua 1 de Dezembro 120' } });
    // Without a word for a transfer or taxi, a pick-up and drop-off without a car hire's company books nothing.
    expect(read(ride('Your booking is confirmed'))).toEqual([]);
  });

  it('reads a transfer set down at an address longer than a place name: a name, a street with its number, a town', () => {
    const transfer = (dropoff: string) =>
      read(`Your airport transfer is confirmed
Booking reference: TRF-558122
Pick-up: Lisbon Airport (LIS)
Pick-up time: 14 March 2017, 15:30
Drop-off: ${dropoff}`);
    expect(transfer('Hotel Miramar Sul Lisboa, Rua 1º de Dezembro 123, Lisboa')[0]).toMatchObject({
      '@type': 'TaxiReservation',
      dropoffLocation: { name: 'Hotel Miramar Sul Lisboa, Rua 1º de Dezembro 123, Lisboa' },
    });
    // A sentence of as many words that only ends at an address is no place.
    expect(transfer('Our driver will leave you at the door of Rua Augusta 123, Lisboa')).toEqual([]);
  });

  it("reads a cinema ticket in Spanish printed from a mail, whose header's address is no end of a journey", () => {
    const found = read(`TUS ENTRADAS
  Cinesa <info@cinema.example>                                        11 March 2017 at 16:26
  To: ana.lopez@example.com
           Ref. de reserva:                                           WR36L8D
             Cine:                                                    Proyecciones
             Película:                                                Gladiator II
             Hora:                                                    21:45
             Fecha:                                                   11/03/2017`);
    expect(found[0]).toMatchObject({
      '@type': 'EventReservation',
      reservationNumber: 'WR36L8D',
      reservationFor: { name: 'Gladiator II', startDate: '2017-03-11T21:45:00', location: { name: 'Proyecciones' } },
    });
  });

  it('reads a sailing under port labels, a label with a remark in brackets, and no heading row as a passenger', () => {
    const found = read(`Reservation Number (Web check-in): B2600378709
Customer name: Ana Lopez
   Departure Port: Montevideo                                  Date of travel: 30/03/2017                Departure Time: 11:00
   Arrival Port: Buenos Aires                                  Open: No
    Passenger                                    Tariff                                        Ticket No
                   Ana Lopez                     ECONOMICA                                     B2600378709010001`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      '@type': 'BoatReservation',
      reservationNumber: 'B2600378709',
      underName: { name: 'Ana Lopez' },
      reservationFor: {
        departureBoatTerminal: { name: 'Montevideo' },
        arrivalBoatTerminal: { name: 'Buenos Aires' },
        departureTime: '2017-03-30T11:00:00',
      },
    });
  });

  it("reads a rail ticket sent as a text message: its day and fare, the train, each end led by its side's word", () => {
    const found = read(`12 mar 07:15 FÖRKÖPT ENKEL
KARIN BERG, Vuxen
Snabbtåg, Tåg 531
Avg Stockholm C 07:15
Ank Göteborg C 10:20
2 Kl
Vagn 4 Plats 12
Biljnr QKZ4471A0001`);
    expect(found[0]).toMatchObject({
      '@type': 'TrainReservation',
      reservationNumber: 'QKZ4471A0001',
      reservationFor: {
        trainNumber: '531',
        departureStation: { name: 'Stockholm C' },
        arrivalStation: { name: 'Göteborg C' },
        departureTime: '2017-03-12T07:15:00',
        arrivalTime: '2017-03-12T10:20:00',
      },
    });
  });

  it(
    'reads a text-message ticket whose day is written in digits without its year before the Nordic clock word',
    () => {
      const ticket = (day: string) =>
        read(`${day}
ÅRSKORT
KARIN BERG
Avg. Stockholm C 07.15
Ank. Göteborg C 10.20
Tåg 531
Bilj.nr QKZ4471A0002`);
      expect(ticket('14/03 kl 07:15').map((r) => r.reservationFor)).toMatchObject([
        {
          trainNumber: '531',
          departureStation: { name: 'Stockholm C' },
          departureTime: '2017-03-14T07:15:00',
          arrivalTime: '2017-03-14T10:20:00',
        },
      ]);
      // Without the clock's word, a day that could be a month as well is not taken for one.
      expect(ticket('04/03 07:15')).toEqual([]);
    },
    STATION_DATA_MS,
  );

  it("reads a bus's service number under a label of its own, or on the line under the ride's arrival", () => {
    const labelled = read(`Booking reference: QX72KD
Passenger: Ruth Ellery
Depart: Leeds Bus Station 18/03/2017 09:15
Arrive: Edinburgh Bus Station 18/03/2017 10:40
Service: X43
Thank you for travelling by bus with us.`);
    expect(labelled).toMatchObject([{ '@type': 'BusReservation', reservationFor: { busNumber: 'X43' } }]);
    const underArrival = read(`Booking number: 55102938
Passenger: Ruth Ellery
Outbound: Sat, 18.03.2017
09:15  Leeds Bus Station
10:40  Edinburgh Bus Station
Line X43 · Seat 7A
Be at the bus stop 15 minutes early.`);
    expect(underArrival).toMatchObject([{ '@type': 'BusReservation', reservationFor: { busNumber: 'X43' } }]);
    // A number under another label, or a service that holds no number, numbers no bus.
    const unnumbered = read(`Booking reference: QX72KD
Passenger: Ruth Ellery
Depart: Leeds Bus Station 18/03/2017 09:15
Arrive: Edinburgh Bus Station 18/03/2017 10:40
Service: Express
Coach: 4
Thank you for travelling by bus with us.`);
    expect(unnumbered).toMatchObject([{ '@type': 'BusReservation' }]);
    expect(unnumbered[0]?.reservationFor).not.toHaveProperty('busNumber');
  });

  it("reads a bus labelled under a timetable's stops led by their clocks as the ride's number", () => {
    const ticket = (under: string) =>
      read(
        `Booking number: 55102938
Sat 18 Mar 2017
09:15 Leeds Bus Station
10:40 Edinburgh Bus Station
${under}
Be at the bus stop 15 minutes early.`,
        'html',
      );
    expect(ticket('Bus 2204 · Passenger: Ruth Ellery')).toMatchObject([
      {
        '@type': 'BusReservation',
        underName: { name: 'Ruth Ellery' },
        reservationFor: {
          busNumber: '2204',
          departureBusStop: { name: 'Leeds Bus Station' },
          departureTime: '2017-03-18T09:15:00',
        },
      },
    ]);
    // A vehicle of another kind than the ride's numbers none.
    expect(ticket('Train 2204 · Passenger: Ruth Ellery')).toEqual([]);
  });

  it('names a bus ride after the company that sends the mail, with the word for a bus it prints after the name', () => {
    const ride = (senderName: string, closing: string) =>
      readSentBy(
        senderName,
        `Booking reference: QX72KD
Passenger: Ruth Ellery
Depart: Leeds Bus Station 18/03/2017 09:15
Arrive: Edinburgh Bus Station 18/03/2017 10:40
${closing}`,
      );
    const trip = (found: Reservation[]) => found[0]?.reservationFor as Record<string, unknown> | undefined;
    expect(trip(ride('Pennine Coaches', 'Thank you for choosing Pennine Coaches, your bus company.'))?.busName).toBe(
      'Pennine Coaches',
    );
    expect(trip(ride('Moorlink', 'Your Moorlink Bus booking is confirmed.'))?.busName).toBe('Moorlink Bus');
    // A name the text never prints, or the traveller's own, names no bus.
    expect(trip(ride('Moorlink', 'Your bus booking is confirmed.'))?.busName).toBeUndefined();
    expect(trip(ride('Ruth Ellery', 'Your bus booking is confirmed.'))?.busName).toBeUndefined();
  });

  it("reads a bus ticket sent as a text message: its code on the first line, the line's number above stops led by their clocks", () => {
    const found = read(`4KXBQRT-1
1 Vuxen den 14 mars 2017
Linje 812
07:40 UPPSALA Centralstation - 
09:05 STOCKHOLM Cityterminalen
Välkommen ombord!`);
    expect(found).toMatchObject([
      {
        '@type': 'BusReservation',
        reservationNumber: '4KXBQRT-1',
        reservationFor: {
          busNumber: '812',
          departureBusStop: { name: 'UPPSALA Centralstation' },
          arrivalBusStop: { name: 'STOCKHOLM Cityterminalen' },
          departureTime: '2017-03-14T07:40:00',
          arrivalTime: '2017-03-14T09:05:00',
        },
      },
    ]);
    // A line named between two stops is the ride's between them: it is not given to the stops after it.
    expect(
      read(`4KXBQRT-1
1 Vuxen den 14 mars 2017
07:40 UPPSALA Centralstation
Linje 812
09:05 STOCKHOLM Cityterminalen
10:30 SÖDERTÄLJE Centrum`),
    ).toEqual([]);
    // A city pass valid until a time names no ride.
    expect(
      read(`K-B 10:05 41
biljett giltig till 10:05 2017-03-14
Helt pris 30 kr
0912K07753B21XY88`),
    ).toEqual([]);
  });

  it("takes no day under a reference's label for the booking's code", () => {
    const tickets = (reference: string) =>
      read(`Ihre Tickets

Zur Buchung
${reference}

Veranstaltung: Sommerkonzert im Park
Datum: 12.05.2017
Uhrzeit: 19:30
Veranstaltungsort: Stadthalle Graz`);
    expect(tickets('12.05.2017')).toEqual([]);
    expect(tickets('2017-05-12')).toEqual([]);
    expect(tickets('12-34-56').map((r) => r.reservationNumber)).toEqual(['12-34-56']);
  });
});

describe('the labelled-facts reader, on a route of two stations with its times below', () => {
  /** Each train's number, stations and times, in order. */
  const trains = (found: readonly Reservation[]) =>
    found.map((r) => {
      const trip = r.reservationFor as Record<string, Record<string, string> | string>;
      const name = (end: unknown) => (end as Record<string, string> | undefined)?.name ?? '';
      return [
        r['@type'],
        trip.trainNumber,
        name(trip.departureStation),
        name(trip.arrivalStation),
        trip.departureTime,
        trip.arrivalTime,
      ];
    });
  const EUSTON_MANCHESTER = [
    'TrainReservation',
    '133',
    'London Euston',
    'Manchester Piccadilly',
    '2026-11-13T09:00:00',
    '2026-11-13T11:52:00',
  ];

  it(
    'reads the stations of the route line and the times of the departure and arrival labels under it',
    () => {
      const text = [
        'Booking reference: KX7P2L',
        'London Euston – Manchester Piccadilly',
        'Date: Fri 13 Nov 2026',
        'Train: 133',
        'Departs: 09:00',
        'Arrives: 11:52',
      ].join('\n');
      expect(trains(read(text))).toEqual([EUSTON_MANCHESTER]);
    },
    STATION_DATA_MS,
  );

  it('reads a departure and an arrival time printed on one line, each after its word', () => {
    const text = [
      'Booking reference: KX7P2L',
      'London Euston – Manchester Piccadilly',
      'Date: Fri 13 Nov 2026',
      'Train: 133',
      'Dep 09:00 Arr 11:52',
    ].join('\n');
    expect(trains(read(text))).toEqual([EUSTON_MANCHESTER]);
  });

  it('reads the day and the train printed together on the line under the route', () => {
    const text = [
      'Booking reference: KX7P2L',
      'London Euston – Manchester Piccadilly',
      'Fri 13 Nov 2026 Train 133',
      'Departs: 09:00',
      'Arrives: 11:52',
    ].join('\n');
    expect(trains(read(text))).toEqual([EUSTON_MANCHESTER]);
    const swedish = [
      'Bokningsnummer: TKZ7284',
      'Stockholm C – Göteborg C',
      'tis 20 okt 2026 SJ Snabbtåg 421',
      'Avg 07:21 Ank 10:25',
    ].join('\n');
    expect(trains(read(swedish))).toEqual([
      ['TrainReservation', '421', 'Stockholm C', 'Göteborg C', '2026-10-20T07:21:00', '2026-10-20T10:25:00'],
    ]);
  });

  it('reads Danish and Norwegian labels: the order or booking number, the traveller, the train and its times', () => {
    const danish = [
      'Ordrenummer: 648203917',
      'København H – Aarhus H',
      'fre. 13. nov. 2026 IC 133',
      'Afgang 09:00 Ankomst 11:52',
      'Rejsende: Mads Jensen',
    ].join('\n');
    const [dsb] = read(danish);
    expect(trains(read(danish))).toEqual([
      ['TrainReservation', 'IC 133', 'København H', 'Aarhus H', '2026-11-13T09:00:00', '2026-11-13T11:52:00'],
    ]);
    expect(dsb).toMatchObject({ reservationNumber: '648203917', underName: { name: 'Mads Jensen' } });
    const norwegian = [
      'Bestillingsnummer: VY8KQ2MD',
      'Bergen stasjon – Oslo S',
      'Dato: 12.12.2026',
      'Tog: F4 603',
      'Avgang: 08:25',
      'Ankomst: 15:14',
      'Reisende: Ingrid Hansen',
    ].join('\n');
    expect(read(norwegian)).toMatchObject([
      {
        reservationNumber: 'VY8KQ2MD',
        underName: { name: 'Ingrid Hansen' },
        reservationFor: { trainNumber: 'F4 603', departureTime: '2026-12-12T08:25:00' },
      },
    ]);
  });
});

describe('a car hire whose company is not labelled', () => {
  const hire = [
    'Booking reference: QX-40218',
    'Driver: Tomas Berg',
    'Pick-up: Harbour Road Depot, 4 May 2017 09:00',
    'Return: Harbour Road Depot, 8 May 2017 17:00',
    'Vehicle: Opel Corsa or similar',
    'Insurance: Northwind Cover',
  ].join('\n');

  it("takes the sender's name as its company when the text prints it and the car is named", () => {
    const [car] = readLabelledBooking({
      kind: 'text',
      text: `Fjordcar\n\n${hire}`,
      date: sent,
      senderName: 'Fjordcar',
    });
    expect(car).toMatchObject({
      '@type': 'RentalCarReservation',
      reservationFor: { name: 'Opel Corsa or similar', rentalCompany: { name: 'Fjordcar' } },
    });
    // A sender the text does not print is none.
    expect(readLabelledBooking({ kind: 'text', text: hire, date: sent, senderName: 'Fjordcar' })).toEqual([]);
  });

  it("takes the brand of the sender's domain over another brand its text names", () => {
    const [car] = readLabelledBooking({
      kind: 'text',
      text: `${hire}\nCover by Keddy`,
      date: sent,
      from: 'bookings@mail.sixt.example',
    });
    expect(car).toMatchObject({ reservationFor: { rentalCompany: { name: 'Sixt' } } });
  });

  it('reads a pick-up and a return set out as blocks of labelled lines under their headings', () => {
    const [car] = read(`Buchungsnummer: 55120987
Mietwagenfirma: Sixt

Abholung
Station: Leipzig Hauptbahnhof
Datum/Uhrzeit: 12.03.2017 08:30

Rückgabe
Station: Dresden Flughafen
Datum/Uhrzeit: 15.03.2017 18:00`);
    expect(car).toMatchObject({
      pickupLocation: { name: 'Leipzig Hauptbahnhof' },
      pickupTime: '2017-03-12T08:30:00',
      dropoffLocation: { name: 'Dresden Flughafen' },
      dropoffTime: '2017-03-15T18:00:00',
    });
  });
});

describe('labels of stays, events and car hires in more wordings', () => {
  it('reads a hostel, the day one leaves and the name a reservation is under', () => {
    const [stay] = read(`Booking reference: HX7781
Hostel: Harbour Bunks Leith
Arrive: 12 March 2017
Leave: 14 March 2017
Reservation Name: Ben Ortiz`);
    expect(stay).toMatchObject({
      '@type': 'LodgingReservation',
      reservationFor: { name: 'Harbour Bunks Leith' },
      checkoutTime: '2017-03-14',
      underName: { name: 'Ben Ortiz' },
    });
  });

  it('reads a German house and its guest name', () => {
    const [stay] = read(`Buchungsnummer: 7712044
Haus: Elbe Herberge Dresden
Anreise: 12.03.2017
Abreise: 14.03.2017
Gastname: Lena Voss`);
    expect(stay).toMatchObject({ reservationFor: { name: 'Elbe Herberge Dresden' }, underName: { name: 'Lena Voss' } });
  });

  it("reads an order's code and its attendee, and in German the one who ordered", () => {
    const event = `Event: Harbour Jazz Night
Date: 18 March 2017 20:00
Venue: Dock Hall`;
    expect(read(`Order code: QX81\nAttendee: Ana Silva\n${event}`)).toMatchObject([
      { reservationNumber: 'QX81', underName: { name: 'Ana Silva' } },
    ]);
    expect(read(`Bestellnummer: 5521\nBesteller: Jan Roth\n${event}`)).toMatchObject([
      { underName: { name: 'Jan Roth' } },
    ]);
  });

  it("reads a car's class as its car", () => {
    const [car] = read(`Booking reference: RC-5501
Rental company: Sixt
Pick-up: Leith Depot, 14 May 2017 09:00
Return: Leith Depot, 18 May 2017 17:00
Car class: Economy - Kia Picanto`);
    expect(car).toMatchObject({ reservationFor: { name: 'Economy - Kia Picanto' } });
  });
});

describe('events printed in more ways', () => {
  it('ends an event when its day writes a span of time', () => {
    const [event] = read(`Order number: EV-3381
Event: Harbour Data Summit
Date: Tue, Mar 14, 2017 09:00 - Wed, Mar 15, 2017 17:30
Venue: Dock Hall`);
    expect(event?.reservationFor).toMatchObject({
      startDate: '2017-03-14T09:00:00',
      endDate: '2017-03-15T17:30:00',
    });
  });

  it("reads a venue's town printed after its name", () => {
    const [event] = read(`Bestellnummer: 5521
Veranstaltung: Hafenkonzert
Datum: 18.03.2017, 20:00 Uhr
Veranstaltungsort: Stadthalle, Hamburg`);
    expect(event?.reservationFor).toMatchObject({
      location: { name: 'Stadthalle', address: { addressLocality: 'Hamburg' } },
    });
  });

  it("reads a tour's title above its booking reference and labelled day", () => {
    const [tour] = read(`Harbour Kayak Tour at Sunset

Booking reference: TK-55102
Date: Sat, Mar 18, 2017
Time: 6:15 PM
Meeting point: Pier 4, Leith`);
    expect(tour?.reservationFor).toMatchObject({ name: 'Harbour Kayak Tour at Sunset' });
  });

  it('reads an event whose title, day and venue stand on lines of their own', () => {
    const lines = [
      'Order #448120937',
      '',
      'The Copper Owls - Spring Tour',
      'Sat 18 Mar 2017 - 19:30',
      'Usher Hall, Edinburgh',
      'Name: Ana Silva',
      'Seats: Row M 14',
    ];
    expect(read(lines.join('\n'))).toMatchObject([
      {
        reservationNumber: '448120937',
        reservationFor: {
          name: 'The Copper Owls - Spring Tour',
          startDate: '2017-03-18T19:30:00',
          location: { name: 'Usher Hall', address: { addressLocality: 'Edinburgh' } },
        },
      },
    ]);
    // A route between towns the data knows is no event's title.
    const route = lines.map((line) => (line.startsWith('The Copper') ? 'Edinburgh - Glasgow' : line));
    expect(read(route.join('\n'))).toEqual([]);
  });

  it('reads such an event when the reference is the only fact it labels', () => {
    const card = [
      'Order # 448120937',
      'The Copper Owls - Spring Tour',
      'Sat 18 Mar 2017 - 19:30',
      'Usher Hall, Edinburgh',
    ];
    expect(read(card.join('\n'))).toMatchObject([
      {
        reservationNumber: '448120937',
        reservationFor: { name: 'The Copper Owls - Spring Tour', location: { name: 'Usher Hall' } },
      },
    ]);
    // Without its venue and town under the day, the two lines are no event.
    expect(read(card.slice(0, 3).join('\n'))).toEqual([]);
  });
});

describe('stays printed in more ways', () => {
  it("names a chain's hotel labelled by its site alone after the chain that sends the mail", () => {
    const stay = (senderName: string, hotel: string) =>
      readSentBy(
        senderName,
        `${senderName}
Booking reference: QH20RK
Hotel: ${hotel}
Arrive: Friday 17 March 2017
Leave: Sunday 19 March 2017
Lead guest: Ruth Ellery`,
      )[0]?.reservationFor as Record<string, unknown> | undefined;
    expect(stay('Harbour Inn', 'Leith Docks (Ocean Drive)')?.name).toBe('Harbour Inn Leith Docks (Ocean Drive)');
    // A name with a word for lodging of its own, a group's plural, or a sender that is no chain keeps the label's.
    expect(stay('Harbour Inn', 'Leith Docks Hotel')?.name).toBe('Leith Docks Hotel');
    expect(stay('Harbour Hotels', 'Leith Docks')?.name).toBe('Leith Docks');
    expect(stay('Trip Planner', 'Leith Docks')?.name).toBe('Leith Docks');
  });

  it("takes a departure's time as the check-out's and an arrival's as the check-in's", () => {
    const [stay] = read(`Localizador: 8TG2K
Hotel: Hotel Mirador del Puerto
Fecha de entrada: 14/03/2017
Fecha de salida: 16/03/2017
Hora de llegada: desde las 14:00
Hora de salida: hasta las 11:00`);
    expect(stay).toMatchObject({ checkinTime: '2017-03-14T14:00:00', checkoutTime: '2017-03-16T11:00:00' });
  });

  it("names a rented home by its title above the line naming its host, its guest's party count no name", () => {
    const [stay] = read(`Your stay is booked

Stone cottage by the harbour
Entire cottage hosted by Morag

Confirmation code: HX88QZ
Check-in: Fri, Mar 17, 2017, 4:00 PM
Checkout: Mon, Mar 20, 2017, 10:00 AM
Reserved for: Ewan Reid, 2 adults`);
    expect(stay).toMatchObject({
      reservationFor: { name: 'Stone cottage by the harbour' },
      underName: { name: 'Ewan Reid' },
    });
  });

  it("keeps a hotel's word in the name printed whole in bold", () => {
    const html = `<p>Booking reference: 88120</p><div><strong>Hotel Harbour View Leith</strong></div>
<p>Check-in: 17 March 2017</p><p>Check-out: 19 March 2017</p>`;
    const [stay] = readLabelledBooking({ kind: 'html', text: htmlToPlainText(html), html, date: sent });
    expect(stay).toMatchObject({ reservationFor: { name: 'Hotel Harbour View Leith' } });
  });
});

describe('rides booked in an app', () => {
  const ride = (text: string, senderName?: string) =>
    readLabelledBooking({ kind: 'text', text, date: sent, ...(senderName ? { senderName } : {}) });

  it("reads a scheduled ride as its sender's, the one greeted its passenger, its pick-up window's first time", () => {
    const text = `Hi Moira, your ride is scheduled.

Pickup window: Fri, Mar 17, 2017, 6:10 AM – 6:20 AM
Pickup: 12 Queen Street, Edinburgh, EH2 1JE
Destination: Edinburgh Airport (EDI), Edinburgh, EH12 9DN
Ride ID: 55012873

Sent by Kelpie Rides Ltd.`;
    expect(ride(text, 'Kelpie')).toMatchObject([
      {
        '@type': 'TaxiReservation',
        reservationNumber: '55012873',
        underName: { name: 'Moira' },
        pickupTime: '2017-03-17T06:10:00',
        pickupLocation: { name: '12 Queen Street, Edinburgh, EH2 1JE' },
        provider: { name: 'Kelpie' },
      },
    ]);
    // A ride nobody names is not read.
    expect(ride(text)).toEqual([]);
  });

  it('reads a receipt whose pick-up gives its time alone under a labelled day, its rider named closing the headline', () => {
    const text = `Thanks for riding with Kelpie, Moira!
Ride ID: 77120945
Date: 17 Mar 2017
Pickup: 08:12 · The Balmoral, 1 Princes Street, Edinburgh, EH2 2EQ
Drop-off: 08:31 · Waverley Station, Edinburgh, EH1 1BB`;
    expect(ride(text, 'Kelpie')).toMatchObject([
      { pickupTime: '2017-03-17T08:12:00', underName: { name: 'Moira' }, provider: { name: 'Kelpie' } },
    ]);
    // "…to Paris, France": a country closing the headline names nobody.
    const [trip] = ride(
      text.replace('Thanks for riding with Kelpie, Moira!', 'Your Kelpie ride to Paris, France'),
      'Kelpie',
    );
    expect(trip).toBeDefined();
    expect(trip?.underName).toBeUndefined();
  });
});

describe('tables printed in more ways', () => {
  it('names a table by the title above its day on a card of lines, before a word for a restaurant in it', () => {
    const [table] = read(`Your table is booked

Nonna Trattoria Leith
Friday, March 17, 2017 at 7:45 PM
Party of 3

Confirmation #55120934
4 Shore Street, Edinburgh, EH6 6QW`);
    expect(table).toMatchObject({
      '@type': 'FoodEstablishmentReservation',
      reservationNumber: '55120934',
      startTime: '2017-03-17T19:45:00',
      partySize: 3,
      reservationFor: { name: 'Nonna Trattoria Leith' },
    });
  });

  it("takes the name printed between a card's party and its reference as the guest's", () => {
    const card = (guest: string) =>
      read(`Your table is booked

Nonna Trattoria Leith
Friday, March 17, 2017 at 7:45 PM
Party of 3

${guest}
Confirmation #55120934`)[0];
    expect(card('Moira Dunbar')?.underName).toEqual({ '@type': 'Person', name: 'Moira Dunbar' });
    // A line that is no name of capitalised words names no guest.
    expect(card('see you soon')?.underName).toBeUndefined();
    expect(card('Window Seat 12')?.underName).toBeUndefined();
  });

  it('reads a table confirmed with no reference when its day, time and party are labelled', () => {
    const lines = ['The Copper Kettle', '12 Dock Street, Leith, EH6 6EY', 'Date: Fri, Mar 17, 2017', 'Time: 8:00 PM'];
    const [table] = read([...lines, 'Party Size: 2 Guests', 'Name: Isla Grant'].join('\n'));
    expect(table).toMatchObject({
      reservationFor: { name: 'The Copper Kettle' },
      startTime: '2017-03-17T20:00:00',
      underName: { name: 'Isla Grant' },
    });
    expect(table?.reservationNumber).toBeUndefined();
    // Without its party labelled it is no table.
    expect(read([...lines, 'Name: Isla Grant'].join('\n'))).toEqual([]);
  });
});

describe('sailings printed under their direction', () => {
  it("reads a ferry's route after its direction's label, over departure and arrival labels that give only times", () => {
    const found = read(`Booking reference: 55012877
Lead passenger: Ewan Reid
Outbound: Dover - Calais

Depart: Fri 17 Mar 2017 09:55
Arrive: Fri 17 Mar 2017 10:45
Ship: Spirit of Kent`);
    expect(found).toMatchObject([
      {
        '@type': 'BoatReservation',
        reservationFor: {
          name: 'Spirit of Kent',
          departureBoatTerminal: { name: 'Dover' },
          arrivalBoatTerminal: { name: 'Calais' },
          departureTime: '2017-03-17T09:55:00',
        },
      },
    ]);
    // Under a route's own label it is read once, as labelled.
    const labelled = `Booking reference: 55012877\nRoute: Dover - Calais\nDepart: Fri 17 Mar 2017 09:55\nArrive: Fri 17 Mar 2017 10:45\nShip: Spirit of Kent`;
    expect(read(labelled)).toHaveLength(1);
  });
});

describe('the labelled-facts reader, on rides that name no vehicle and no kind', () => {
  it(
    'reads rides between stations the data knows by their full names as trains',
    () => {
      const rides = read(`Booking reference: QP77RT
Outward - Mon 16 Mar 2026
From: Leeds 06:45
To: London Kings Cross 09:02 Platform 3
Return - Fri 20 Mar 2026
From: London Kings Cross 18:33
To: York 20:29`);
      expect(rides).toEqual([]);
      const named = read(`Booking reference: QP77RT
Outward - Mon 16 Mar 2026
From: Edinburgh Waverley 06:45
To: London Kings Cross 11:02 Platform 3
Return - Fri 20 Mar 2026
From: London Kings Cross 18:33
To: Edinburgh Waverley 22:51`);
      expect(
        named.map((r) => {
          const trip = r.reservationFor as Record<string, { name?: string } | string>;
          return [
            r['@type'],
            (trip.departureStation as { name: string }).name,
            trip.departureTime,
            trip.arrivalPlatform,
          ];
        }),
      ).toEqual([
        ['TrainReservation', 'Edinburgh Waverley', '2026-03-16T06:45:00', '3'],
        ['TrainReservation', 'London Kings Cross', '2026-03-20T18:33:00', undefined],
      ]);
    },
    STATION_DATA_MS,
  );

  it('leaves rides that name no vehicle between a town and a stop the data knows by part of its name', () => {
    expect(
      read(`Booking reference: QP77RT
Outward - Mon 16 Mar 2026
From: Madrid - Estación Sur 08:00
To: Valencia 12:10`),
    ).toEqual([]);
  });

  it(
    'dates each ride by the day after the label of its journey, outward or return',
    () => {
      const rides = read(`Booking reference: QP77RT
Outbound journey – Mon 16 Mar 2026
From: Edinburgh Waverley 06:45
To: London Kings Cross 11:02
Return journey: Fri 20 Mar 2026
From: London Kings Cross 18:33
To: Edinburgh Waverley 22:51`);
      expect(rides.map((r) => (r.reservationFor as Record<string, unknown>).departureTime)).toEqual([
        '2026-03-16T06:45:00',
        '2026-03-20T18:33:00',
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    'reads stops led by their clocks, the train named after the departure and the seat after the arrival',
    () => {
      const rides = read(`Booking number: 7731550
Outward journey – Tuesday 17 March 2026
07:12 Köln Hbf ICE 14
09:48 Bruxelles-Midi Coach 21, seat 64`);
      expect(rides).toMatchObject([
        {
          '@type': 'TrainReservation',
          reservationNumber: '7731550',
          reservationFor: {
            trainNumber: 'ICE 14',
            departureStation: { name: 'Köln Hbf' },
            arrivalStation: { name: 'Bruxelles-Midi' },
            departureTime: '2026-03-17T07:12:00',
            arrivalTime: '2026-03-17T09:48:00',
          },
          reservedTicket: { ticketedSeat: { seatNumber: '64', seatSection: '21' } },
        },
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    'reads a train booked in Hungarian, its day written year first',
    () => {
      const [train] = read(`Foglalási szám: H77-4410925
Utas: Szabó Anna
Odaút: 2027.01.08., szombat
Indulás: Győr 06:15
Érkezés: Budapest-Keleti 07:40
Vonat: IC 914
Kocsi 12, Hely 33 (1. osztály)`);
      expect(train).toMatchObject({
        '@type': 'TrainReservation',
        reservationNumber: 'H77-4410925',
        underName: { name: 'Szabó Anna' },
        reservationFor: {
          trainNumber: 'IC 914',
          departureTime: '2027-01-08T06:15:00',
          arrivalTime: '2027-01-08T07:40:00',
        },
        reservedTicket: { ticketedSeat: { seatNumber: '33', seatSection: '12', seatingType: '1' } },
      });
    },
    STATION_DATA_MS,
  );

  it(
    'reads a train booked in Slovak',
    () => {
      const [train] = read(`Číslo rezervácie: SK40871
Cestujúci: Peter Kováč
Cesta tam: sobota 09.01.2027
Odchod: Žilina 14:02
Príchod: Bratislava hl.st. 16:45
Vlak: R 612
Vozeň 4, Miesto 71, 2. trieda`);
      expect(train).toMatchObject({
        '@type': 'TrainReservation',
        reservationNumber: 'SK40871',
        underName: { name: 'Peter Kováč' },
        reservationFor: {
          trainNumber: 'R 612',
          departureTime: '2027-01-09T14:02:00',
          arrivalTime: '2027-01-09T16:45:00',
        },
        reservedTicket: { ticketedSeat: { seatNumber: '71', seatSection: '4', seatingType: '2' } },
      });
    },
    STATION_DATA_MS,
  );

  it(
    "reads a train booked in Portuguese under its trip's code",
    () => {
      const [train] = read(`Código da viagem: 7730019264
Passageiro: Rui Matos
Ida: 14/01/2027
Partida: Coimbra-B 07:12
Chegada: Porto - Campanhã 08:21
Comboio: IC 521`);
      expect(train).toMatchObject({
        '@type': 'TrainReservation',
        reservationNumber: '7730019264',
        reservationFor: { trainNumber: 'IC 521', departureTime: '2027-01-14T07:12:00' },
      });
    },
    STATION_DATA_MS,
  );

  it(
    'reads stops printed in columns, the clock after the stop, under the train named above them',
    () => {
      const rides = read(`Booking reference: QP77RT
Outward: Monday 16 March 2026
Train 1402
Bruxelles-Midi        09:13
Amsterdam Centraal    11:05
Coach 3, Seat 22`);
      expect(rides).toMatchObject([
        {
          '@type': 'TrainReservation',
          reservationFor: {
            trainNumber: '1402',
            departureStation: { name: 'Bruxelles-Midi' },
            arrivalStation: { name: 'Amsterdam Centraal' },
            departureTime: '2026-03-16T09:13:00',
            arrivalTime: '2026-03-16T11:05:00',
          },
          reservedTicket: { ticketedSeat: { seatNumber: '22', seatSection: '3' } },
        },
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    'reads two stops led by their clocks, naming no vehicle, between stations the data knows by their full names as a train',
    () => {
      const rides = read(`Booking reference: QP77RT
Outward: Monday 16 March 2026
09:13  Bruxelles-Midi
11:05  Amsterdam Centraal
Coach 3 · Seat 22`);
      expect(rides).toMatchObject([
        {
          '@type': 'TrainReservation',
          reservationFor: {
            departureStation: { name: 'Bruxelles-Midi' },
            arrivalStation: { name: 'Amsterdam Centraal' },
            departureTime: '2026-03-16T09:13:00',
            arrivalTime: '2026-03-16T11:05:00',
          },
        },
      ]);
      expect(read(`Booking reference: QP77RT\nOutward: Monday 16 March 2026\n09:13  Leeds\n11:05  York`)).toEqual([]);
    },
    STATION_DATA_MS,
  );

  it(
    "reads the reference of a booking's file in French",
    () => {
      const [train] = read(`Référence de dossier : TQ8WZL
Train : TGV 6611
Départ : Marseille Saint-Charles 11/03/2017 07:41
Arrivée : Paris Gare de Lyon 11/03/2017 11:02`);
      expect(train?.reservationNumber).toBe('TQ8WZL');
    },
    STATION_DATA_MS,
  );

  it(
    "reads a ticket's rows of stops, each with its day and clock in a column, under the train's number",
    () => {
      const rides = read(`DOSSIER VOYAGE : QX7PLM
  Départ / Arrivée            Date / Heure
                                               TRAIN N°5212
  LYON PART DIEU              03/04 à 06h04     VOITURE 8 - PLACE 104
                                                2e CLASSE / PLACE ASSISE
  MARSEILLE ST CHARLES        03/04 à 07h44`);
      expect(rides).toMatchObject([
        {
          '@type': 'TrainReservation',
          reservationNumber: 'QX7PLM',
          reservationFor: {
            trainNumber: '5212',
            departureStation: { name: 'LYON PART DIEU' },
            arrivalStation: { name: 'MARSEILLE ST CHARLES' },
            departureTime: '2017-04-03T06:04:00',
            arrivalTime: '2017-04-03T07:44:00',
          },
          reservedTicket: { ticketedSeat: { seatNumber: '104', seatSection: '8' } },
        },
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    "reads a ticket's rows of stops under a heading that names the train, the fare's codes set right of the stops",
    () => {
      const rides = read(`DOSSIER VOYAGE : QX7PLM
   Départ / Arrivée                     Date / Heure             TGV 7023

  LILLE FLANDRES                       21/11 à 07h41   VOITURE 12 - PLACE 064
                                                                 1e CLASSE
                                                                                      PR11
                                                              DUO CÔTE À CÔTE
  PARIS NORD                           21/11 à 08h44         PERIODE DE POINTE`);
      expect(rides).toMatchObject([
        {
          '@type': 'TrainReservation',
          reservationNumber: 'QX7PLM',
          reservationFor: {
            trainNumber: '7023',
            trainName: 'TGV',
            departureStation: { name: 'LILLE FLANDRES' },
            arrivalStation: { name: 'PARIS NORD' },
            departureTime: '2017-11-21T07:41:00',
            arrivalTime: '2017-11-21T08:44:00',
          },
          reservedTicket: { ticketedSeat: { seatNumber: '064', seatSection: '12' } },
        },
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    "reads a timetable's rows that print each stop's day with its year, the train in the column after the clock",
    () => {
      const rides = read(`Buchungsnummer: 4471 2290 1357
 Hinfahrt:                                                        Dauer: 2:32
 Haltestelle                              Datum        Zeit       Verkehrsmittel
 Salzburg Hbf                             18.10.2027   12:12      RJ 596
 Villach Hbf                              18.10.2027   14:44`);
      expect(rides).toMatchObject([
        {
          '@type': 'TrainReservation',
          reservationFor: {
            trainNumber: 'RJ 596',
            departureStation: { name: 'Salzburg Hbf' },
            arrivalStation: { name: 'Villach Hbf' },
            departureTime: '2027-10-18T12:12:00',
            arrivalTime: '2027-10-18T14:44:00',
          },
        },
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    'reads a route of two stations, the day with both clocks joined by an arrow below it, and the train on the next line',
    () => {
      const rides = read(`Order number: 771204558
Oslo S – Bergen

Sat 14.11.2026 06:25 → 13:05
RE 45 Coach 3, seat 12
Bergen – Oslo S

Mon 16.11.2026 15:58 → 22:49
RE 62 Coach 5, seat 40`);
      expect(
        rides.map((r) => {
          const trip = r.reservationFor as Record<string, unknown>;
          return [trip.trainNumber, trip.departureTime, trip.arrivalTime, r.reservedTicket];
        }),
      ).toEqual([
        [
          'RE 45',
          '2026-11-14T06:25:00',
          '2026-11-14T13:05:00',
          { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatSection: '3', seatNumber: '12' } },
        ],
        [
          'RE 62',
          '2026-11-16T15:58:00',
          '2026-11-16T22:49:00',
          { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatSection: '5', seatNumber: '40' } },
        ],
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    "takes the traveller's name without the fare category written after it",
    () => {
      const rides = read(`Booking reference: QP77RT
Passenger: Ilse de Vries, adult
Train: IC 1921
From: Amsterdam Centraal 16.03.2026 10:02
To: Eindhoven Centraal 16.03.2026 11:21`);
      expect(rides.map((r) => r.underName)).toEqual([{ '@type': 'Person', name: 'Ilse de Vries' }]);
    },
    STATION_DATA_MS,
  );

  it(
    "keeps a timetable row's stop the station data lacks, as printed, when its train runs to or from one it knows",
    () => {
      const rows = (arrival: string) =>
        read(`Auftragsnummer: QZ4410
Ihre Reiseverbindung am 14.03.2017
Halt                 Datum    Zeit       Gleis         Produkte
Hannover Hbf         14.03.   ab 09:31   12            RB 77
${arrival}    14.03.   an 10:05   2`).map((r) => {
          const trip = r.reservationFor as Record<string, { name?: string }>;
          return [trip.departureStation?.name, trip.arrivalStation?.name];
        });
      expect(rows('Oberzwiesel Süd    ')).toEqual([['Hannover Hbf', 'Oberzwiesel Süd']]);
      // Neither end known: nothing to place the ride by.
      expect(
        read(`Auftragsnummer: QZ4410
Ihre Reiseverbindung am 14.03.2017
Tiefenbrunn Mitte    14.03.   ab 09:31   12            RB 77
Oberzwiesel Süd      14.03.   an 10:05   2`),
      ).toEqual([]);
    },
    STATION_DATA_MS,
  );
});

describe('a timetable of stops', () => {
  const ticket = (second: string) => `Fahrkarte
Buchungsnummer: QZ7K4M
Hinfahrt am 14.03.2017
Halt Datum Zeit Gleis Produkte Reservierung
Hamburg Hbf 14.03. ab 08:01 13
Hannover Hbf 14.03. an 09:17 4
ICE 571 1 Sitzplatz, Wg. 7, Pl. 61, Großraum
${second} 14.03. ab 09:31 8
Köln Hbf 14.03. an 12:20 2
IC 2217`;

  it(
    'gives a train for each ride between stations the station data knows, with its platforms and seat',
    () => {
      const found = read(ticket('Hannover Hbf'));
      expect(found.map((r) => r.reservationNumber)).toEqual(['QZ7K4M', 'QZ7K4M']);
      expect(found.map((r) => r.reservationFor)).toEqual([
        expect.objectContaining({
          trainNumber: 'ICE 571',
          departureStation: { '@type': 'TrainStation', name: 'Hamburg Hbf' },
          arrivalStation: { '@type': 'TrainStation', name: 'Hannover Hbf' },
          departureTime: '2017-03-14T08:01:00',
          arrivalTime: '2017-03-14T09:17:00',
          departurePlatform: '13',
          arrivalPlatform: '4',
        }),
        expect.objectContaining({ trainNumber: 'IC 2217', departureTime: '2017-03-14T09:31:00' }),
      ]);
      expect(found[0]?.reservedTicket).toMatchObject({ ticketedSeat: { seatSection: '7', seatNumber: '61' } });
    },
    STATION_DATA_MS,
  );
});

describe('a route with terminals in brackets over a designator alone', () => {
  it('reads the route, the ICAO designator over a rule and the labelled times, past a label of a flight tracker', () => {
    const found = read(`Here are the details for booking KM2R7QX
Lisbon (Terminal 1) to Geneva (Terminal 2)
EJU4471 ------------------------------
Departs: Thu 12 Mar 18:05
Arrives: Thu 12 Mar 21:50

Passenger: Mr Tomas Almeida

Flight Tracker
Follow your flight with the Flight Tracker.`);
    expect(
      found.map((r) => {
        const f = r.reservationFor as Record<string, Record<string, string> | string>;
        const [from, to] = [f.departureAirport, f.arrivalAirport] as Record<string, string>[];
        return [
          r.reservationNumber,
          `${(f.airline as Record<string, string>).iataCode} ${f.flightNumber}`,
          `${from?.iataCode} ${f.departureTerminal}`,
          `${to?.iataCode} ${f.arrivalTerminal}`,
          f.departureTime,
          f.arrivalTime,
        ];
      }),
    ).toEqual([['KM2R7QX', 'U2 4471', 'LIS 1', 'GVA 2', '2017-03-12T18:05:00', '2017-03-12T21:50:00']]);
  });
});

describe('slashed days of flights between airports where the day is written first', () => {
  it('reads a slashed day that reads two ways day first when every airport named lies where the day comes first', () => {
    const found = read(`Booking code: PX7K2D

Passenger
Mr Jonas Weber Ticket 220-1234567890

Date: 03/10/2026
Flight: LH 1234
From: Munich (MUC)
To: Rome (FCO)
Dep: 07:05
Arr: 08:40`);
    expect(flightTimes(found)).toEqual([['1234', '2026-10-03T07:05:00', '2026-10-03T08:40:00']]);
    expect(found.map((r) => (r.underName as Record<string, string>).name)).toEqual(['Jonas Weber']);
  });

  it('leaves such a day unread when an airport lies where the month comes first', () => {
    expect(
      read(`Booking code: PX7K2D
Passenger: Mr Jonas Weber
Date: 03/10/2026
Flight: LH 430
From: Frankfurt (FRA)
To: Chicago (ORD)
Dep: 10:05
Arr: 12:40`),
    ).toEqual([]);
  });
});

describe('a passenger with the ticket beside the name, and an airport named with its code closing the name', () => {
  it('reads the passenger past the ticket number and keeps the code in the airport name printed so', () => {
    const found = read(`Booking Reference: QW3E7R

Passenger(s)
Ms Alice Turner        E-ticket number 125-1234567890

LH0455 Lufthansa | Economy | Confirmed
Frankfurt to San Francisco SFO
Depart: 14 Apr 2025 10:15 Terminal 1
Arrive: 14 Apr 2025 12:55`);
    expect(
      found.map((r) => {
        const f = r.reservationFor as Record<string, Record<string, string>>;
        return [(r.underName as Record<string, string>).name, f.departureAirport?.iataCode, f.arrivalAirport?.name];
      }),
    ).toEqual([['Alice Turner', 'FRA', 'San Francisco SFO']]);
  });
});

describe('a receipt with its traveller under a heading, airports named in their brackets, and seats by route', () => {
  it('reads the reservation system name under the heading, the airport name before the bracket, each route its seat', () => {
    const found = read(`Confirmation Number:
R8TY2K

Flight 1 of 2 DL2231
Mon, Mar 9, 2026
Departure: 07:10 AM Atlanta, GA, US (ATL)
Arrival: 08:55 AM Chicago, IL, US (MDW - Midway)

Flight 2 of 2 DL2232
Thu, Mar 12, 2026
Departure: 05:30 PM Chicago, IL, US (MDW - Midway)
Arrival: 08:10 PM Atlanta, GA, US (ATL)

TRAVELER DETAILS
MARSH/OWEN
Seats: ATL-MDW 14A  MDW-ATL 21C`);
    expect(
      found.map((r) => {
        const f = r.reservationFor as Record<string, Record<string, string>>;
        const seat = (r.reservedTicket as Record<string, Record<string, string>> | undefined)?.ticketedSeat?.seatNumber;
        return [(r.underName as Record<string, string>).name, f.departureAirport?.name, f.arrivalAirport?.name, seat];
      }),
    ).toEqual([
      ['OWEN MARSH', 'Atlanta, GA, US', 'Chicago, IL, US', '14A'],
      ['OWEN MARSH', 'Chicago, IL, US', 'Atlanta, GA, US', '21C'],
    ]);
  });
});

describe('seats printed without a label per ride, or listed one for each ride', () => {
  const seats = (found: readonly Reservation[]) => found.map(seatNumber);

  it('reads a seat line under each flight that opens with the word for a seat', () => {
    expect(
      seats(
        read(`Booking reference: K2L9QX
Passenger: Mr Erik Lund

SK 1463 Oslo (OSL) - Copenhagen (CPH)
Departure: 14 Mar 2026 09:00
Arrival: 14 Mar 2026 10:10
Seat 7C, SAS Go Light

SK 1460 Copenhagen (CPH) - Oslo (OSL)
Departure: 18 Mar 2026 18:30
Arrival: 18 Mar 2026 19:40
Seat 9A, SAS Go Light`),
      ),
    ).toEqual(['7C', '9A']);
  });

  it('gives a list of seats to the rides in order for one traveller, and not for two', () => {
    const text = (names: string) => `Booking reference: N7VH2D
Flight: BT 301
Date: 10.03.2026
From: Riga (RIX)
To: Vilnius (VNO)
Departure: 07:10
Arrival: 08:05

Flight: BT 302
Date: 12.03.2026
From: Vilnius (VNO)
To: Riga (RIX)
Departure: 18:20
Arrival: 19:15

${names}
Seats: 3C / 5A`;
    expect(seats(read(text('Name: MR JANIS OZOLS')))).toEqual(['3C', '5A']);
    expect(
      read(text('Passengers: Mr Janis Ozols Seats 7D / 8D').replace('Seats: 3C / 5A', '')).map((r) => [
        (r.underName as Record<string, string>).name,
        seatNumber(r),
      ]),
    ).toEqual([
      ['Janis Ozols', '7D'],
      ['Janis Ozols', '8D'],
    ]);
    expect(seats(read(text('Passengers: Janis Ozols, Liga Ozola')))).not.toContain('5A');
  });
});

describe('a stop table laid out in text columns', () => {
  it(
    'reads a column of both clocks: the row that names its train departs, the next row arrives',
    () => {
      const found = read(`JÍZDENKA
 Rezervace (místo)
 Základní jízdné
Datum vystavení: 2.3.2017 18:40
Jízdní řád a rezervace
Stanice                   Odj. / Příj.            Místo
Praha hl.n.               05.03. 07:12 R 881      64          Údaje pro kontrolu
Pardubice hl.n.           05.03. 08:20                        Kontrolní údaje
                                                              Jméno:
Pardubice hl.n.           05.03. 08:34 Sp 1705                Jan Novák
Jaroměř                   05.03. 08:52
Místenka platí pouze pro uvedené vlaky.
                                                              Kód transakce:
                                                              KQ4T7Z
Šťastnou cestu vlakem.`);
      expect(found.map((r) => r.reservationNumber)).toEqual(['KQ4T7Z', 'KQ4T7Z']);
      expect(found.map((r) => r.reservationFor)).toEqual([
        expect.objectContaining({
          trainNumber: 'R 881',
          departureStation: expect.objectContaining({ name: 'Praha hl.n.' }),
          arrivalStation: expect.objectContaining({ name: 'Pardubice hl.n.' }),
          departureTime: '2017-03-05T07:12:00',
          arrivalTime: '2017-03-05T08:20:00',
        }),
        expect.objectContaining({
          trainNumber: 'Sp 1705',
          departureStation: expect.objectContaining({ name: 'Pardubice hl.n.' }),
          arrivalStation: expect.objectContaining({ name: 'Jaroměř' }),
          departureTime: '2017-03-05T08:34:00',
          arrivalTime: '2017-03-05T08:52:00',
        }),
      ]);
      expect(found.map(seatNumber)).toEqual(['64', undefined]);
    },
    STATION_DATA_MS,
  );

  it(
    'reads columns of arrivals and departures under a column of days, the seat from a column of coach and seat, the ticket for the booking and the service for the bus',
    () => {
      const found = read(`Elektronická jízdenka č. 4471902

Trasa
Datum         Zastávka               Příjezd   Odjezd    Spoj                Vůz/sedadla
Čt 9.3.17     Praha, ÚAN Florenc               6:15      Praha → Brno (LX)   12
              Brno, ÚAN Zvonařka     8:45

Cena: 210 CZK
Děkujeme, že cestujete autobusem.`);
      expect(found).toHaveLength(1);
      expect(found[0]?.reservationNumber).toBe('4471902');
      expect(found[0]?.reservationFor).toMatchObject({
        '@type': 'BusTrip',
        departureBusStop: { name: 'Praha, ÚAN Florenc' },
        arrivalBusStop: { name: 'Brno, ÚAN Zvonařka' },
        departureTime: '2017-03-09T06:15:00',
        arrivalTime: '2017-03-09T08:45:00',
        busName: 'Praha → Brno',
        busNumber: 'LX',
      });
      expect(seatNumber(found[0] as Reservation)).toBe('12');
    },
    STATION_DATA_MS,
  );
});

describe('a page of two-cell rows, a label and its value', () => {
  const page = (rows: string) =>
    `<html><body><h1>Dziękujemy za zakup</h1><table>${rows}</table><p>Bilet ważny z dokumentem.</p></body></html>`;
  const row = (label: string, value: string) => `<tr><td>${label}</td><td>${value}</td></tr>`;
  const ticket = page(
    [
      row('Numer biletu', '77310542'),
      row('Podróżny', 'Ewa Nowak'),
      row('Pociąg', 'IC 5310'),
      row('Od', 'Gdańsk Główny'),
      row('Do', 'Warszawa Centralna'),
      row('Wyjazd', '04.03.2017 06:10'),
      row('Przyjazd', '04.03.2017 09:02'),
      row('Wagon / miejsce', '11 / 72'),
      row('Klasa', '1'),
    ].join(''),
  );

  it(
    'reads a label of two letters and a label of two facts from their own cells, the ticket for the booking',
    () => {
      const [ride, ...more] = readLabelledBooking({
        kind: 'html',
        text: htmlToPlainText(ticket),
        html: ticket,
        date: sent,
      });
      expect(more).toEqual([]);
      expect(ride?.reservationNumber).toBe('77310542');
      expect(ride?.reservationFor).toMatchObject({
        trainNumber: 'IC 5310',
        departureStation: { name: 'Gdańsk Główny' },
        arrivalStation: { name: 'Warszawa Centralna' },
        departureTime: '2017-03-04T06:10:00',
        arrivalTime: '2017-03-04T09:02:00',
      });
      expect(ride?.reservedTicket).toMatchObject({
        ticketedSeat: { seatSection: '11', seatNumber: '72', seatingType: '1' },
      });
    },
    STATION_DATA_MS,
  );

  it('takes no ticket number for the reference of a flight, nor of a train in the same itinerary', () => {
    const flight = page(
      [
        row('Numer biletu', '0742100223344'),
        row('Lot', 'LO 281'),
        row('Wylot', 'Warszawa (WAW) 06.03.2017 07:05'),
        row('Przylot', 'Londyn (LHR) 06.03.2017 09:00'),
        row('Pociąg', 'IC 5310'),
        row('Wyjazd', 'Gdańsk Główny 04.03.2017 06:10'),
        row('Przyjazd', 'Warszawa Centralna 04.03.2017 09:02'),
      ].join(''),
    );
    expect(readLabelledBooking({ kind: 'html', text: htmlToPlainText(flight), html: flight, date: sent })).toEqual([]);
  });
});

describe('referenceInSentence', () => {
  it('takes no word of a reference label printed in capitals for the code', () => {
    expect(referenceInSentence('Boarding document\nRESERVATION NUMBER 4K7PQ2 ISSUED 02JUN17')).toBe('4K7PQ2');
  });

  it('reads the code after "is" and its colon, a space before the colon or none', () => {
    expect(referenceInSentence('YOUR BOOKING REFERENCE IS:\n\nLEGACY\n')).toBe('LEGACY');
    expect(referenceInSentence('YOUR BOOKING REFERENCE IS :\n\nLEGACY\n')).toBe('LEGACY');
  });
});

describe('bookings labelled in the common languages of travel mail', () => {
  it('names nobody after the town of a venue labelled on one of the first lines (`Plats: Friends Arena, Solna`)', () => {
    const found = read(`Ordernummer: E5512
Evenemang: Kent
Plats: Friends Arena, Solna
Datum: 3 mars 2017 kl. 19.30`);
    expect(found).toHaveLength(1);
    expect(found[0]?.underName).toBeUndefined();
    expect(found[0]?.reservationFor).toMatchObject({ name: 'Kent', startDate: '2017-03-03T19:30:00' });
  });

  it('reads a venue given with its whole address, more words than a name', () => {
    const found = read(`Número da reserva: E5512
Evento: Concerto de Fado
Local: Coliseu dos Recreios, Rua das Portas de Santo Antão 96, Lisboa
Data: 3 de março de 2017 às 21h00`);
    expect(found[0]?.reservationFor).toMatchObject({
      location: {
        name: 'Coliseu dos Recreios',
        address: { streetAddress: 'Rua das Portas de Santo Antão 96', addressLocality: 'Lisboa' },
      },
    });
  });

  it(
    "reads a ride's seat under a place's label and its coach under a car's (`Plats: 45`, `Lugar: 12A`, `Coche: 5`)",
    () => {
      const swedish = read(`Bokningsnummer: T8XK2
Resenär: Erik Johansson
Tåg: 425
Avgång: Stockholm C 3 mars 2017 14.30
Ankomst: Göteborg C 3 mars 2017 17.35
Vagn: 5
Plats: 45`);
      expect(swedish.map(seatNumber)).toEqual(['45']);
      const spanish = read(`Localizador: T8XK2
Pasajero: Lucía García
Tren: AVE 03063
Salida: Madrid Puerta de Atocha 3 de marzo de 2017 14:30
Llegada: Barcelona Sants 3 de marzo de 2017 17:20
Coche: 5
Lugar: 12A`);
      expect(spanish[0]?.reservedTicket).toMatchObject({ ticketedSeat: { seatNumber: '12A', seatSection: '5' } });
    },
    STATION_DATA_MS,
  );

  it('reads the vessel of a crossing labelled over its route (`Overtocht: Hoek van Holland - Harwich` … `Schip:`)', () => {
    const found = read(`Boekingsnummer: F4432
Passagier: Sanne de Vries
Overtocht: Hoek van Holland - Harwich
Vertrek: Hoek van Holland 3 maart 2017 14:15
Aankomst: Harwich 3 maart 2017 19:45
Schip: Stena Hollandica`);
    expect(found.map((r) => r.reservationFor)).toEqual([
      expect.objectContaining({
        name: 'Stena Hollandica',
        departureTime: '2017-03-03T14:15:00',
        arrivalTime: '2017-03-03T19:45:00',
        departureBoatTerminal: expect.objectContaining({ name: 'Hoek van Holland' }),
        arrivalBoatTerminal: expect.objectContaining({ name: 'Harwich' }),
      }),
    ]);
  });

  it('reads a stay, a car, a table and an event labelled in Polish, Czech, Portuguese and Dutch', () => {
    const stay = read(`Numer rezerwacji: 88231
Imię i nazwisko gościa: Anna Nowak
Obiekt: Hotel Wawel
Przyjazd: 3 marca 2017 r.
Wyjazd: 5 marca 2017 r.`);
    expect(stay).toEqual([
      expect.objectContaining({
        '@type': 'LodgingReservation',
        checkinTime: '2017-03-03',
        checkoutTime: '2017-03-05',
        underName: { '@type': 'Person', name: 'Anna Nowak' },
      }),
    ]);
    const table = read(`Číslo rezervace: R991
Restaurace: U Fleků
Datum: 3. března 2017
Čas: 19:30
Počet osob: 4
Jméno: Jan Novák`);
    expect(table).toEqual([
      expect.objectContaining({
        startTime: '2017-03-03T19:30:00',
        underName: { '@type': 'Person', name: 'Jan Novák' },
      }),
    ]);
    const stayPt = read(`Número da reserva: 88231
Nome do hóspede: João Silva
Hotel: Hotel Avenida
Entrada: 03/03/2017
Saída: 05/03/2017`);
    expect(stayPt).toEqual([expect.objectContaining({ checkinTime: '2017-03-03', checkoutTime: '2017-03-05' })]);
    const ferry = read(`Numer rezerwacji: F4432
Pasażer: Anna Nowak
Prom: Nova Star
Wypłynięcie: Gdynia 3 marca 2017 20:00
Przypłynięcie: Karlskrona 4 marca 2017 08:00`);
    expect(ferry.map((r) => r['@type'])).toEqual(['BoatReservation']);
  });
});

describe("an event's venue under a seat's label", () => {
  it('is the venue when it is given with its address or town (`Miejsce: Tauron Arena, ul. Lema 7, Kraków`)', () => {
    const found = read(`Numer zamówienia: E5512
Wydarzenie: Koncert
Miejsce: Tauron Arena, ul. Stanisława Lema 7, 31-571 Kraków
Data: 3 marca 2017, godz. 20:00`);
    expect(found[0]?.reservationFor).toMatchObject({
      location: { name: 'Tauron Arena', address: { addressLocality: 'Kraków' } },
    });
  });

  it('is no venue when it names a seat or a block of seats', () => {
    const found = read(`Numer zamówienia: E5512
Wydarzenie: Koncert
Miejsce: Sektor A, rząd 5
Data: 3 marca 2017, godz. 20:00`);
    expect((found[0]?.reservationFor as Record<string, unknown> | undefined)?.location).toBeUndefined();
  });
});

describe('a booking printed as rows of a label and its value, each ride under its numbered heading', () => {
  const html = `<h1>Your tickets</h1>
<table><tr><td>Reservation</td><td><b>Q7M2KD</b></td></tr><tr><td>Passenger</td><td>Elise Gagnon</td></tr></table>
<p><b>Trip 1 - Monday, March 8, 2027</b></p>
<table><tr><td>From</td><td>Ottawa 09:10</td></tr><tr><td>To</td><td>Kingston 11:02</td></tr>
<tr><td>Train</td><td>43</td></tr></table>
<p><b>Trip 2 - Friday, March 12, 2027</b></p>
<table><tr><td>From</td><td>Kingston 16:30</td></tr><tr><td>To</td><td>Ottawa 18:25</td></tr>
<tr><td>Train</td><td>48</td></tr></table>`;

  it(
    'reads each ride on its own day, its train from a row whose value is a number alone',
    () => {
      const rides = readLabelledBooking({ kind: 'html', text: htmlToPlainText(html), html, date: sent });
      expect(rides.map((r) => r.reservationFor)).toMatchObject([
        {
          trainNumber: '43',
          departureStation: { name: 'Ottawa' },
          arrivalStation: { name: 'Kingston' },
          departureTime: '2027-03-08T09:10:00',
          arrivalTime: '2027-03-08T11:02:00',
        },
        {
          trainNumber: '48',
          departureStation: { name: 'Kingston' },
          arrivalStation: { name: 'Ottawa' },
          departureTime: '2027-03-12T16:30:00',
          arrivalTime: '2027-03-12T18:25:00',
        },
      ]);
      expect(rides.every((r) => r['@type'] === 'TrainReservation')).toBe(true);
    },
    STATION_DATA_MS,
  );
});

describe('rides named by no vehicle, each with a seat in a coach', () => {
  const text = `Booking Reference: WX4K7PQ2
Customer Name: Siobhan Kelly
Outbound - Fri 5 Mar 2027
Depart: Dublin Heuston 08:00
Arrive: Galway Ceannt 10:25
Reserved seat Coach C Seat 14`;

  it(
    'reads them as trains when one end is a station the data knows by its name, the other in a town it knows',
    () => {
      const [ride] = readLabelledBooking({ kind: 'text', text, date: sent });
      expect(ride).toMatchObject({
        '@type': 'TrainReservation',
        reservationFor: {
          departureStation: { name: 'Dublin Heuston' },
          arrivalStation: { name: 'Galway Ceannt' },
          departureTime: '2027-03-05T08:00:00',
          arrivalTime: '2027-03-05T10:25:00',
        },
        reservedTicket: { ticketedSeat: { seatSection: 'C', seatNumber: '14' } },
      });
    },
    STATION_DATA_MS,
  );

  it(
    'reads nothing where neither end is a station the data knows',
    () => {
      const elsewhere = text.replace('Dublin Heuston', 'Athenry Square').replace('Galway Ceannt', 'Galway Docks');
      expect(readLabelledBooking({ kind: 'text', text: elsewhere, date: sent })).toEqual([]);
    },
    STATION_DATA_MS,
  );
});

describe("a retailer's booking identified by its transaction", () => {
  it(
    "takes the transaction's ID as the booking's reference",
    () => {
      const text = `Your tickets are ready
Transaction ID: 7QK2M9XD
Outward journey: Tuesday 9 March 2027
Depart: 10:04 London Paddington
Arrive: 11:39 Bristol Temple Meads
Coach D, Seat 51
Passenger: Owen Price`;
      const [ride] = readLabelledBooking({ kind: 'text', text, date: sent });
      expect(ride).toMatchObject({
        '@type': 'TrainReservation',
        reservationNumber: '7QK2M9XD',
        reservationFor: { departureTime: '2027-03-09T10:04:00', arrivalTime: '2027-03-09T11:39:00' },
      });
    },
    STATION_DATA_MS,
  );
});

describe("a ticket's text with each end's clock before its station, set apart by a gap", () => {
  it(
    'reads the reference after a dash, each end after its clock, and each station without its code in brackets',
    () => {
      const text = `Thank you for riding with us.
Confirmation Number - 7KQ2W9
Train 641 Keystone Service
Wednesday, March 8, 2017
Depart 7:15 AM  New York (Penn Station), NY (NYP)
Arrive 9:05 AM  Philadelphia (30th Street Station), PA (PHL)
Passenger: Rosa Diaz`;
      const [ride] = readLabelledBooking({ kind: 'text', text, date: sent });
      expect(ride).toMatchObject({
        '@type': 'TrainReservation',
        reservationNumber: '7KQ2W9',
        reservationFor: {
          trainNumber: '641',
          departureStation: { name: 'New York (Penn Station), NY' },
          arrivalStation: { name: 'Philadelphia (30th Street Station), PA' },
          departureTime: '2017-03-08T07:15:00',
          arrivalTime: '2017-03-08T09:05:00',
        },
      });
    },
    STATION_DATA_MS,
  );
});

describe("a train's number with its service's name after it", () => {
  const ride = (train: string) =>
    readLabelledBooking({
      kind: 'text',
      text: `Confirmation Number - 3MX8QD
${train}
Wednesday, March 8, 2017
Depart 6:30 PM  Philadelphia (30th Street Station), PA (PHL)
Arrive 8:02 PM  New York (Penn Station), NY (NYP)`,
      date: sent,
    })[0]?.reservationFor;

  it(
    'reads the name as the train\'s and the number as its number ("Train 654 Keystone Service")',
    () => {
      expect(ride('Train 654 Keystone Service')).toMatchObject({ trainNumber: '654', trainName: 'Keystone Service' });
    },
    STATION_DATA_MS,
  );

  it(
    'takes no words after the number that are not a name',
    () => {
      const train = ride('Train 654 to New York');
      expect(train).toMatchObject({ trainNumber: '654' });
      expect(train).not.toHaveProperty('trainName');
    },
    STATION_DATA_MS,
  );
});

describe("a page's table of a coach and a seat", () => {
  it(
    'gives the ride the coach and seat under the two columns',
    () => {
      const html = `<p>Booking reference: R4TQ8N</p><p>Train: IC 2013</p>
<p>From: Köln Hbf 12.04.2017 10:10</p><p>To: Stuttgart Hbf 12.04.2017 13:22</p>
<table><tr><th>Carriage</th><th>Seat</th></tr><tr><td>7</td><td>114</td></tr></table>`;
      const [ride] = readLabelledBooking({ kind: 'html', text: htmlToPlainText(html), html, date: sent });
      expect((ride?.reservedTicket as Record<string, unknown> | undefined)?.ticketedSeat).toEqual({
        '@type': 'Seat',
        seatSection: '7',
        seatNumber: '114',
      });
    },
    STATION_DATA_MS,
  );
});

describe('a booking printed in tables of two labels stacked over their values', () => {
  const pair = (a: string, b: string, c: string, d: string) =>
    `<table><tr><td><span>${a}</span></td><td><span>${b}</span></td></tr><tr><td><b>${c}</b></td><td><b>${d}</b></td></tr></table>`;
  const html = `<div>Ihre Buchung ist bezahlt</div>
${pair('Buchungsnummer', 'Gesamtpreis', 'K7PQ2D', '240,00 EUR')}
<table><tr><th>HINFLUG</th></tr><tr><td>
${pair('Datum', 'Klasse', '12. März 2025', 'Economy')}
<table><tr><td>MÜNCHEN</td><td></td><td>BERLIN</td></tr><tr><td><b>07:05</b> MUC</td><td>→</td><td><b>08:10</b> BER</td></tr></table>
${pair('Fluggesellschaft Lufthansa', 'Flugzeug', 'LH2032', 'Airbus A320')}
</td></tr></table>
<table><tr><td>
${pair('Reisende 1', 'Tarif', 'Jana Novak', 'Erwachsener')}
<table><tr><td><hr></td></tr></table>
</td></tr></table>`;

  it('reads the reference, the day, the flight under the airline and the traveller from their columns', () => {
    const [ride, ...more] = readLabelledBooking({ kind: 'html', text: htmlToPlainText(html), html, date: sent });
    expect(more).toEqual([]);
    const flight = ride?.reservationFor as Record<string, Record<string, string>>;
    expect(ride?.reservationNumber).toBe('K7PQ2D');
    expect((ride?.underName as Record<string, string> | undefined)?.name).toBe('Jana Novak');
    expect([flight.airline?.iataCode, String(flight.flightNumber)]).toEqual(['LH', '2032']);
    expect([flight.departureAirport?.iataCode, flight.arrivalAirport?.iataCode]).toEqual(['MUC', 'BER']);
    expect(String(flight.departureTime)).toMatch(/^2025-03-12T07:05/);
  });
});

describe('a printed itinerary whose flight card is set in columns', () => {
  const itinerary = [
    '02.01.2019     TRIP WARSAW — KYIV',
    'PREPARED FOR',
    'ISAAC ASIMOV',
    '',
    'RESERVATION CODE AAAAH',
    '',
    '    DEPARTURE: WEDNESDAY 2 JANUARY 2019                        Please verify flight times prior to departure',
    '',
    '  FLIGHT                           WAW                      IEV                       Aircraft:',
    '                                   Warsaw                   Kyiv                      Boeing 757-232',
    '  JP114',
    '  Class: Economy',
    '                                   Departing At:            Arriving At:              Meals:',
    '  Status: Confirmed',
    '                                   13:43                    14:56                     Not Available',
    '',
  ].join('\n');

  it('reads each airport from its code over its city, and its clock from the same column', () => {
    const [flight, ...rest] = readLabelledBooking({ kind: 'text', text: itinerary, date: new Date('2018-12-09') });
    expect(rest).toEqual([]);
    expect(flight).toMatchObject({
      reservationNumber: 'AAAAH',
      underName: { name: 'ISAAC ASIMOV' },
      reservationFor: {
        flightNumber: '114',
        airline: { iataCode: 'JP' },
        departureAirport: { iataCode: 'WAW' },
        arrivalAirport: { iataCode: 'IEV' },
        departureTime: '2019-01-02T13:43:00',
        arrivalTime: '2019-01-02T14:56:00',
      },
    });
  });

  it('reads nothing from a newsletter that prints a route in the same columns but books nothing', () => {
    const newsletter = [
      'NEW ROUTES THIS WINTER',
      '',
      '  FLIGHT                           WAW                      IEV',
      '                                   Warsaw                   Kyiv',
      '  JP114',
      '                                   Departing At:            Arriving At:',
      '                                   13:43                    14:56',
      '',
      'Book now from 49 EUR. Unsubscribe',
    ].join('\n');
    expect(readLabelledBooking({ kind: 'text', text: newsletter, date: new Date('2018-12-09') })).toEqual([]);
  });

  it('takes five capitals for a booking code only after a label that says it is a code', () => {
    expect(referenceInSentence('RESERVATION CODE AAAAH')).toBe('AAAAH');
    expect(referenceInSentence('HOTEL RESERVATION PARIS')).toBeUndefined();
    expect(referenceInSentence('Your booking reference TOKYO')).toBeUndefined();
  });
});

describe("a ride's route under its direction's heading", () => {
  it(
    "reads the route below `Outward` as the ride's ends, the times below it as theirs",
    () => {
      const found = read(`Bookingcode: HHHHHHH

Passengers
Joe Example - Adult

Outward
Oldenzaal - Hengelo
Train: IC 1234
Departure: Mon 02 Feb 2026 om 18:27
Arrival: Mon 02 Feb 2026 om 21:14`);
      expect(found).toMatchObject([
        {
          '@type': 'TrainReservation',
          reservationNumber: 'HHHHHHH',
          underName: { name: 'Joe Example' },
          reservationFor: {
            trainNumber: 'IC 1234',
            departureStation: { name: 'Oldenzaal' },
            arrivalStation: { name: 'Hengelo' },
            departureTime: '2026-02-02T18:27:00',
            arrivalTime: '2026-02-02T21:14:00',
          },
        },
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    'reads a route of two known stations once, under its heading and as a line of its own, the kind from the stations',
    () => {
      const found = read(`Bookingcode: HHHHHHH

Passengers
Joe Example - Adult - Discount 40% on NS route

Outward
Gent St Pieters - Utrecht Centraal
Departure: Mon 02 Feb 2026 om 18:27
Arrival: Mon 02 Feb 2026 om 21:14`);
      expect(found).toMatchObject([
        {
          '@type': 'TrainReservation',
          underName: { name: 'Joe Example' },
          reservationFor: {
            departureStation: { name: 'Gent St Pieters' },
            arrivalStation: { name: 'Utrecht Centraal' },
            departureTime: '2026-02-02T18:27:00',
          },
        },
      ]);
    },
    STATION_DATA_MS,
  );

  it("leaves a direction's route the heading of the flight cards below it", () => {
    const flights = read(
      `Your booking is confirmed. Booking reference KX7P2L

Outbound Helsinki - Amsterdam
07:35 09:10
Helsinki (HEL) Amsterdam (AMS)
Wed 16 Sep 2026 · AY1301 · Operated by Finnair · Economy Classic

Inbound Amsterdam - Helsinki
17:55 21:20
Amsterdam (AMS) Helsinki (HEL)
Sun 20 Sep 2026 · AY1306 · Operated by Finnair · Economy Classic`,
      'html',
    );
    expect(flights.map((f) => (f.reservationFor as Record<string, unknown>).flightNumber)).toEqual(['1301', '1306']);
  });

  it('takes no route from a direction whose value names a day, or ends in words after a comma', () => {
    // No kind of ride is named and the places are unknown: the direction's value alone makes no ride.
    expect(
      read(`Booking code: HHHHHHH
Passenger: Joe Example
Outward
Foo Bar - Baz Qux, with a change
Departure: Mon 02 Feb 2026 18:27
Arrival: Mon 02 Feb 2026 21:14`),
    ).toEqual([]);
  });
});

describe('ticket stubs printed without labels', () => {
  const stub = (lines: string[]) => readLabelledBooking({ kind: 'text', text: lines.join('\n'), date: sent });

  it('reads the day, title, holder and venue of a ticket that opens the mail', () => {
    const found = stub([
      "Here's your tickets, Ana Costa!",
      'March 14, 2017 @ 7:30 pm - 10:00 pm',
      'Spring Jazz Night',
      'Ana Costa',
      'General Admission',
      'k3x9q2',
      'Event Location',
      'Blue Note Hall',
      '12 Harbour Road',
      'Springfield, IL 62701',
      'Ticket 1 of 1',
      'Event Tickets by Example',
    ]);
    expect(found).toEqual([
      expect.objectContaining({
        '@type': 'EventReservation',
        underName: { '@type': 'Person', name: 'Ana Costa' },
        reservationFor: expect.objectContaining({
          name: 'Spring Jazz Night',
          startDate: '2017-03-14T19:30:00',
          endDate: '2017-03-14T22:00:00',
          location: expect.objectContaining({
            name: 'Blue Note Hall',
            address: expect.objectContaining({ addressLocality: 'Springfield', postalCode: '62701' }),
          }),
        }),
      }),
    ]);
    expect(found[0]?.reservationNumber).toBeUndefined();
  });

  it('reads one reservation per ticket of the order, each with the seat under its holder', () => {
    const found = stub([
      'March 14, 2017 @ 7:30 pm - 10:00 pm',
      'Spring Jazz Night',
      '2 Tickets Total',
      'Ana Costa',
      'A-1',
      'Ticket 1 of 2',
      'Ana Costa',
      'A-2',
      'Ticket 2 of 2',
    ]);
    expect(found.map(seatNumber)).toEqual(['A-1', 'A-2']);
  });

  it('reads nothing when the mail names no tickets, no holder follows the title, or the day is not at the top', () => {
    const lines = ['March 14, 2017 @ 7:30 pm - 10:00 pm', 'Spring Jazz Night', 'Ana Costa', 'Ticket 1 of 1'];
    expect(stub(lines.slice(0, 3))).toEqual([]);
    expect(stub([lines[0] ?? '', lines[1] ?? '', 'Doors open early', 'Ticket 1 of 1'])).toEqual([]);
    expect(stub(['Our newsletter', 'This week', 'On stage soon', ...lines])).toEqual([]);
  });

  it('reads no announcement that names a performer under its title: no ticket is printed under the name', () => {
    const announced = [
      'March 14, 2017 @ 7:30 pm - 10:00 pm',
      'Spring Jazz Night',
      'Ana Costa',
      'An evening of standards with the quartet.',
      'Get your tickets at the door.',
    ];
    expect(stub(announced)).toEqual([]);
  });
});

describe('ROUTE_LINE', () => {
  it('reads a route of two airports by their codes, with the designator before it', () => {
    expect(ROUTE_LINE.exec('A3 326 Athens (ATH) - Heraklion (HER)')?.slice(1)).toEqual([
      'A3 326',
      'Athens (ATH)',
      'Heraklion (HER)',
    ]);
  });

  it('reads no route in a line of long runs of spaces, in time along its length', () => {
    // Each end's name starts after the spaces before it and ends in a printed character, so each run of spaces is read
    // one way: a name that could start and end anywhere in the runs tried every split of them, and took seconds.
    const gap = ' '.repeat(1500);
    expect(ROUTE_LINE.exec(`${gap}Athens (ATH) -${gap}x${gap}(HER)${gap}x`)).toBeNull();
    expect(ROUTE_LINE.exec(`${gap}Athens (ATH) -${gap}Heraklion (HER)${gap}`)?.slice(1)).toEqual([
      undefined,
      'Athens (ATH)',
      'Heraklion (HER)',
    ]);
  });
});

describe('a route of names with a terminal in brackets, and a reference the subject labels', () => {
  const ROUTE = [
    'Hi, TRAVELLER; here are the details for your booking QWERTZU',
    '',
    '1 of 1 London Luton to Lisbon (T1) EZY2461',
    'Departs: Fri 24 Jul 2026 12:15',
    'Arrives: Fri 24 Jul 2026 15:10',
  ].join('\n');

  function readWithSubject(subject: string, text = ROUTE) {
    return readLabelledBooking({ kind: 'text', text, date: sent, subject });
  }

  it('reads the flight, its arrival terminal, and the reference the subject labels and the text prints', () => {
    const [r] = readWithSubject('Your booking reference: QWERTZU');
    const flight = r?.reservationFor as Record<string, unknown>;
    expect(r?.reservationNumber).toBe('QWERTZU');
    expect(flight.flightNumber).toBe('2461');
    expect((flight.departureAirport as { iataCode?: string }).iataCode).toBe('LTN');
    expect((flight.arrivalAirport as { iataCode?: string; name?: string }).iataCode).toBe('LIS');
    expect((flight.arrivalAirport as { name?: string }).name).toBe('Lisbon');
    expect(flight.arrivalTerminal).toBe('1');
    expect(flight.departureTerminal).toBeUndefined();
  });

  it('reads a terminal written whole in brackets, and one after the departure', () => {
    const text = ROUTE.replace('London Luton to Lisbon (T1)', 'London Heathrow (Terminal 5) to Lisbon');
    const flight = readWithSubject('Booking reference: QWERTZU', text)[0]?.reservationFor as Record<string, unknown>;
    expect(flight.departureTerminal).toBe('5');
    expect(flight.arrivalTerminal).toBeUndefined();
  });

  it('takes no reference from a subject whose code the text does not print', () => {
    expect(readWithSubject('Booking reference: ZXCVBNM')).toEqual([]);
  });

  it('takes no code from a subject that labels none', () => {
    expect(readWithSubject('Your trip QWERTZU')).toEqual([]);
    expect(readWithSubject('Flight EZY2461 QWERTZU')).toEqual([]);
  });
});

describe('a flight printed as its route, its day and a line of its designator and clocks, without colons', () => {
  const MAIL = [
    'Your booking is confirmed',
    '',
    'Booking reference: QX7P2L',
    'Passenger: Ms Anna Berg',
    '',
    'London Gatwick to Edinburgh',
    'Friday 26 March 2027',
    'Flight BA 2936  Departs 07:10  Arrives 08:35',
  ].join('\n');

  it('reads the route by its airports, the day under it, and the clocks after the flight', () => {
    const [flight] = read(MAIL);
    const f = flight?.reservationFor as Record<string, Record<string, string> | string>;
    expect([
      flight?.reservationNumber,
      f.flightNumber,
      (f.departureAirport as Record<string, string>).iataCode,
      (f.arrivalAirport as Record<string, string>).iataCode,
    ]).toEqual(['QX7P2L', '2936', 'LGW', 'EDI']);
    expect(flightTimes(read(MAIL))).toEqual([['2936', '2027-03-26T07:10:00', '2027-03-26T08:35:00']]);
  });

  it('reads a flight labelled in two words above its route ("Outbound flight U2 807")', () => {
    const text = MAIL.replace('Flight BA 2936  Departs 07:10  Arrives 08:35', 'Depart 07:10  Arrive 08:35').replace(
      'London Gatwick',
      'Outbound flight U2 807\nLondon Gatwick',
    );
    expect(flightTimes(read(text))).toEqual([['807', '2027-03-26T07:10:00', '2027-03-26T08:35:00']]);
  });

  it('reads no day from a route whose day line reads two ways', () => {
    const text = MAIL.replace('Friday 26 March 2027', '03/04/2027');
    const days = flightTimes(read(text)).map(([, departs]) => departs?.slice(0, 10));
    expect(days.filter((day) => day === '2027-03-04' || day === '2027-04-03')).toEqual([]);
  });
});

describe('a booking printed twice, as a summary and as its details', () => {
  const BLOCK = [
    'Booking reference: QWT482',
    'Passenger: Mara Lind',
    'Flight: KL 1234',
    'Departure: Amsterdam (AMS) 10 April 2017 09:30',
    'Arrival: Oslo (OSL) 10 April 2017 11:25',
  ].join('\n');
  const twice = (second: string) => `Summary\n${BLOCK}\n\nDetails\n${second}\n`;

  it('reads the flight once', () => {
    expect(flightTimes(read(twice(BLOCK)))).toEqual([['1234', '2017-04-10T09:30:00', '2017-04-10T11:25:00']]);
  });

  it('reads the flight once when the summary follows the details and gives fewer facts', () => {
    const summary = BLOCK.split('\n')
      .filter((line) => !line.startsWith('Passenger'))
      .join('\n');
    const text = `Details\n${BLOCK}\n\nIn short\n${summary}\n`;
    expect(flightTimes(read(text))).toEqual([['1234', '2017-04-10T09:30:00', '2017-04-10T11:25:00']]);
  });

  it('reads nothing when the second copy gives another day', () => {
    expect(read(twice(BLOCK.replaceAll('10 April', '11 April')))).toEqual([]);
  });

  it('still reads two flights printed one after the other', () => {
    const back = [
      'Flight: KL 1235',
      'Departure: Oslo (OSL) 14 April 2017 12:15',
      'Arrival: Amsterdam (AMS) 14 April 2017 14:10',
    ];
    expect(flightTimes(read(`${BLOCK}\n\n${back.join('\n')}\n`))).toEqual([
      ['1234', '2017-04-10T09:30:00', '2017-04-10T11:25:00'],
      ['1235', '2017-04-14T12:15:00', '2017-04-14T14:10:00'],
    ]);
  });
});

describe('a stay, car hire or ride printed twice', () => {
  const stay = (checkout: string) =>
    ['Hotel: Grand Hotel Europa', 'Check-in: 3 June 2025', `Check-out: ${checkout}`, 'Confirmation: QH7731'].join('\n');
  const hire = (dropoff: string) =>
    ['Rental company: Sixt', 'Pick-up: Vienna Airport, 7 June 2025 09:00', `Drop-off: Vienna Airport, ${dropoff}`].join(
      '\n',
    );
  const ride = (train: string, day: string, from: string, to: string) =>
    [`Train: ${train}`, `From: ${from}`, `To: ${to}`, `Date: ${day}`, 'Departure: 08:10', 'Arrival: 10:35'].join('\n');

  it('reads no stay whose copy gives another check-out day, and reads one whose copy agrees', () => {
    expect(read(`${stay('5 June 2025')}\n\nSummary\n${stay('6 June 2025')}`)).toEqual([]);
    expect(read(`${stay('5 June 2025')}\n\nSummary\n${stay('5 June 2025')}`)).toMatchObject([
      { '@type': 'LodgingReservation', checkoutTime: '2025-06-05' },
    ]);
  });

  it('reads no car hire whose copy gives another drop-off day, and reads one whose copy agrees', () => {
    const ref = 'Booking reference: SX55120';
    expect(read(`${hire('9 June 2025 09:00')}\n${ref}\n\nSummary\n${hire('10 June 2025 09:00')}`)).toEqual([]);
    expect(read(`${hire('9 June 2025 09:00')}\n${ref}\n\nSummary\n${hire('9 June 2025 09:00')}`)).toMatchObject([
      { '@type': 'RentalCarReservation', dropoffTime: '2025-06-09T09:00:00' },
    ]);
  });

  it('reads no ride whose copy names another train, and reads two trains of their own days', () => {
    const head = 'Your train booking is confirmed\nBooking reference: RT44019\n';
    const there = ride('RJX 161', '11 June 2025', 'Wien Hbf', 'Salzburg Hbf');
    expect(
      read(`${head}\n${there}\n\nSummary\n${ride('RJX 163', '11 June 2025', 'Wien Hbf', 'Salzburg Hbf')}`),
    ).toEqual([]);
    const back = ride('RJX 168', '13 June 2025', 'Salzburg Hbf', 'Wien Hbf');
    expect(
      read(`${head}\n${there}\n\n${back}`).map((r) => (r.reservationFor as { trainNumber?: string }).trainNumber),
    ).toEqual(['RJX 161', 'RJX 168']);
  });

  it('reads each hotel of a trip that books two, each with its own number, days and address', () => {
    const trip = (head: string, first: string, second: string) =>
      read(`${head}\n\n${first}\n\n${second}\n\nGuest: Anna Berg`).map((r) => {
        const hotel = r.reservationFor as { name?: string; address?: { addressLocality?: string } };
        return [hotel.name, hotel.address?.addressLocality, r.reservationNumber, r.checkinTime, r.checkoutTime];
      });
    expect(
      trip(
        'Trip reference: WT8K2M',
        `Hotel: Casa do Rio Guesthouse
Address: Rua das Flores 45, 1200-194 Lisboa, Portugal
Confirmation number: 58213377
Check-in: Wednesday, 3 May 2017, from 15:00
Check-out: Friday, 5 May 2017, until 11:00`,
        `Hotel: Quinta Azul Hotel
Address: Avenida da Boavista 1200, 4100-130 Porto, Portugal
Confirmation number: 77120459
Check-in: Friday, 5 May 2017, from 14:00
Check-out: Monday, 8 May 2017, until 12:00`,
      ),
    ).toEqual([
      ['Casa do Rio Guesthouse', 'Lisboa', '58213377', '2017-05-03T15:00:00', '2017-05-05T11:00:00'],
      ['Quinta Azul Hotel', 'Porto', '77120459', '2017-05-05T14:00:00', '2017-05-08T12:00:00'],
    ]);
    // In Spanish, the check-out labelled as a departure ("Salida").
    expect(
      trip(
        'Localizador: SM7720KD',
        `Hotel: Hotel Plaza Mayor
Dirección: Calle Mayor 14, 28013 Madrid, España
Número de confirmación: 44120987
Entrada: 3 de mayo de 2017, a partir de las 15:00
Salida: 5 de mayo de 2017, hasta las 12:00`,
        `Hotel: Hotel Giralda Centro
Dirección: Calle Mateos Gago 22, 41004 Sevilla, España
Número de confirmación: 55230918
Entrada: 5 de mayo de 2017, a partir de las 14:00
Salida: 8 de mayo de 2017, hasta las 12:00`,
      ).map((stay) => stay.slice(0, 3)),
    ).toEqual([
      ['Hotel Plaza Mayor', 'Madrid', '44120987'],
      ['Hotel Giralda Centro', 'Sevilla', '55230918'],
    ]);
    // One hotel printed twice, once in a summary, is one stay.
    expect(
      trip(
        'Trip reference: WT8K2M\nHotel: Casa do Rio Guesthouse',
        `Hotel: Casa do Rio Guesthouse
Confirmation number: 58213377
Check-in: Wednesday, 3 May 2017
Check-out: Friday, 5 May 2017`,
        '',
      ).map((stay) => stay[0]),
    ).toEqual(['Casa do Rio Guesthouse']);
  });

  it("reads a flight labelled by its direction in German (`Hinflug: LH 1556`), not its ends as a stay's", () => {
    const found = read(`Buchungsnummer: RW9920TZ
Reisender: Anna Berg

Hinflug: LH 1556
Abflug: München (MUC) 03.05.2017 07:10
Ankunft: Palma de Mallorca (PMI) 03.05.2017 09:25
Rückflug: LH 1557
Abflug: Palma de Mallorca (PMI) 08.05.2017 10:15
Ankunft: München (MUC) 08.05.2017 12:30

Hotel: Hotel Playa Sol
Adresse: Carrer de la Mar 5, 07610 Palma, Spanien
Anreise: 03.05.2017
Abreise: 08.05.2017`);
    expect(flightTimes(found.filter((r) => r['@type'] === 'FlightReservation'))).toEqual([
      ['1556', '2017-05-03T07:10:00', '2017-05-03T09:25:00'],
      ['1557', '2017-05-08T10:15:00', '2017-05-08T12:30:00'],
    ]);
    const stay = found.find((r) => r['@type'] === 'LodgingReservation');
    expect([stay?.checkinTime, stay?.checkoutTime]).toEqual(['2017-05-03', '2017-05-08']);
  });

  it('reads a car hire from a company it does not know when the mail calls it a car hire in a compound or a name', () => {
    const hire = (opening: string) =>
      read(`${opening}

Reservierungsnummer: IR55102
Fahrer: Anna Berg

Abholung
Bahnhof Bergen auf Rügen
Dienstag, 05.05.2017, 10:30 Uhr

Rückgabe
Bahnhof Bergen auf Rügen
Freitag, 08.05.2017, 17:00 Uhr

Fahrzeug: Opel Corsa oder ähnlich`).map((r) => [r['@type'], r.pickupTime, r.dropoffTime]);
    const hired = [['RentalCarReservation', '2017-05-05T10:30:00', '2017-05-08T17:00:00']];
    expect(hire('vielen Dank für Ihre Mietwagenreservierung.')).toEqual(hired);
    expect(hire('Vielen Dank, dass Sie bei Inselauto Rent a Car buchen.')).toEqual(hired);
    expect(hire('Vielen Dank für Ihre Reservierung.')).toEqual([]);
  });

  it("leaves the company out of the car's name when the company is read on its own", () => {
    const car = (name: string) =>
      read(`Confirmation number: WT3HZ8
Car: ${name}
Rental company: Hertz
Pick-up: Denver International Airport (DEN), May 3, 2017 10:00 AM
Return: Denver International Airport (DEN), May 8, 2017 4:00 PM`).map((r) => {
        const hired = r.reservationFor as { name?: string; rentalCompany?: { name?: string } };
        return [hired.rentalCompany?.name, hired.name];
      });
    expect(car('Hertz Intermediate SUV (Toyota RAV4 or similar)')).toEqual([
      ['Hertz', 'Intermediate SUV (Toyota RAV4 or similar)'],
    ]);
    expect(car('Hertzberg Special')).toEqual([['Hertz', 'Hertzberg Special']]);
  });
});
