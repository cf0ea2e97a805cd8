import { describe, expect, it } from 'vitest';
import { cathayPacific } from './cathay-pacific.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('cathay-pacific', () => {
  it('reads each row of the flight table, the overnight return landing the next day', async () => {
    await expectSample(cathayPacific, 'cathay-pacific-booking-confirmation');
  });

  it('claims nothing in a newsletter with a timetable row', async () => {
    const golden = await loadSample('cathay-pacific-newsletter-negative');
    expect(cathayPacific.extract(golden.input)).toEqual([]);
  });
});
