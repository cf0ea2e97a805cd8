import { describe, expect, it } from 'vitest';
import {
  BESIDE,
  bareReference,
  besideMatch,
  factOfLabel,
  labelsWriteDayFirst,
  readFacts,
  stopBesideClock,
} from './labelled-facts.js';

describe('readFacts', () => {
  it("reads a TO column set apart by spaces only under a FROM column's line, and nowhere else", () => {
    const text =
      'From   London Heathrow (LHR)   Depart 07:25\nTo     Frankfurt (FRA)   Arrive 10:00\n\nTo     the gate';
    expect(readFacts(text).map((f) => [f.fact, f.value])).toEqual([
      ['depart', 'London Heathrow (LHR)   Depart 07:25'],
      ['arrive', 'Frankfurt (FRA)   Arrive 10:00'],
    ]);
  });

  it("reads an agency itinerary's trip locator, or its file (dossier), as the booking's reference", () => {
    expect(readFacts('Trip Locator: QWERTY').map((f) => [f.fact, f.value])).toEqual([['reference', 'QWERTY']]);
    expect(readFacts('Dossier : HZ4521').map((f) => [f.fact, f.value])).toEqual([['reference', 'HZ4521']]);
  });

  it("ends a day's value where another column's text stands far to its right, and only a day's", () => {
    const text =
      'DEPARTURE: WEDNESDAY 2 JANUARY 2019            Please verify flight times\nHotel: Grand Hotel            Paris';
    expect(readFacts(text).map((f) => [f.fact, f.value])).toEqual([
      ['depart', 'WEDNESDAY 2 JANUARY 2019'],
      ['hotel', 'Grand Hotel            Paris'],
    ]);
  });

  it("takes a tab after a label's colon for no gap before the next label, whose cell stands after wide spaces", () => {
    const text = 'Corporation :\tSETC    PNR Number :\tT73390572';
    expect(readFacts(text).map((f) => [f.fact, f.label, f.value])).toEqual([['reference', 'PNR Number', 'T73390572']]);
  });

  it('ends a list of names under its label at the first line that is no name', () => {
    const text = 'Travellers\nMr Anton Sorokin\n1. Mia Sorokin\nS7 Priority\nMy booking\nLocal times everywhere';
    expect(
      readFacts(text)
        .filter((f) => f.fact === 'person')
        .map((f) => f.value),
    ).toEqual(['Mr Anton Sorokin', '1. Mia Sorokin']);
  });

  it('reads a clock under a label that says at what time a flight leaves or arrives, in several languages', () => {
    const text = 'Departing At: 13:43\nArriving at: 14:56\nAbflug um: 07:10\nArrivée à : 09:25\nVertrek om: 11:00';
    expect(readFacts(text).map((f) => [f.fact, f.value])).toEqual([
      ['depart', '13:43'],
      ['arrive', '14:56'],
      ['depart', '07:10'],
      ['arrive', '09:25'],
      ['depart', '11:00'],
    ]);
  });

  it('ends a place where an unknown label stands beside it, and still takes the day and time printed below', () => {
    const facts = readFacts('Departure: Montevideo        Open: No\n30/03/2017 11:00');
    expect(facts).toEqual([expect.objectContaining({ fact: 'depart', value: 'Montevideo 30/03/2017 11:00' })]);
  });

  it("reads a train's service alone on its line after the word for a train, without a colon", () => {
    const text = 'Train TGV INOUI 6603\nTreno Frecciarossa 9615\nZug ICE 597\nTrain 2 of 3\nTrain times may change';
    expect(readFacts(text).map((f) => [f.fact, f.value])).toEqual([
      ['train', 'TGV INOUI 6603'],
      ['train', 'Frecciarossa 9615'],
      ['train', 'ICE 597'],
    ]);
  });

  it('reads the French labels of a name and of a file reference, and the Czech one of a document', () => {
    const text = 'Nom : Claire Martin\nRéférence dossier : QWERTY\nKód dokladu: CD44112';
    expect(readFacts(text).map((f) => [f.fact, f.value])).toEqual([
      ['person', 'Claire Martin'],
      ['reference', 'QWERTY'],
      ['reference', 'CD44112'],
    ]);
  });

  it('reads no flight from a heading that names the section of flights below it', () => {
    const text = 'Flight details\nFlight: UA 110';
    const facts = readFacts(text, true, (line) => line === 'Flight details');
    expect(facts).toEqual([expect.objectContaining({ fact: 'flight', value: 'UA 110' })]);
  });

  it('reads the cells of a line set apart by middle dots each as a line of its own', () => {
    const facts = readFacts('Bus 2204 · Passenger: Ruth Ellery\nTotal: 12.00 · Paid', true);
    expect(facts.map((f) => [f.fact, f.value])).toEqual([
      ['bus', '2204'],
      ['person', 'Ruth Ellery'],
    ]);
  });

  it('reads a traveller set apart by a middle dot from the seat after it, the seat read once', () => {
    const facts = readFacts('Traveler: Megan Brooks · Seat 14A', true);
    expect(facts.map((f) => [f.fact, f.value])).toEqual([
      ['seat', '14A'],
      ['person', 'Megan Brooks'],
    ]);
  });

  it('reads the columns of a printed page, labelled facts four spaces or more apart, each as a line of its own', () => {
    const facts = readFacts(
      'Corporation : SETC    PNR Number : T70000004\nDate of Journey : 02/02/2027    Route No : 307AB\n' +
        'Passenger Start Place : MADURAI    Passenger End Place : CHENNAI\nPassenger Pickup Time: 02/02/2027 21:30 Hrs.',
    );
    expect(facts.map((f) => [f.fact, f.value])).toEqual([
      ['reference', 'T70000004'],
      ['date', '02/02/2027'],
      ['route', '307AB'],
      ['depart', 'MADURAI'],
      ['arrive', 'CHENNAI'],
      ['time', '02/02/2027 21:30 Hrs.'],
    ]);
  });

  it('reads no departure from a row of column headings, one label after another behind an arrow', () => {
    const facts = readFacts('        FROM                      ->TO                  CLASS\nFare: Saver');
    expect(facts.filter((f) => f.fact === 'depart' || f.fact === 'arrive')).toEqual([]);
  });
});

describe('the labels of the ten languages as confirmations print them', () => {
  it('knows the main driver, the guest and the traveller by their native labels', () => {
    for (const label of [
      'Nombre del huésped',
      'Nombre del titular',
      'Nome ospite',
      'Conducente principale',
      'Conducteur principal',
      'Nom du voyageur',
      'Naam reiziger',
      'Główny kierowca',
      'Hlavní řidič',
      'Huvudförare',
      'Hauptreisender',
    ]) {
      expect([label, factOfLabel(label)]).toEqual([label, 'person']);
    }
  });

  it('knows an event, a party, a ship and an arrival time by their native labels', () => {
    const facts = [
      ['Konzert', 'event'],
      ['Aufführung', 'event'],
      ['Concierto', 'event'],
      ['Concerto', 'event'],
      ['Spektakl', 'event'],
      ['Anzahl Gäste', 'partySize'],
      ['Nombre de convives', 'partySize'],
      ['Número de comensales', 'partySize'],
      ['Čas příletu', 'arrive'],
      ['Čas příjezdu', 'arrive'],
      ['Statek', 'ferry'],
      ['Loď', 'ferry'],
      ['Viatura', 'carModel'],
      ['Retour du véhicule', 'dropoff'],
      ['Incheckningsdatum', 'checkin'],
      ['Datum och tid', 'date'],
      ['Número de localizador', 'reference'],
    ];
    expect(facts.map(([label]) => [label, factOfLabel(label ?? '')])).toEqual(facts);
  });
});

describe("a number's sign after a label", () => {
  it('stands for the colon, and for the word "number"', () => {
    expect(readFacts('Itinerary # 72810045\nConfirmation #11482930').map((f) => [f.fact, f.value])).toEqual([
      ['reference', '72810045'],
      ['reference', '11482930'],
    ]);
  });
});

describe('a reference label written as one word', () => {
  it('is known as the English label of two words is ("Bookingcode", "Bookingnummer")', () => {
    for (const label of ['Bookingcode', 'Bookingnummer', 'Bookingreference', 'Reservationnumber', 'Bookingkode']) {
      expect(factOfLabel(label)).toBe('reference');
    }
    expect(readFacts('Bookingcode: HHHHHHH').map((f) => [f.fact, f.value])).toEqual([['reference', 'HHHHHHH']]);
  });

  it('joins no other label, nor a reference label of a word and a letter or two', () => {
    expect(factOfLabel('Departuretime')).toBeUndefined();
    expect(factOfLabel('Pnrnumber')).toBeUndefined();
  });
});

describe('the times and counts of a stay as they are printed', () => {
  const read = (text: string) => readFacts(text).map((f) => [f.fact, f.value]);

  it('takes the time on the line below a day that stands alone under its label', () => {
    expect(read('Check-in\nSat, Mar 18\n2:00 PM')).toEqual([['checkin', 'Sat, Mar 18 2:00 PM']]);
  });

  it("reads a count's label with its number as the count", () => {
    expect(read('Nights 4\nRoom Twin')).toEqual([['nights', '4']]);
    expect(read('Party of 3\nIsla Grant')).toEqual([['partySize', '3']]);
  });

  it('reads two labels joined by a slash, each with its value after the same slash', () => {
    expect(read('Check-in / check-out: after 14:00 / before 11:00')).toEqual([
      ['checkin', 'after 14:00'],
      ['checkout', 'before 11:00'],
    ]);
  });

  it('reads times after their labels listed with commas', () => {
    expect(read('Check-in from 14:00, check-out until 11:00')).toEqual([
      ['checkin', '14:00'],
      ['checkout', '11:00'],
    ]);
  });
});

describe("a vehicle's word that heads a route", () => {
  it('reads "Flight from … to …" as no flight, where "Check-in from" still leads a time', () => {
    const loose = (text: string) => readFacts(text, true).map((f) => [f.fact, f.value]);
    expect(loose('Flight from Newark to San Francisco EWR → SFO')).toEqual([]);
    expect(loose('Train to Lyon Part-Dieu')).toEqual([]);
    expect(loose('Check-in from 15:00')).toEqual([['checkin', '15:00']]);
    expect(loose('Flight LH 2410')).toEqual([['flight', 'LH 2410']]);
  });
});

describe('a person after a label that ends in "for" or "by"', () => {
  it('needs no colon before a name', () => {
    expect(readFacts('Reserved for Isla Grant\nBooked by the front desk').map((f) => [f.fact, f.value])).toEqual([
      ['person', 'Isla Grant'],
    ]);
  });
});

describe('a label with its number on a line of its own', () => {
  it('gives a coach its own number, not the line below it (`Carrozza 3` over `Posto 41A`)', () => {
    const facts = readFacts('Carrozza 3\nPosto 41A', true).map((f) => [f.fact, f.value]);
    expect(facts).toEqual([
      ['coach', '3'],
      ['seat', '41A'],
    ]);
  });
});

describe('the code of an Italian ticket', () => {
  it('is the booking reference (`Codice biglietto` over its code)', () => {
    expect(readFacts('Codice biglietto PQ7ZKX', true).map((f) => [f.fact, f.value])).toEqual([['reference', 'PQ7ZKX']]);
  });
});

describe('the labels of the common languages of travel mail', () => {
  const facts = (text: string) => readFacts(text).map((f) => [f.fact, f.value]);

  it('reads the traveller under a name label in Polish, Czech, Spanish, Portuguese and Swedish', () => {
    expect(facts('Imię i nazwisko: Anna Nowak')).toEqual([['person', 'Anna Nowak']]);
    expect(facts('Jméno hosta: Jan Novák')).toEqual([['person', 'Jan Novák']]);
    expect(facts('Nombre: Lucía García')).toEqual([['person', 'Lucía García']]);
    expect(facts('Nome do hóspede: João Silva')).toEqual([['person', 'João Silva']]);
    expect(facts('Bokad av: Erik Johansson')).toEqual([['person', 'Erik Johansson']]);
  });

  it('reads references and ticket numbers in Portuguese, Italian, Dutch, Polish, Czech and Swedish', () => {
    expect(facts('Número da encomenda: E5512')).toEqual([['reference', 'E5512']]);
    expect(facts('Codice di conferma: 88231')).toEqual([['reference', '88231']]);
    expect(facts('Dossiernummer: 88231')).toEqual([['reference', '88231']]);
    expect(facts('Kod potwierdzenia: 88231')).toEqual([['reference', '88231']]);
    expect(facts('Číslo vstupenky: 123456789')).toEqual([['ticketNumber', '123456789']]);
    expect(facts('Biljettnummer: 123456789')).toEqual([['ticketNumber', '123456789']]);
  });

  it("reads a ride's ends, a stay's days and a car's pick-up under the labels of each language", () => {
    expect(facts('Saída: Lisboa\nWypłynięcie: Gdynia\nPrzypłynięcie: Karlskrona\nBestemming: Harwich')).toEqual([
      ['depart', 'Lisboa'],
      ['depart', 'Gdynia'],
      ['arrive', 'Karlskrona'],
      ['arrive', 'Harwich'],
    ]);
    expect(facts('Data zameldowania: 3 marca 2025\nUitcheckdatum: 5 maart 2025')).toEqual([
      ['checkin', '3 marca 2025'],
      ['checkout', '5 maart 2025'],
    ]);
    expect(facts('Odbiór samochodu: Kraków\nLocal de entrega: Lisboa')).toEqual([
      ['pickup', 'Kraków'],
      ['dropoff', 'Lisboa'],
    ]);
  });

  it('reads a seat under the Spanish `Plaza` and a party under the Czech and Polish counts of guests', () => {
    expect(facts('Plaza: 12A\nPočet hostů: 4\nLiczba gości: 2')).toEqual([
      ['seat', '12A'],
      ['partySize', '4'],
      ['partySize', '2'],
    ]);
  });
});

describe('the names under a label of several people', () => {
  const facts = (text: string, loose = false) => readFacts(text, loose).map((f) => [f.fact, f.value]);

  it('reads each name printed alone below the first, in a table row or after a colon', () => {
    expect(facts('Reizigers Sanne de Vries\nDaan de Vries\nTrein ICE 123', true)).toEqual([
      ['person', 'Sanne de Vries'],
      ['person', 'Daan de Vries'],
      ['train', 'ICE 123'],
    ]);
    expect(facts('Pasażerowie: Anna Nowak\nPiotr Nowak\n\nLot: LO 3921')).toEqual([
      ['person', 'Anna Nowak'],
      ['person', 'Piotr Nowak'],
      ['flight', 'LO 3921'],
    ]);
  });

  it("reads nothing more under one person's label, nor a line that is no name", () => {
    expect(facts('Passenger: Anna Nowak\nPiotr Nowak')).toEqual([['person', 'Anna Nowak']]);
    expect(facts('Passengers: Anna Nowak\n2 adults')).toEqual([['person', 'Anna Nowak']]);
  });

  it('ends the list at a route between two places printed under the last name, which is the trip and no traveller', () => {
    const people = (text: string) => facts(text, true).filter(([fact]) => fact === 'person');
    expect(people('Passengers\nMr TEST TESTER\nLondon Luton to Amsterdam\nDep 25 October 2013 18:55')).toEqual([
      ['person', 'Mr TEST TESTER'],
    ]);
    expect(people('Reizigers Sanne de Vries\nAmsterdam - Berlin\nDaan de Vries')).toEqual([
      ['person', 'Sanne de Vries'],
    ]);
    // Two people whose names are no places stay two travellers.
    expect(people('Passengers\nAnna Nowak\nPiotr Nowak')).toEqual([
      ['person', 'Anna Nowak'],
      ['person', 'Piotr Nowak'],
    ]);
  });
});

describe("the labels of a journey's outbound and return flights", () => {
  it('name flights in Italian, Spanish, Portuguese, French, Dutch, Polish and Czech', () => {
    const labels = [
      'Volo di andata',
      'Vuelo de vuelta',
      'Voo de ida',
      'Vol retour',
      'Heenvlucht',
      'Lot powrotny',
      'Let zpět',
    ];
    expect(labels.map((l) => readFacts(`${l}: XX 1234`)[0]?.fact)).toEqual(labels.map(() => 'flight'));
  });
});

describe('lines of a ticket printed as text without colons', () => {
  const facts = (text: string) => readFacts(text).map((f) => [f.fact, f.value]);

  it("reads a reference's label, a dash and a code with a digit in it", () => {
    expect(facts('Confirmation Number - 7KQ2W9')).toEqual([['reference', '7KQ2W9']]);
    expect(facts('Confirmation Number - PENDING')).toEqual([]);
  });

  it("reads a side's word and clock, then the place after a gap, as that end", () => {
    expect(facts('Depart 7:15 AM  Albany-Rensselaer, NY (ALB)\nArrive 9:40 AM  Syracuse, NY (SYR)')).toEqual([
      ['depart', 'Albany-Rensselaer, NY (ALB) 7:15 AM'],
      ['arrive', 'Syracuse, NY (SYR) 9:40 AM'],
    ]);
  });
});

describe('a German label written for both genders', () => {
  it("reads the label without the other gender's ending (`Reisende/r`)", () => {
    const facts = (text: string) => readFacts(text).map((f) => [f.fact, f.value]);
    expect(facts('Reisende/r: Lukas Brandner')).toEqual([['person', 'Lukas Brandner']]);
    expect(facts('Vůz/sedadla: 5/43')).not.toContainEqual(['person', '5/43']);
  });
});

describe('travellers under a plural heading in Russian', () => {
  it('reads each name under «Путешественники» as a traveller', () => {
    const facts = readFacts('*Путешественники*\n\n* Mr Anton Sorokin *\n* Ms Olga Sorokina *');
    expect(facts.map((f) => [f.fact, f.value])).toEqual([
      ['person', 'Mr Anton Sorokin'],
      ['person', 'Ms Olga Sorokina'],
    ]);
  });
});

describe('besideMatch', () => {
  it('finds the label beside another where the pattern tried from every place would, over random lines', () => {
    // Runs of spaces, tabs and bars before labels and colons, as printed columns set them: the pieces the pattern
    // and the shortcut reason about, in every order.
    const pieces = [' ', ' ', ' ', '\t', ' | ', '|', ':', '：', 'Seat', 'Check-out', 'a', '12', '   ', '        '];
    let seed = 18;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    let found = 0;
    for (let n = 0; n < 20000; n++) {
      let line = 'Check-in: 15 Mar';
      const length = 1 + Math.floor(random() * 14);
      for (let k = 0; k < length; k++) line += pieces[Math.floor(random() * pieces.length)];
      const expected = BESIDE.exec(line);
      const match = besideMatch(line);
      if (expected) found++;
      expect(match ? [match.index, ...match] : null, JSON.stringify(line)).toEqual(
        expected ? [expected.index, ...expected] : null,
      );
    }
    expect(found).toBeGreaterThan(1000);
  });

  it('finds no label beside another in a text of long runs of spaces, in time along its length', () => {
    // Each place a label can start at is read once: the pattern tried every length of the run before the label, of
    // the label and of the spaces after the colon, and took seconds on these texts.
    const gap = ' '.repeat(6000);
    expect(besideMatch(`Notes${gap}a${gap}:${gap}`)).toBeNull();
    expect(besideMatch(`Notes${gap}a|b: 2${gap}`)).toBeNull();
    const match = besideMatch(`Check-in: 15 Mar 2024${gap}Check-out:${gap}17 Mar 2024`);
    expect(match ? [match.index, match[1], match[2]] : null).toEqual([21, 'Check-out', '17 Mar 2024']);
  });
});

describe("a seat's label over its seat's word and number", () => {
  it('reads the seat of a row that repeats the word for it', () => {
    const facts = readFacts('Plaza Asiento 23', true);
    expect(facts).toEqual([{ fact: 'seat', label: 'Plaza', value: 'Asiento 23', line: 0 }]);
  });

  it('still reads a row of labels as no value', () => {
    expect(readFacts('Check-in Check-out', true).filter((f) => f.fact === 'checkin')).toEqual([]);
  });
});

describe('whether labels say the day is written first', () => {
  it('is so for labels of another language, or a language declared, and not for a label in English alone', () => {
    expect(labelsWriteDayFirst(['Fecha', 'Lugar'])).toBe(true);
    expect(labelsWriteDayFirst(['Date', 'Venue'])).toBe(false);
    expect(labelsWriteDayFirst(['Fecha', 'Venue'])).toBe(false);
    expect(labelsWriteDayFirst([], 'es')).toBe(true);
    expect(labelsWriteDayFirst([], 'pt-BR')).toBe(true);
    expect(labelsWriteDayFirst([], 'en')).toBe(false);
    expect(labelsWriteDayFirst([], 'ja')).toBe(false);
  });
});

describe("a flight's label and designator opening the line of its clocks", () => {
  it('reads the flight and both clocks, the label kept', () => {
    expect(readFacts('Flight BA 2936  Departs 07:10  Arrives 08:35').map((f) => [f.fact, f.value])).toEqual([
      ['flight', 'BA 2936'],
      ['depart', '07:10'],
      ['arrive', '08:35'],
    ]);
  });

  it("reads nothing when the words before the designator are no flight's label", () => {
    expect(readFacts('Gift card AB 2936  Departs 07:10  Arrives 08:35').some((f) => f.fact === 'flight')).toBe(false);
  });
});

describe('a reference without a colon', () => {
  it('reads a known label opening the line and one code after it', () => {
    expect(bareReference('Buchungsnummer SW-77120')).toEqual({
      fact: 'reference',
      label: 'Buchungsnummer',
      value: 'SW-77120',
    });
    expect(bareReference('Référence de réservation ZP4R9T')?.value).toBe('ZP4R9T');
    expect(readFacts('Booking reference QX7K2M\nFlight: LH 123').map((f) => [f.fact, f.value])).toContainEqual([
      'reference',
      'QX7K2M',
    ]);
  });
  it('reads no sentence that opens with the label, nor a word without a digit', () => {
    expect(bareReference('Booking reference numbers are sent by mail')).toBeUndefined();
    expect(bareReference('Buchungsnummer FOLGT')).toBeUndefined();
    expect(bareReference('Please quote reference AB12345')).toBeUndefined();
  });
});

describe('a stop without a colon', () => {
  it("reads a side's label and clock beside a known station, either way round", () => {
    expect(stopBesideClock('ab 08:12 München Hbf')).toEqual({
      fact: 'depart',
      label: 'ab',
      value: '08:12 München Hbf',
    });
    expect(stopBesideClock('Ankomst 14:05 Göteborg C')?.fact).toBe('arrive');
    expect(stopBesideClock('Zürich HB ab 07:02')?.value).toBe('07:02 Zürich HB');
  });
  it('reads no place the reference data does not know, nor a label of anything else', () => {
    expect(stopBesideClock('ab 08:12 Musterdorf Nord')).toBeUndefined();
    expect(stopBesideClock('Gleis 08:12 München Hbf')).toBeUndefined();
  });
});
