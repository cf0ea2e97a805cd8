import type { UpdateCurrentUserBody } from '@tripline/contracts';
import { deleteOtherUserSessions } from '../../access/session-store.js';
import type { Db } from '../../db/client.js';
import { invalidFields, notFound } from '../../http/app-error.js';
import { hashPassword, refuseCommonPassword, verifyPassword } from '../auth/passwords.js';
import { isTimezone } from '../locations/timezones.js';
import { findUserById, updateUser } from './users.repository.js';

/** Who asks for the change: the user and the session they ask from, which a new password keeps. */
export interface CurrentSession {
  userId: string;
  sessionToken: string;
  secret: string;
}

/** Applies a profile update; a new password needs the current one and ends the user's other sessions. */
export async function updateCurrentUser(db: Db, current: CurrentSession, body: UpdateCurrentUserBody): Promise<void> {
  const { userId } = current;
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
    await refuseCommonPassword(body.password);
    changes.passwordHash = await hashPassword(body.password);
  }
  if (Object.keys(changes).length === 0) return;
  await updateUser(db, userId, changes);
  // Whoever knew the old password may hold a session: only the one that proved it now stays.
  if (changes.passwordHash) await deleteOtherUserSessions(db, current.secret, userId, current.sessionToken);
}
