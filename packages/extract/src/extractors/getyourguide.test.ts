import { describe, it } from 'vitest';
import { getyourguide } from './getyourguide.js';
import { expectSample } from './testing/expect-case.js';

describe('getyourguide', () => {
  it('reads the activity, its start and meeting point', async () => {
    await expectSample(getyourguide, 'getyourguide-booking-confirmation');
  });
});
