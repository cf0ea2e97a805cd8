import { describe, it } from 'vitest';
import { lindner } from './lindner.js';
import { expectSample } from './testing/expect-case.js';

describe('lindner', () => {
  it('reads the stay with check-in and check-out hours on lines of their own', async () => {
    await expectSample(lindner, 'lindner-buchungsbestaetigung');
  });
});
