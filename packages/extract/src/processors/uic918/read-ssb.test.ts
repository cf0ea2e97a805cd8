import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../../index.js';
import { readSsb } from './read-ssb.js';

const SAMPLES = join(import.meta.dirname, '../../../samples');
const NRT = new Uint8Array(readFileSync(join(SAMPLES, 'ssb-sz-celje-graz-non-reservation-ticket-si', 'input.bin')));

/** The ticket with the 5 bits of its type (from bit 22) set to `type`. */
function withType(bytes: Uint8Array, type: number): Uint8Array {
  const copy = Uint8Array.from(bytes);
  for (let i = 0; i < 5; i++) {
    const bit = 22 + i;
    const mask = 1 << (7 - (bit & 7));
    const on = (type >> (4 - i)) & 1;
    copy[bit >> 3] = on ? (copy[bit >> 3] ?? 0) | mask : (copy[bit >> 3] ?? 0) & ~mask;
  }
  return copy;
}

describe('ERA SSB barcodes', () => {
  it("reads a non-reservation ticket's stations by UIC number and its day from the year's last digit", async () => {
    const result = await extract(NRT, { fileName: 'ticket.bin', date: new Date('2022-07-01T08:00:00Z') });
    expect(result.reservations).toHaveLength(1);
    expect(result.reservations[0]).toMatchObject({
      '@type': 'TrainReservation',
      reservationFor: {
        departureStation: { name: 'Celje' },
        arrivalStation: { name: 'Graz Hbf' },
        departureDay: '2022-07-01',
        provider: { identifier: 'uic:1179' },
      },
      reservedTicket: { ticketedSeat: { seatingType: '2' } },
    });
  });

  it('takes the latest year ending in the digit that is not after the day the ticket came', async () => {
    const later = await extract(NRT, { fileName: 'ticket.bin', date: new Date('2026-03-01T00:00:00Z') });
    expect(later.reservations[0]?.reservationFor).toMatchObject({ departureDay: '2022-07-01' });
    // Read in the year of issue but before its day: the same digit ten years before.
    const before = await extract(NRT, { fileName: 'ticket.bin', date: new Date('2022-03-01T00:00:00Z') });
    expect(before.reservations[0]?.reservationFor).toMatchObject({ departureDay: '2012-06-30' });
  });

  it('reads no trip from a type of ticket whose layout it does not read, nor from text of the same length', async () => {
    const group = await extract(withType(NRT, 3), { fileName: 'ticket.bin', date: new Date('2022-07-01') });
    expect(group.reservations).toEqual([]);
    const text = new TextEncoder().encode(`31 Celje Graz Hbf 2022-07-01 ${'x'.repeat(85)}`);
    expect(text.length).toBe(114);
    const plain = await extract(text, { fileName: 'ticket.txt', date: new Date('2022-07-01') });
    expect(plain.reservations).toEqual([]);
  });

  it('decodes the same bytes once, however many readers ask', () => {
    const bytes = Uint8Array.from(NRT);
    const first = readSsb(bytes);
    expect(first).toMatchObject({ issuer: 1179, departureCode: expect.stringMatching(/^\d{7}$/) });
    expect(readSsb(bytes)).toBe(first);
    // Other bytes of the same content are read afresh, to the same ticket.
    expect(readSsb(Uint8Array.from(NRT))).not.toBe(first);
    expect(readSsb(Uint8Array.from(NRT))).toEqual(first);
  });
});
