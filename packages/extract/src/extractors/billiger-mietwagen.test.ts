import { describe, it } from 'vitest';
import { billigerMietwagen } from './billiger-mietwagen.js';
import { expectSample } from './testing/expect-case.js';

describe('billiger-mietwagen', () => {
  it('reads the hire of a plain-text German confirmation', async () => {
    await expectSample(billigerMietwagen, 'billiger-mietwagen-buchungsbestaetigung');
  });
});
