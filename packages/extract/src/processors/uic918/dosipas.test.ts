import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extract } from '../../index.js';
import { dosipasBarcode, fcb3Reservation } from './build-test-ticket.js';
import { looksLikeDosipas, readDosipasBarcode } from './index.js';

const SAMPLES = join(import.meta.dirname, '../../../samples');
const sample = (id: string) => new Uint8Array(readFileSync(join(SAMPLES, id, 'input.bin')));
const TER = 'dosipas-sncf-ter-strasbourg-roethig-fr';

describe('DOSIPAS barcodes', () => {
  it("reads an SNCF TER ticket's train, route by UIC number, day, time and traveller from its FCB 3", async () => {
    const result = await extract(sample(TER), { fileName: 'ticket.bin' });
    expect(result.reservations).toHaveLength(1);
    const [reservation] = result.reservations;
    expect(reservation).toMatchObject({
      '@type': 'TrainReservation',
      underName: { name: 'FRANCOISE MARTINEAU' },
      reservationFor: {
        trainNumber: '831700',
        departureStation: { name: 'Strasbourg' },
        arrivalStation: { name: 'Strasbourg Roethig' },
        departureDay: '2026-02-13',
        provider: { identifier: 'uic:1187', name: 'SNCF' },
      },
      reservedTicket: { ticketedSeat: { seatingType: '2' } },
    });
    expect(JSON.stringify(reservation?.reservationFor)).toContain('2026-02-13T06:00:00');
  });

  it('reads a seat reservation of FCB 3: train, stations by UIC number, day, times, class, coach and seat', () => {
    const fcb = fcb3Reservation({
      issued: { year: 2026, day: 40, minutes: 600 },
      pnr: 'QX7PLM',
      traveler: { firstName: 'Anna', lastName: 'Beispiel' },
      train: 'ICE 599',
      from: 8000105,
      to: 8011160,
      departureDay: 3,
      departure: 9 * 60 + 12,
      arrival: 13 * 60 + 20,
      classCode: 1,
      coach: '12',
      seat: 45,
    });
    const result = readDosipasBarcode(dosipasBarcode([{ format: 'FCB3', data: fcb }]));
    expect(result.reservations).toHaveLength(1);
    expect(result.reservations[0]).toMatchObject({
      reservationNumber: 'QX7PLM',
      underName: { name: 'Anna Beispiel' },
      reservationFor: {
        trainNumber: 'ICE 599',
        departureStation: { name: 'Frankfurt (Main) Hbf' },
        arrivalStation: { name: 'Berlin Hbf' },
        departureDay: '2026-02-12',
        departureTime: '2026-02-12T09:12:00',
        arrivalTime: '2026-02-12T13:20:00',
        provider: { identifier: 'uic:1187' },
      },
      reservedTicket: { ticketedSeat: { seatingType: '1', seatSection: '12', seatNumber: '45' } },
    });
  });

  it('gives no trip when an FCB element does not read, nor for stations of an unknown number', () => {
    const base = {
      issued: { year: 2026, day: 40, minutes: 600 },
      pnr: 'QX7PLM',
      traveler: { firstName: 'Anna', lastName: 'Beispiel' },
      train: 'ICE 599',
      departureDay: 0,
      departure: 600,
      arrival: 700,
      classCode: 2,
      coach: '1',
      seat: 1,
    };
    const cut = fcb3Reservation({ ...base, from: 8000105, to: 8011160 }).slice(0, 20);
    expect(readDosipasBarcode(dosipasBarcode([{ format: 'FCB3', data: cut }])).reservations).toEqual([]);
    const unknown = fcb3Reservation({ ...base, from: 14, to: 15 });
    expect(readDosipasBarcode(dosipasBarcode([{ format: 'FCB3', data: unknown }])).reservations).toEqual([]);
  });

  it('gives no trip for a zone ticket, nor for ends numbered in a local code table', () => {
    for (const id of [
      'dosipas-cts-strasbourg-urban-ticket-negative',
      'dosipas-grand-est-u1-fcb3-zone-ticket-negative',
      'dosipas-drome-bus-ticket-negative',
    ]) {
      const bytes = sample(id);
      expect(looksLikeDosipas(bytes), id).toBe(true);
      const result = readDosipasBarcode(bytes);
      expect(result.reservations, id).toEqual([]);
      expect(
        result.diagnostics.map((d) => d.code),
        id,
      ).toEqual(['dosipas-no-journey']);
    }
  });

  it('never throws on damaged barcodes', () => {
    const valid = sample(TER);
    const damage = fc.array(fc.tuple(fc.nat({ max: valid.length - 1 }), fc.integer({ min: 0, max: 255 })), {
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(damage, fc.nat({ max: valid.length }), (changes, cut) => {
        const bytes = valid.slice(0, Math.max(cut, 8));
        for (const [at, byte] of changes) if (at < bytes.length) bytes[at] = byte;
        const result = readDosipasBarcode(bytes);
        expect(result.reservations.length + result.diagnostics.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a barcode written as base64 or hex text, and not one quoted inside other text', async () => {
    const bytes = sample(TER);
    const base64 = Buffer.from(bytes).toString('base64');
    const hex = Buffer.from(bytes).toString('hex');
    for (const text of [base64, `${base64.slice(0, 60)}\n${base64.slice(60)}\n`, hex.toUpperCase()]) {
      const result = await extract(text);
      expect(result.reservations.map((r) => (r.reservationFor as { trainNumber?: string }).trainNumber)).toEqual([
        '831700',
      ]);
    }
    expect((await extract(`Your ticket: ${base64}`)).reservations).toEqual([]);
  });

  it('reads only what starts as a U1 or U2 header', () => {
    expect(looksLikeDosipas(new TextEncoder().encode('#UT01108000001'))).toBe(false);
    expect(looksLikeDosipas(sample(TER).slice(0, 4))).toBe(false);
  });
});
