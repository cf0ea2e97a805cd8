import type { Application } from '@tripline/contracts';

/**
 * The application to show after an update: the answer never repeats the secret, so the one already on screen is
 * kept, but only for someone who may read the application key (spec §4).
 */
export function applicationAfterUpdate(previous: Application | undefined, updated: Application, canReadKey: boolean) {
  const { secret: _answered, ...rest } = updated;
  const secret = canReadKey ? (updated.secret ?? previous?.secret) : undefined;
  return secret ? { ...rest, secret } : rest;
}
