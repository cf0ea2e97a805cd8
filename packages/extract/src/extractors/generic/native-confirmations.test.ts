import { beforeAll, describe, expect, it } from 'vitest';
import { extract } from '../../index.js';

/** A plain-text confirmation from a sender no extractor knows, read by the general readers alone. */
async function read(body: string) {
  const mail = `From: Bookings <bookings@example-travel.net>\nTo: anna@example.org\nSubject: Booking\nDate: Mon, 02 Feb 2026 10:00:00 +0000\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n${body}\n`;
  return (await extract(mail, { fileName: 'mail.eml' })).reservations;
}

/** The same from an HTML-only mail. */
async function readHtml(html: string) {
  const mail = `From: Bookings <bookings@example-travel.net>\nTo: anna@example.org\nSubject: Booking\nDate: Mon, 02 Feb 2026 10:00:00 +0000\nMIME-Version: 1.0\nContent-Type: text/html; charset=utf-8\n\n${html}\n`;
  return (await extract(mail, { fileName: 'mail.eml' })).reservations;
}

describe('confirmations printed with the labels and days of their own language', () => {
  // The first reading loads the reference data.
  beforeAll(() => read('Booking reference: K7QX2M'), 60_000);

  it('reads a Czech coach ticket whose ride is a numbered service between two bus stations (`ÚAN`)', async () => {
    const [bus, ...more] = await read(`Číslo rezervace: BX42JQ
Cestující: Anna Roth
Spoj: Linka 000410
Odjezd: Praha ÚAN Florenc, 12. 3. 2026 06:15
Příjezd: Brno ÚAN Zvonařka, 12. 3. 2026 09:40`);
    expect(more).toEqual([]);
    expect(bus).toMatchObject({
      '@type': 'BusReservation',
      reservationNumber: 'BX42JQ',
      reservationFor: {
        departureBusStop: { name: 'Praha ÚAN Florenc' },
        arrivalBusStop: { name: 'Brno ÚAN Zvonařka' },
        departureTime: { '@value': '2026-03-12T06:15:00+01:00' },
        arrivalTime: { '@value': '2026-03-12T09:40:00+01:00' },
      },
    });
    // The first stop looked up loads the station data.
  }, 30_000);

  it('reads a French car hire whose days are slashed with a year of two digits (`12/03/26`)', async () => {
    const [car] = await read(`Numéro de réservation : RC559102
Conducteur principal : Anna Roth
Loueur : Europcar
Véhicule : VW Golf ou similaire
Prise en charge : Aéroport Nice Côte d'Azur, Terminal 2, 12/03/26 à 10h00
Restitution : Aéroport Nice Côte d'Azur, Terminal 2, 15/03/26 à 9h00`);
    expect(car).toMatchObject({
      '@type': 'RentalCarReservation',
      underName: { name: 'Anna Roth' },
      pickupTime: '2026-03-12T10:00:00',
      dropoffTime: '2026-03-15T09:00:00',
    });
  });

  it('reads a Swedish car hire whose days are written `12/3 2026`', async () => {
    const [car] = await read(`Bokningsnummer: RC559102
Förare: Anna Roth
Biluthyrare: Europcar
Bil: VW Golf eller liknande
Upphämtning: Stockholm Arlanda flygplats, Terminal 5, 12/3 2026 10:00
Återlämning: Stockholm Arlanda flygplats, Terminal 5, 15/3 2026 09:00`);
    expect(car).toMatchObject({
      pickupTime: '2026-03-12T10:00:00',
      dropoffTime: '2026-03-15T09:00:00',
    });
  });

  it("reads a Czech flight's arrival time under its own label (`Čas příletu`)", async () => {
    const [flight] = await read(`Kód rezervace: K7QX2M
Let: OK 788
Odkud: Praha (PRG)
Kam: Barcelona (BCN)
Datum odletu: čt 12. 3. 2026
Čas odletu: 7:10
Čas příletu: 9:45
Jméno cestujícího: Anna Roth`);
    expect(flight?.reservationFor).toMatchObject({
      departureTime: { '@value': '2026-03-12T07:10:00+01:00' },
      arrivalTime: { '@value': '2026-03-12T09:45:00+01:00' },
    });
  });

  it('reads a German concert ticket whose labels stand above their values (`Konzert`)', async () => {
    const [event] = await read(`Konzert
Die Zauberflöte

Veranstaltungsort
Staatsoper Unter den Linden, Berlin

Datum
Sa 14.03.26

Beginn
20:00

Reservierungsnummer
EV903311`);
    expect(event).toMatchObject({
      '@type': 'EventReservation',
      reservationNumber: 'EV903311',
      reservationFor: { name: 'Die Zauberflöte', startDate: { '@value': '2026-03-14T20:00:00+01:00' } },
    });
  });

  it('names the guest of a Spanish stay under `Nombre del huésped`', async () => {
    const [stay] = await read(`Localizador: 48213977
Nombre del huésped: Anna Roth
Hotel: Hotel Aurora
Dirección: Calle de Alcalá 66, 28009 Madrid
Fecha de entrada: jueves, 12 de marzo de 2026, desde las 15:00
Fecha de salida: domingo, 15 de marzo de 2026, hasta las 11:00`);
    expect(stay).toMatchObject({ '@type': 'LodgingReservation', underName: { name: 'Anna Roth' } });
  });

  it('reads a table whose labels run to five words, each row a label and its value (`Lieu de prise en charge`)', async () => {
    const rows = [
      ['Référence de réservation', 'RC559102'],
      ['Conducteur', 'Anna Roth'],
      ['Loueur', 'Sixt'],
      ['Véhicule', 'Toyota Corolla ou similaire'],
      ['Lieu de prise en charge', "Aéroport Nice Côte d'Azur, Terminal 2"],
      ['Date de prise en charge', 'jeu. 12 mars 2026 10:00'],
      ['Lieu de restitution', "Aéroport Nice Côte d'Azur, Terminal 2"],
      ['Date de restitution', 'dim. 15 mars 2026 09:00'],
    ];
    const cells = rows.map(([label, value]) => `<tr><td>${label}</td><td>${value}</td></tr>`).join('\n');
    const [car] = await readHtml(
      `<html><body><p>Merci pour votre réservation.</p><table>\n${cells}\n</table></body></html>`,
    );
    expect(car).toMatchObject({
      '@type': 'RentalCarReservation',
      pickupLocation: { name: "Aéroport Nice Côte d'Azur, Terminal 2" },
      pickupTime: '2026-03-12T10:00:00',
      dropoffTime: '2026-03-15T09:00:00',
    });
  });
});
