import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../engine/types.js';
import type { JsonLdObject, JsonLdValue } from '../../schema/reservation.js';
import { processBcbp } from './index.js';
import {
  caseContext,
  essentialMismatches,
  loadCorpusCases,
  readCaseText,
  valueAt,
} from './test-support/corpus-cases.js';

/** Decoders (pdf.js, WebAssembly) load on first use and property tests run many cases: slow on a busy machine. */
const SLOW_TEST_MS = 60_000;

/** Nested `@type`s vary between the corpus files (some omit Airline/Airport); the values are what matter. */
function withoutNestedTypes(value: JsonLdValue | undefined, depth = 0): JsonLdValue | undefined {
  if (Array.isArray(value)) return value.map((v) => withoutNestedTypes(v, depth + 1) ?? null);
  if (value && typeof value === 'object') {
    const out: JsonLdObject = {};
    for (const [key, v] of Object.entries(value)) {
      if ((key === '@type' && depth > 0) || key === '@context') continue;
      out[key] = withoutNestedTypes(v, depth + 1);
    }
    return out;
  }
  return value;
}

const cases = loadCorpusCases(/^b-/);

describe('processBcbp on the corpus boarding passes', () => {
  it('finds the corpus cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(6);
  });

  it.each(cases.map((c) => [c.id, c] as const))('%s gives the expected reservations', async (_id, c) => {
    const text = readCaseText(c.input_file);
    const result = await processBcbp({ kind: 'bcbp', text }, caseContext(c), DEFAULT_LIMITS);
    expect(result.diagnostics.filter((d) => d.level === 'error')).toEqual([]);
    const expected = JSON.parse(readCaseText(c.expected_file)) as JsonLdObject[];
    expect(result.reservations.map((r) => withoutNestedTypes(r))).toEqual(expected.map((r) => withoutNestedTypes(r)));
    c.essentials.forEach((essential, i) => {
      expect(essentialMismatches(essential, result.reservations[i] ?? {})).toEqual([]);
    });
  });
});

describe('processBcbp', () => {
  const pass = 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100';

  it('leaves the flight date out, and says so, when nothing tells the year', async () => {
    const result = await processBcbp({ kind: 'bcbp', text: pass }, {}, DEFAULT_LIMITS);
    expect(result.reservations).toHaveLength(1);
    expect(valueAt(result.reservations[0], 'reservationFor.departureDay')).toBeUndefined();
    expect(result.diagnostics.map((d) => d.code)).toEqual(['bcbp-date-unresolved']);
  });

  it('dates a flight received shortly after it took place in that same year', async () => {
    const result = await processBcbp(
      { kind: 'bcbp', text: pass },
      { date: new Date('2018-11-23T08:00:00Z') },
      DEFAULT_LIMITS,
    );
    expect(valueAt(result.reservations[0], 'reservationFor.departureDay')).toBe('2018-11-22');
  });

  it('leaves out, with a warning, a flight whose day cannot be read even with a date to reckon from', async () => {
    const garbled = 'M1ROSSI/PAOLA         EQ7KD2M ATHTORAC 1903 0114 185Y009A0013 147>218  W    B                29';
    const result = await processBcbp(
      { kind: 'bcbp', text: garbled },
      { date: new Date('2023-05-27T08:00:00Z') },
      DEFAULT_LIMITS,
    );
    expect(result.reservations).toEqual([]);
    expect(result.diagnostics.map((d) => [d.level, d.code])).toEqual([
      ['warning', 'bcbp-truncated'],
      ['warning', 'bcbp-leg-undated'],
    ]);
  });

  it('reads a pass a scanner gave in small letters as the capitals it holds', async () => {
    const result = await processBcbp({ kind: 'bcbp', text: pass.toLowerCase() }, {}, DEFAULT_LIMITS);
    expect(result.reservations[0]?.reservationNumber).toBe('ABC123');
    expect(valueAt(result.reservations[0], 'reservationFor.departureAirport.iataCode')).toBe('YUL');
    expect(valueAt(result.reservations[0], 'underName.familyName')).toBe('DESMARAIS');
  });

  it('reads a pass followed by a line break', async () => {
    const result = await processBcbp({ kind: 'bcbp', text: `${pass}\r\n` }, {}, DEFAULT_LIMITS);
    expect(result.reservations[0]?.reservationNumber).toBe('ABC123');
    expect(valueAt(result.reservations[0], 'reservedTicket.ticketToken')).toBe(`aztecCode:${pass}`);
  });

  it('gives the later flight of a pass whose first leg is blank, dated and numbered', async () => {
    const text = `M2NOVAK/JANA          EK7TQ2P ${' '.repeat(28)}00K7TQ2P AMSYYZKL 0691 132Y031A0112 100`;
    const result = await processBcbp(
      { kind: 'bcbp', text },
      { date: new Date('2024-05-10T00:00:00Z') },
      DEFAULT_LIMITS,
    );
    expect(result.reservations).toHaveLength(1);
    const [reservation] = result.reservations;
    expect(reservation?.reservationNumber).toBe('K7TQ2P');
    expect(valueAt(reservation, 'reservationFor.flightNumber')).toBe('691');
    expect(valueAt(reservation, 'reservationFor.departureAirport.iataCode')).toBe('AMS');
    expect(valueAt(reservation, 'reservationFor.departureDay')).toBe('2024-05-11');
    expect(reservation?.airplaneSeat).toBe('31A');
  });

  it('takes no frequent-flyer number from conditional items pushed out of place', async () => {
    const shifted =
      'M1KRAUS/OLGA          E       PMIDUSAB 8121   7Y021C0004 162>5321OR6365BAZ                                        2A7453987654321 0   AB123456789           N';
    const [reservation] = (await processBcbp({ kind: 'bcbp', text: shifted }, {}, DEFAULT_LIMITS)).reservations;
    expect(reservation).not.toHaveProperty('programMembershipUsed');
    const aligned = shifted.replace('AB123456789 ', 'AB 123456789');
    const [member] = (await processBcbp({ kind: 'bcbp', text: aligned }, {}, DEFAULT_LIMITS)).reservations;
    expect(valueAt(member, 'programMembershipUsed.membershipNumber')).toBe('123456789');
    expect(valueAt(member, 'programMembershipUsed.programName')).toBe('AB');
  });

  it('leaves blank optional items out rather than writing them empty', async () => {
    const text = `M1${' '.repeat(20)}EABC123 YULFRAAC 0834 326          100`;
    const result = await processBcbp({ kind: 'bcbp', text }, {}, DEFAULT_LIMITS);
    const [reservation] = result.reservations;
    expect(valueAt(reservation, 'reservationFor.flightNumber')).toBe('834');
    expect(reservation).not.toHaveProperty('underName');
    expect(reservation).not.toHaveProperty('airplaneSeat');
    expect(reservation).not.toHaveProperty('passengerSequenceNumber');
  });

  it.each([
    ['no text', undefined],
    ['prose', 'Your boarding pass is attached.'],
    ['a huge string', `M1${'A'.repeat(5_000_000)}`],
  ])('reports %s as a diagnostic instead of throwing', async (_name, text) => {
    const result = await processBcbp({ kind: 'bcbp', text }, {}, DEFAULT_LIMITS);
    expect(result.reservations).toEqual([]);
    expect(result.diagnostics).toEqual([expect.objectContaining({ level: 'error', code: 'bcbp-invalid' })]);
  });
});

describe('processBcbp on arbitrary input', { timeout: SLOW_TEST_MS }, () => {
  const valid =
    'M2DESMARAIS/LUC       EAB12C3 YULFRAAC 0834 326J003A0027 167>5321WW1325BAC 0014123456002001412346700100141234789012A0141234567890 1AC AC 1234567890123    4PCYLX58ZDEF456 FRAGVALH 3664 327C012C0002 12E2A0140987654321 1AC AC 1234567890123    3PCNWQ^108ABCDEFGH';

  it('never throws on random text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 400 }), async (text) => {
        const result = await processBcbp({ kind: 'bcbp', text }, {}, DEFAULT_LIMITS);
        expect(result.reservations.length + result.diagnostics.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on a real pass with characters changed or cut off', async () => {
    const edits = fc.array(fc.tuple(fc.nat({ max: valid.length - 1 }), fc.string({ minLength: 1, maxLength: 1 })), {
      maxLength: 6,
    });
    await fc.assert(
      fc.asyncProperty(edits, fc.nat({ max: valid.length }), async (changes, cut) => {
        const chars = [...valid];
        for (const [at, c] of changes) chars[at] = c;
        const text = chars.join('').slice(0, Math.max(cut, 2));
        const result = await processBcbp(
          { kind: 'bcbp', text },
          { date: new Date('2018-04-02T00:00:00Z') },
          DEFAULT_LIMITS,
        );
        for (const reservation of result.reservations) expect(reservation['@type']).toBe('FlightReservation');
      }),
      { numRuns: 300 },
    );
  });
});
