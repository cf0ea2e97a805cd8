import { describe, it } from 'vitest';
import { lufthansa } from './lufthansa.js';
import { expectSample } from './testing/expect-case.js';

describe('lufthansa', () => {
  it('reads both flights of a return booking, the return landing the next day', async () => {
    await expectSample(lufthansa, 'lufthansa-return-flight');
  });

  it('finds nothing in a newsletter', async () => {
    await expectSample(lufthansa, 'lufthansa-newsletter-negative');
  });

  it('reads a German HTML confirmation as the engine converts it to text', async () => {
    await expectSample(lufthansa, 'lufthansa-buchungsbestaetigung-html');
  });

  it('marks a flight the airline cancelled cancelled under the same booking code', async () => {
    await expectSample(lufthansa, 'lufthansa-flight-cancelled');
  });
});
