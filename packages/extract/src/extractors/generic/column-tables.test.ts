import { describe, expect, it } from 'vitest';
import { columnTables, textColumnTables } from './column-tables.js';

describe('a stop table in text columns', () => {
  const ticket = `Datum vystavení: 30.12.2016 18:40
Stanice                   Odj. / Příj.            Vůz     Místo
Praha hl.n.               02.01. 07:12 R 881      5       64          Údaje pro kontrolu
Pardubice hl.n.           02.01. 08:20                                Kontrolní údaje
Konec.`;

  it('writes each ride as labelled lines, its day in the year of the day printed above the table', () => {
    expect(textColumnTables(ticket).split('\n')).toEqual([
      'Datum vystavení: 30.12.2016 18:40',
      'Depart: Praha hl.n. 2 Jan 2017 07:12',
      'Arrive: Pardubice hl.n. 2 Jan 2017 08:20',
      'Service: R 881',
      'Coach: 5',
      'Seat: 64',
      '',
      'Konec.',
    ]);
  });

  it('writes no ride where the row that departs names no train under a column of both clocks', () => {
    expect(textColumnTables(ticket.replace('R 881', '     '))).not.toContain('Depart:');
  });

  it('reads a list of seats under a column of coach and seats as the seats of several travellers', () => {
    const bus = `Datum         Zastávka/Přestup          Příjezd   Odjezd    Spoj                Vůz/sedadla
Pá 3.4.26     Ostrava, ÚAN                        6:45      Ostrava → Olomouc   12, 13, 17
              Olomouc, hl.n.            8:05`;
    expect(textColumnTables(bus)).toContain('Seat: 12, 13, 17');
  });

  it("reads the coach under a column headed by a pictogram printed as a letter, beside the seat's", () => {
    const ticket = `Datum vystavení: 14.3.2026 10:02
Stanice                          Odj. / Příj. x           w       Místo / Seat
Olomouc hl.n.                   18.03. 06:10 IC 501       4       36
Ostrava-Svinov                  18.03. 07:12`;
    expect(textColumnTables(ticket)).toContain('Coach: 4\nSeat: 36');
  });

  it("reads a table of two columns, a coach's and a seat's, as the coach and seat", () => {
    const seating = 'Zug: IC 2013\nWagen    Platz\n7        114';
    expect(textColumnTables(seating)).toContain('Wagen: 7\nPlatz: 114');
  });
});

describe('tables of two labels stacked over their two values', () => {
  const table = (...rows: string[][]) =>
    `<table>${rows.map((row) => `<tr>${row.map((cell) => `<td><span>${cell}</span></td>`).join('')}</tr>`).join('')}</table>`;

  it('reads each labelled value in place of the row of values, leaving out the row of labels', () => {
    const { inPlace } = columnTables(table(['Booking reference', 'Amount paid'], ['QX7T2P', 'EUR 120.00']));
    expect(inPlace).toEqual([
      { shown: 'Booking reference Amount paid', line: '' },
      { shown: 'QX7T2P EUR 120.00', line: 'Booking reference: QX7T2P' },
    ]);
  });

  it('reads the first two rows of a table whose other rows hold one cell each', () => {
    const html = table(['Reisende 1', 'Tarif'], ['Jana Novak', 'Sparpreis'], ['<hr>'], ['Preis 49,90 EUR']);
    expect(columnTables(html).inPlace.map((r) => r.line)).toEqual(['', 'Reisende 1: Jana Novak']);
  });

  it("reads a column headed by a word for an airline and its name over a flight's designator as the flight", () => {
    const { inPlace } = columnTables(table(['Compagnie Transavia', 'Appareil'], ['TO3012', 'Boeing 737']));
    expect(inPlace.map((r) => r.line)).toEqual(['', 'vol: TO3012']);
    expect(columnTables(table(['А/К ЮТЭЙР', 'ТИП ВС'], ['UT577', 'BOEING 737'])).inPlace[1]?.line).toBe('рейс: UT577');
  });

  it('reads no flight under a column that names no airline, nor an aircraft under one', () => {
    expect(columnTables(table(['Aircraft', 'Cabin'], ['A320', 'Economy'])).inPlace).toEqual([]);
    expect(columnTables(table(['Airline', 'Cabin'], ['Lufthansa', 'Economy'])).inPlace).toEqual([]);
  });

  it('reads no rows of a label and its value, one under the other, as labels over values', () => {
    const rows = table(['Guest', 'Aisyah Rahman'], ['Total amount', 'MYR 189.00']);
    expect(columnTables(rows).inPlace).toEqual([]);
    const labels = table(['Passenger', 'Jane Doe'], ['Flight', 'UA 110']);
    expect(columnTables(labels).inPlace.filter((r) => r.line === '')).toEqual([]);
  });

  it('reads no pair of rows among more rows of two cells', () => {
    const list = table(['Passenger', 'Ticket type'], ['Jane Doe', 'Adult'], ['John Doe', 'Adult']);
    expect(columnTables(list).inPlace).toEqual([]);
  });
});

describe("a row of places over a row of each end's clock and airport's code", () => {
  const table = (...rows: string[][]) =>
    `<table>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</table>`;

  it('writes each code after the name above it, in place of the row of codes', () => {
    const { inPlace } = columnTables(table(['LISBOA', '', 'FUNCHAL'], ['<b>07:40</b> LIS', '→', '<b>09:25</b> FNC']));
    expect(inPlace).toEqual([
      { shown: 'LISBOA FUNCHAL', line: '' },
      { shown: '07:40 LIS → 09:25 FNC', line: '07:40 LISBOA (LIS) → 09:25 FUNCHAL (FNC)' },
    ]);
  });

  it('reads no places over cells without a clock, or over labels, or over one code twice', () => {
    expect(columnTables(table(['Lisboa', 'Funchal'], ['LIS', 'FNC'])).inPlace).toEqual([]);
    const labelled = columnTables(table(['Departure', 'Arrival'], ['07:40 LIS', '09:25 FNC'])).inPlace;
    expect(labelled.map((r) => r.line).filter((line) => line.includes('('))).toEqual([]);
    expect(columnTables(table(['Lisboa', 'Lisboa'], ['07:40 LIS', '09:25 LIS'])).inPlace).toEqual([]);
  });
});

describe('cells side by side, each a label with its colon over its value', () => {
  const row = (...cells: string[]) => `<table><tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr></table>`;

  it('writes each known label with the first line under it in place of the line of labels', () => {
    const html = row('<p>Booking number:</p><p><strong>7158264</strong></p>', '<p>Booking status:</p><p>CONFIRMED</p>');
    expect(columnTables(html).inPlace).toEqual([
      { shown: 'Booking number: Booking status:', line: 'Booking number: 7158264' },
    ]);
  });

  it("reads a traveller's name from a cell beside another label's", () => {
    const html = row(
      '<p>Passagiere (1):</p><table><tr><td><p>Jana Novak</p></td></tr></table>',
      '<p>Gepäck:</p><p>1x Handgepäck 8 kg</p>',
    );
    expect(columnTables(html).inPlace).toEqual([
      { shown: 'Passagiere (1): Gepäck:', line: 'Passagiere (1): Jana Novak' },
    ]);
  });

  it('reads nothing from cells without a known label, or whose label is not alone on its first line', () => {
    expect(columnTables(row('<p>Baggage:</p><p>1x 8 kg</p>', '<p>Meal:</p><p>none</p>')).inPlace).toEqual([]);
    expect(columnTables(row('<p>Booking number: 7158264</p>', '<p>Status: CONFIRMED</p>')).inPlace).toEqual([]);
  });
});

describe('cells side by side, each a label over its value without a colon', () => {
  const row = (...cells: string[]) => `<table><tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr></table>`;

  it('writes each label with its value, and leaves out the lines of labels and of values the plain text shows', () => {
    const html = row(
      'Date<br/><strong>Thursday, 19 Mar</strong>',
      'Hour<br/><strong>18:30</strong>',
      'People<br/><strong>2 people</strong>',
    );
    const tables = columnTables(html);
    expect(tables.lines).toEqual(['Date: Thursday, 19 Mar', '', 'Hour: 18:30', '', 'People: 2 people', '']);
    expect(tables.shown).toEqual(['Date Hour People', 'Thursday, 19 Mar 18:30 2 people']);
  });

  it('leaves the lines in place where a cell of the row shows no label over a value', () => {
    const html = row('Date<br/><strong>Thursday, 19 Mar</strong>', 'See you soon<br/>The team');
    expect(columnTables(html).shown).toEqual([]);
  });
});

describe('a text table whose cells are centred under their labels', () => {
  it('gives each cell to the label it stands under when a row starts left of the first label', () => {
    const page = ['     FLIGHT          GATE          SEAT', '  AF7640          F32           12C'].join('\n');
    expect(textColumnTables(page).split('\n')).toEqual(['FLIGHT: AF7640', 'GATE: F32', 'SEAT: 12C', '']);
  });

  it('keeps reading a left-aligned table by its labels’ starts', () => {
    const typed = ['Flight      Gate        Seat', 'AF7640      F32         12C'].join('\n');
    expect(textColumnTables(typed).split('\n')).toEqual(['Flight: AF7640', 'Gate: F32', 'Seat: 12C', '']);
  });
});

describe('a table typed with bars between its cells', () => {
  it('writes each row as labelled lines under the labels of its header', () => {
    expect(
      textColumnTables(`Outbound - Friday 13 March 2026
Departs | Arrives | Train | Coach | Seat
London St Pancras Intl 8:01 AM | Brussels-Midi 11:05 AM | 9116 | 3 | 22
Thank you.`).split('\n'),
    ).toEqual([
      'Outbound - Friday 13 March 2026',
      'Departs: London St Pancras Intl 8:01 AM',
      'Arrives: Brussels-Midi 11:05 AM',
      'Train: 9116',
      'Coach: 3',
      'Seat: 22',
      '',
      'Thank you.',
    ]);
  });

  it('leaves a barred line that labels nothing, or rows of another count of cells, as they are', () => {
    const menu = 'Home | Bookings | Help | Contact\nLondon 08:01 | Paris 11:20 | 9014 | 5';
    expect(textColumnTables(menu)).toBe(menu);
    const ragged = 'Departs | Arrives | Train | Coach | Seat\nLondon St Pancras Intl 08:01 | Paris Gare du Nord 11:20';
    expect(textColumnTables(ragged)).toBe(ragged);
  });
});
