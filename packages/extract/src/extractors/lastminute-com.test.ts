import { describe, expect, it } from 'vitest';
import { lastminuteCom } from './lastminute-com.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('lastminute-com', () => {
  it('reads each flight with the airline reference that identifies it', async () => {
    await expectSample(lastminuteCom, 'lastminute-com-flight-confirmation');
  });

  it('claims nothing in a deals newsletter with a flight row', async () => {
    const golden = await loadSample('lastminute-com-newsletter-negative');
    expect(lastminuteCom.extract(golden.input)).toEqual([]);
  });
});
