import { describe, expect, it } from 'vitest';
import { deutscheBahn } from './deutsche-bahn.js';
import { findExtractors } from './registry.js';
import { loadCorpusCase, loadSample } from './testing/cases.js';
import { expectExtraction, expectSampleInLayout, expectSampleWithTwelveHourClocks } from './testing/expect-case.js';

describe('deutsche-bahn', () => {
  it.each([
    'x-deutschebahn-deutschebahn-one-leg-return-no-seat-txt',
    'x-deutschebahn-deutschebahn-one-leg-single-international-txt',
    'x-deutschebahn-deutschebahn-two-leg-return-txt',
  ])('reads the online ticket %s', async (id) => {
    expectExtraction(deutscheBahn, await loadCorpusCase(id));
  });

  it.each([
    'db-online-ticket-kelsterbach-niederrad-mannheim-s8-re-evening-de',
    'db-online-ticket-mannheim-tram-ice-airport-s8-kelsterbach-de',
  ])('reads the same rides from %s printed on twelve-hour clocks (`ab 8:56 PM 3`)', async (id) => {
    await expectSampleWithTwelveHourClocks(deutscheBahn, id);
  });

  it('carries the traveller and the amount paid on every leg', async () => {
    const golden = await loadCorpusCase('x-deutschebahn-deutschebahn-two-leg-return-txt');
    const legs = deutscheBahn.extract(golden.input);
    expect(legs.map((l) => l.underName)).toEqual(Array(4).fill({ '@type': 'Person', name: 'John Doe' }));
    expect(legs[0]?.totalPrice).toBe(999);
    expect(legs[0]?.priceCurrency).toBe('EUR');
  });

  it("reads a ticket's text that lost its columns: wrapped stop names, products under a row or after its platform", () => {
    const text = [
      'Online-Ticket',
      'IC/EC Fahrkarte',
      'Summe 54,90€',
      'Die Buchung Ihres Online-Tickets erfolgte am 02.03.2026. DB Fernverkehr AG/DB Regio AG,',
      'Frau Greta Sommer',
      'Auftragsnummer: ZT4M8Q',
      'Ihre Reiseverbindung und Reservierung Hinfahrt am 14.03.2026',
      'Halt Datum Zeit Gleis Produkte Reservierung',
      'Marktplatz, Ulm 14.03. ab 07:02',
      'Ulm Hauptbahnhof (Busbahnhof),',
      'Ulm',
      '14.03. an 07:09',
      'Bus 5',
      'Ulm Hbf 14.03. ab 07:21 3',
      'IC 2264 1 Sitzplatz, Wg. 7, Pl. 42, 1 Fenster,',
      'Großraum, Ref. 500000000001',
      'Stuttgart Hbf 14.03. an 08:19 9',
      'Stuttgart Hbf (tief) 14.03. ab 08:31 101 S 2',
      'Schorndorf 14.03. an 09:07 2',
      'Wichtige Nutzungshinweise:',
    ].join('\n');
    const legs = deutscheBahn.extract({ kind: 'pdf-text', text });
    expect(legs.map((l) => (l.reservationFor as { trainNumber?: string }).trainNumber)).toEqual(['IC 2264', 'S 2']);
    expect(legs[0]).toMatchObject({
      reservationNumber: 'ZT4M8Q',
      underName: { name: 'Greta Sommer' },
      reservationFor: {
        departureStation: { name: 'Ulm Hbf' },
        arrivalStation: { name: 'Stuttgart Hbf' },
        departureTime: '2026-03-14T07:21:00',
        arrivalTime: '2026-03-14T08:19:00',
        departurePlatform: '3',
        arrivalPlatform: '9',
      },
      reservedTicket: { ticketedSeat: { seatSection: '7', seatNumber: '42' } },
    });
    expect(legs[1]).toMatchObject({
      reservationFor: {
        departureStation: { name: 'Stuttgart Hbf (tief)' },
        arrivalStation: { name: 'Schorndorf' },
        departurePlatform: '101',
        arrivalPlatform: '2',
      },
    });
  });

  it('reads the English ticket, whose table says dep and arr, and a night train into the new year', () => {
    const text = [
      '                                   Online-Ticket',
      'ICE Ticket',
      ' Outward journey: 31.12.2027',
      'Flexpreis (Single journey)',
      'Class:     2',
      'Adult:     1',
      'Total                        119,90€',
      '                                                              Mr Jan Novak',
      'DB Fernverkehr AG, Stephensonstr. 1, 60326 Frankfurt        Order number:        Q7XK2P',
      'Your travel connection and reservation outward journey on 31.12.2027',
      'Stop                            Date    Time        Platform   Products    Reservation',
      'München Hbf                     31.12.  dep 23:20   11         NJ 40490    1 seat, Coach 254, Seat 45, compartment',
      'Hamburg-Altona                  01.01.  arr 09:12   8',
      '',
      'Important information:',
    ].join('\n');
    const [leg, ...more] = deutscheBahn.extract({ kind: 'pdf-text', text });
    expect(more).toEqual([]);
    expect(leg).toMatchObject({
      reservationNumber: 'Q7XK2P',
      underName: { name: 'Jan Novak' },
      totalPrice: 119.9,
      reservationFor: {
        trainNumber: 'NJ 40490',
        departureStation: { name: 'München Hbf' },
        arrivalStation: { name: 'Hamburg-Altona' },
        departureTime: '2027-12-31T23:20:00',
        arrivalTime: '2028-01-01T09:12:00',
        departurePlatform: '11',
        arrivalPlatform: '8',
      },
      reservedTicket: { ticketedSeat: { seatSection: '254', seatNumber: '45' } },
    });
  });

  it('takes a ticket whose company line follows its order number, and a stop whose name wraps onto the next line', () => {
    const text = [
      'Online-Ticket',
      ' Hinfahrt:  Köln+City       Freiburg(Brsg)+City, mit ICE',
      ' Datum    23.03.2027                                                          Herr Jan Novak',
      ' Die Buchung Ihres   Auftragsnummer:             Q7XK2P',
      ' Online-Tickets erfolgte am 23.03.2027 16:39 Uhr. DB Fernverkehr AG, Europa-Allee',
      '',
      'Ihre Reiseverbindung und Reservierung Hinfahrt am 24.03.2027',
      'Halt                             Datum   Zeit      Gleis      Produkte     Reservierung',
      'Sülz Lindenburg                  24.03.  ab 14:13             STR 9',
      '(Universitätskliniken), Köln',
      'Deutz Bahnhof Deutz/Messe        24.03.  an 14:32',
      'Köln Messe/Deutz                 24.03.  ab 14:47 11          IC 2046',
      'Mannheim Hbf                     24.03.  an 17:21 8',
      '',
      'Wichtige Nutzungshinweise:',
    ].join('\n');
    expect(findExtractors({ kind: 'pdf-text', text }).map((e) => e.id)).toContain('deutsche-bahn');
    const legs = deutscheBahn.extract({ kind: 'pdf-text', text });
    expect(legs.map((l) => (l.reservationFor as { departureStation: { name: string } }).departureStation.name)).toEqual(
      ['Sülz Lindenburg (Universitätskliniken), Köln', 'Köln Messe/Deutz'],
    );
  });

  it('takes the traveller printed alone above the order number of a newer ticket', () => {
    const text = [
      'Online-Ticket',
      'Gesamtpreis 43,73 €. Gebucht am 30.08.2027 um 16:11 Uhr.',
      '                                                                                Jana Nováková',
      'Dieses Dokument ist nicht vorsteuerabzugsfähig.                                Auftragsnummer: 966500001818',
      '',
      'Ihre Reiseverbindung und Reservierung - Einfache Fahrt am 18.09.2027',
      'Halt                           Datum     Zeit      Gleis   Produkte      Reservierung / Hinweise',
      'Frankfurt(Main)Hbf             18.09.    ab 20:32  19      ICE 1902',
      'Köln Hbf                       18.09.    an 22:06  5',
    ].join('\n');
    expect(findExtractors({ kind: 'pdf-text', text }).map((e) => e.id)).toContain('deutsche-bahn');
    expect(deutscheBahn.extract({ kind: 'pdf-text', text })[0]).toMatchObject({
      reservationNumber: '966500001818',
      underName: { name: 'Jana Nováková' },
    });
  });

  it("reads a newer ticket's table taken column by column: both stops, both days, both times, the platforms, the train", () => {
    const text = [
      'Online-Ticket',
      'Flexpreis (Einfache Fahrt)',
      'Gesamtpreis 89,90 €. Gebucht am 21.01.2027 um 09:12 Uhr.',
      'Paul Richter',
      'Auftragsnummer: 512300004477',
      'Ihre Reiseverbindung und Reservierung - Einfache Fahrt am 04.02.2027',
      'Halt Datum Zeit Gleis Produkte Reservierung / Hinweise',
      'Leipzig Hbf',
      'Erfurt Hbf',
      '04.02.',
      '04.02.',
      'ab 08:15',
      'an 09:02',
      '14',
      '3',
      'ICE 1601',
      'Wg. 9, Pl. 64 Fenster',
      'Erfurt Hbf',
      'Frankfurt(Main)Hbf',
      '04.02.',
      '04.02.',
      'ab 09:21',
      'an 11:34',
      '1',
      '7',
      'ICE 1673',
      'Hauptbahnhof Südseite,',
      'Frankfurt am Main',
      'Messe, Frankfurt am Main',
      '04.02.',
      '04.02.',
      'ab 11:50',
      'an 11:58',
      'STR 16',
      'Wichtige Nutzungshinweise:',
    ].join('\n');
    const legs = deutscheBahn.extract({ kind: 'pdf-text', text });
    expect(legs.map((l) => l.reservationFor)).toMatchObject([
      {
        trainNumber: 'ICE 1601',
        departureStation: { name: 'Leipzig Hbf' },
        arrivalStation: { name: 'Erfurt Hbf' },
        departureTime: '2027-02-04T08:15:00',
        arrivalTime: '2027-02-04T09:02:00',
        departurePlatform: '14',
        arrivalPlatform: '3',
      },
      {
        trainNumber: 'ICE 1673',
        departureStation: { name: 'Erfurt Hbf' },
        arrivalStation: { name: 'Frankfurt(Main)Hbf' },
        departureTime: '2027-02-04T09:21:00',
        arrivalTime: '2027-02-04T11:34:00',
        departurePlatform: '1',
        arrivalPlatform: '7',
      },
    ]);
    expect(legs[0]).toMatchObject({
      reservationNumber: '512300004477',
      underName: { name: 'Paul Richter' },
      reservedTicket: { ticketedSeat: { seatSection: '9', seatNumber: '64' } },
    });
  });

  it("takes each table's year from its heading when the ticket is written out with a blank line after each line", async () => {
    const sample = await loadSample('db-online-ticket-mannheim-berlin-return-seats-de');
    const text = sample.input.text.split('\n').join('\n\n');
    const legs = deutscheBahn.extract({ ...sample.input, text });
    expect(legs.map((l) => (l.reservationFor as { departureTime?: string }).departureTime)).toEqual([
      '2015-12-22T18:32:00',
      '2016-01-03T12:31:00',
    ]);
  });

  it('reads the order number and the traveller above it with a space before their colons', async () => {
    await expectSampleInLayout(
      deutscheBahn,
      'db-online-ticket-mannheim-berlin-wannsee-return-de',
      'a space before the colon',
    );
    const sample = await loadCorpusCase('x-deutschebahn-deutschebahn-two-leg-return-txt');
    const text = sample.input.text.replace(/(Auftragsnummer|Order number):/g, '$1 :');
    expect(text).not.toEqual(sample.input.text);
    expectExtraction(deutscheBahn, { ...sample, input: { ...sample.input, text } });
  });
});
