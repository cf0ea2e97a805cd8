import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { createToken, hashToken } from './tokens.js';

export const SESSION_COOKIE = 'tripline_session';
export const SESSION_TTL_DAYS = 30;

/** Stores a new session and returns the token for the cookie. */
export async function createSession(
  db: Db,
  secret: string,
  userId: string,
  client: { ip?: string | undefined; userAgent?: string | undefined },
): Promise<string> {
  const token = createToken();
  // Expired sessions are swept here, per user, rather than by a separate scheduled job.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  await db.insert(sessions).values({
    tokenHash: hashToken(token, secret),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000),
    ip: client.ip ?? null,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export async function deleteSession(db: Db, secret: string, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token, secret)));
}

/** Ends every session of a user, e.g. after a password reset. */
export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of a user but the one given, e.g. after they change their password. */
export async function deleteOtherUserSessions(
  db: Db,
  secret: string,
  userId: string,
  keepToken: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken, secret))));
}
