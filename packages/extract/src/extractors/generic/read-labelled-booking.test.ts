import { describe, expect, it } from 'vitest';
import type { ExtractorInput } from '../types.js';
import { readLabelledBooking } from './read-labelled-booking.js';

const sent = new Date('2017-02-20T10:00:00Z');

function read(text: string, kind: ExtractorInput['kind'] = 'text') {
  return readLabelledBooking({ kind, text, date: sent });
}

// The first station lookup loads the station data: seconds on a busy machine.
const STATION_DATA_MS = 30_000;

describe('the labelled-facts reader', () => {
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
          trainNumber: 'TGV 6611',
          departureStation: { name: 'Paris Gare de Lyon' },
          arrivalStation: { name: 'Lyon Part-Dieu' },
          departureTime: '2017-03-04T07:53:00',
          arrivalTime: '2017-03-04T09:50:00',
        },
      });
    },
    STATION_DATA_MS,
  );

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
      reservationFor: { departureTime: '2017-03-04T20:15:00', arrivalTime: '2017-03-05T06:30:00' },
    });
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
});
