import type { Application } from '@tripline/contracts';
import { describe, expect, it } from 'vitest';
import { applicationAfterUpdate } from './application-secret';

const app: Application = {
  id: 'app-1',
  name: 'Booking sync',
  description: null,
  client_id: 'ci_1',
  created_at: '2026-11-22T07:00:00Z',
  updated_at: '2026-11-22T07:00:00Z',
};

describe('applicationAfterUpdate', () => {
  it('keeps the secret already shown for someone who may read the key', () => {
    const after = applicationAfterUpdate({ ...app, secret: 'cs_1' }, { ...app, name: 'Renamed' }, true);
    expect(after).toMatchObject({ name: 'Renamed', secret: 'cs_1' });
  });

  it('drops the secret for someone who may not read the key', () => {
    const after = applicationAfterUpdate({ ...app, secret: 'cs_1' }, { ...app, name: 'Renamed' }, false);
    expect(after).not.toHaveProperty('secret');
  });
});
