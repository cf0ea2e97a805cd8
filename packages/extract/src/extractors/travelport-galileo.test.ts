import { describe, expect, it } from 'vitest';
import { loadCorpusCase } from './testing/cases.js';
import { expectExtraction } from './testing/expect-case.js';
import { travelportGalileo } from './travelport-galileo.js';

describe('travelport-galileo', () => {
  it('reads one reservation per passenger and segment', async () => {
    expectExtraction(travelportGalileo, await loadCorpusCase('x-travelport-galileo-single-leg-three-passengers-txt'));
  });

  it('marks a segment with a cancelled status code and honours an explicit day shift', () => {
    const text = '1.1DOE/JANE MRS\n 1. LH  400 C  10MAR FRAJFK HX1  1320   1555+1\n';
    const [flight] = travelportGalileo.extract({ kind: 'text', text, date: new Date('2025-02-01T00:00:00Z') });
    expect(flight?.reservationStatus).toBe('http://schema.org/ReservationCancelled');
    expect(flight?.underName).toMatchObject({ name: 'JANE DOE' });
    expect(flight?.reservationFor).toMatchObject({ flightNumber: '400', arrivalTime: '2025-03-11T15:55:00' });
  });
});
