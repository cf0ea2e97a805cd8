import { describe, expect, it } from 'vitest';
import { korail } from './korail.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('korail', () => {
  it('reads the KTX train, stations, times, car and seat', async () => {
    await expectSample(korail, 'korail-reservation-confirmation');
  });

  it('claims nothing in a timetable-change notice', async () => {
    const golden = await loadSample('korail-notice-negative');
    expect(korail.extract(golden.input)).toEqual([]);
  });
});
