import type { UpdateCurrentUserBody } from '@tripline/contracts';
import type { Db } from '../../db/client.js';
import { invalidFields, notFound } from '../../http/app-error.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { isTimezone } from '../locations/timezones.js';
import { findUserById, updateUser } from './users.repository.js';

/** Applies a profile update; a new password needs the current one. */
export async function updateCurrentUser(db: Db, userId: string, body: UpdateCurrentUserBody): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('The user');
  if (body.timezone && !isTimezone(body.timezone)) throw invalidFields({ timezone: ['Choose a known time zone.'] });
  const changes: Parameters<typeof updateUser>[2] = {};
  if (body.first_name !== undefined) changes.firstName = body.first_name || null;
  if (body.last_name !== undefined) changes.lastName = body.last_name || null;
  if (body.timezone !== undefined) changes.timezone = body.timezone;
  if (body.password !== undefined) {
    if (!(await verifyPassword(user.passwordHash, body.current_password ?? ''))) {
      throw invalidFields({ current_password: ['The current password is not correct.'] });
    }
    changes.passwordHash = await hashPassword(body.password);
  }
  if (Object.keys(changes).length > 0) await updateUser(db, userId, changes);
}
