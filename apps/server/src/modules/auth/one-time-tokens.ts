import { and, eq, gt, isNull } from 'drizzle-orm';
import { createToken, hashToken } from '../../access/tokens.js';
import type { Db } from '../../db/client.js';
import { userTokens } from '../../db/schema.js';

export type OneTimeTokenKind = (typeof userTokens.$inferSelect)['kind'];

export const TOKEN_TTL_HOURS: Record<OneTimeTokenKind, number> = {
  'email-verification': 72,
  'password-reset': 1,
};

/** Issues a token to mail; only its hash is kept. */
export async function issueOneTimeToken(db: Db, secret: string, kind: OneTimeTokenKind, userId: string) {
  const token = createToken();
  await db.insert(userTokens).values({
    tokenHash: hashToken(token, secret),
    kind,
    userId,
    expiresAt: new Date(Date.now() + TOKEN_TTL_HOURS[kind] * 3_600_000),
  });
  return token;
}

/** Marks a live, unused token as used and returns its user id; null when it is unknown, used or expired. */
export async function consumeOneTimeToken(
  db: Db,
  secret: string,
  kind: OneTimeTokenKind,
  token: string,
): Promise<string | null> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token, secret)),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: userTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Marks every unused token of a kind of the user as used, e.g. the other reset links once one is used. */
export async function endOneTimeTokens(db: Db, userId: string, kind: OneTimeTokenKind): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
}
