import { describe, it } from 'vitest';
import { britishAirways } from './british-airways.js';
import { expectSample } from './testing/expect-case.js';

describe('british-airways', () => {
  it('reads the flights, terminals and fare of an e-ticket receipt', async () => {
    await expectSample(britishAirways, 'british-airways-eticket');
  });
});
