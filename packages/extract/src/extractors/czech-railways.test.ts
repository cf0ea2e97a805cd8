import { describe, expect, it } from 'vitest';
import { valueAtPath } from '../postprocess/json-ld.js';
import { czechRailways } from './czech-railways.js';
import { loadCorpusCase } from './testing/cases.js';
import { expectExtraction, expectInLayout } from './testing/expect-case.js';

describe('czech-railways', () => {
  it.each(['x-czechrailways-czechrailways-one-leg-single-txt', 'x-czechrailways-czechrailways-two-leg-single-txt'])(
    'reads the e-ticket %s',
    async (id) => {
      expectExtraction(czechRailways, await loadCorpusCase(id));
    },
  );

  it.each(['labels in capitals', 'labels in small letters', 'a space before the colon', 'clocks on twelve hours'])(
    'reads the e-ticket with %s',
    async (variant) => {
      expectInLayout(czechRailways, await loadCorpusCase('x-czechrailways-czechrailways-two-leg-single-txt'), variant);
    },
  );

  it('names the passenger given name first', async () => {
    const golden = await loadCorpusCase('x-czechrailways-czechrailways-one-leg-single-txt');
    const [leg] = czechRailways.extract(golden.input);
    expect(leg?.underName).toEqual({ '@type': 'Person', name: 'Daniel VRÁTIL' });
    expect(leg?.totalPrice).toBe(341);
    expect(leg?.priceCurrency).toBe('CZK');
  });

  it('reads the transaction code and the name when the left column prints text on their lines', async () => {
    const golden = await loadCorpusCase('x-czechrailways-czechrailways-two-leg-single-txt');
    const text = golden.input.text
      .replace(/^\s+VRÁTIL Daniel$/m, 'Jízdenku lze použít po stejné trase.                      VRÁTIL Daniel')
      .replace(/^\s+Z39230$/m, 'Rezervace místa platí pouze pro uvedené vlaky.            Z39230');
    const legs = czechRailways.extract({ ...golden.input, text });
    expect(legs.map((leg) => [leg.reservationNumber, valueAtPath(leg, 'underName.name')])).toEqual([
      ['Z39230', 'Daniel VRÁTIL'],
      ['Z39230', 'Daniel VRÁTIL'],
    ]);
  });

  it('reads a leg without a seat, a stop whose long name leaves one space before its day, a two-part family name', () => {
    const text = [
      'Datum vystavení/datum platby: 2.3.2024 10:41          Platba:      KARTOU/CC',
      'Prodejce: České dráhy, a.s. 30000',
      'Stanice                          Odj. / Příj. x           w       Místo / Seat / Sitzplatz',
      'Praha hl.n.                     15.03. 07:12 EC 171       258     45                       Údaje pro kontrolu',
      'Pardubice hl.n.                 15.03. 08:10                                               Doklad číslo / Beleg Nr.:',
      'Pardubice hl.n.                 15.03. 08:31 Os 5011                                       *2044-117',
      'Choceň                          15.03. 08:52                                               Jméno / Name:',
      'Choceň                          15.03. 09:05 R 877        305     12                       NOVÁK-SVOBODA Jan Petr',
      'Ústí nad Orlicí město zastávka 15.03. 09:19                                               Kód transakce:',
      '                                                                                           Q77Z4K',
    ].join('\n');
    const legs = czechRailways.extract({ kind: 'text', text });
    expect(
      legs.map((l) => [
        valueAtPath(l, 'reservationFor.trainNumber'),
        valueAtPath(l, 'reservationFor.arrivalStation.name'),
        valueAtPath(l, 'reservedTicket.ticketedSeat.seatNumber'),
      ]),
    ).toEqual([
      ['EC 171', 'Pardubice hl.n.', '45'],
      ['Os 5011', 'Choceň', undefined],
      ['R 877', 'Ústí nad Orlicí město zastávka', '12'],
    ]);
    expect(legs[2]).toMatchObject({
      reservationNumber: 'Q77Z4K',
      underName: { name: 'Jan Petr NOVÁK-SVOBODA' },
      reservationFor: { departureTime: '2024-03-15T09:05:00', arrivalTime: '2024-03-15T09:19:00' },
    });
  });

  it("reads a named train's number and name apart, and its coach and seat", () => {
    const text = [
      'Datum vystavení/datum platby: 2.3.2024 10:41          Platba:      KARTOU/CC',
      'Prodejce: České dráhy, a.s. 30000',
      'Stanice                          Odj. / Příj. x           w       Místo / Seat / Sitzplatz',
      'Praha hl.n.                     15.03. 07:12 EC 173 Vindobona 258     45                   Údaje pro kontrolu',
      'Brno hl.n.                      15.03. 09:52                                               Jméno / Name:',
    ].join('\n');
    const [leg] = czechRailways.extract({ kind: 'text', text });
    expect(leg?.reservationFor).toMatchObject({ trainNumber: 'EC 173', trainName: 'Vindobona' });
    expect(valueAtPath(leg, 'reservedTicket.ticketedSeat.seatNumber')).toBe('45');
    expect(valueAtPath(leg, 'reservedTicket.ticketedSeat.seatSection')).toBe('258');
  });

  it('reads both seats of a ticket for two', () => {
    const text = [
      'Stanice                          Odj. / Příj. x           w       Místo / Seat / Sitzplatz',
      'Ostrava hl.n.                   20.04. 14:25 EC 104       256     41, 43                   Údaje pro kontrolu',
      'Olomouc hl.n.                   20.04. 15:29                                               Angaben für Kontrolle',
    ].join('\n');
    const [leg] = czechRailways.extract({ kind: 'text', text, date: new Date('2019-04-12T14:20:00Z') });
    expect(valueAtPath(leg, 'reservedTicket.ticketedSeat.seatSection')).toBe('256');
    expect(valueAtPath(leg, 'reservedTicket.ticketedSeat.seatNumber')).toBe('41, 43');
  });
});
