import { describe, expect, it } from 'vitest';
import { textColumnTables } from './column-tables.js';

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
