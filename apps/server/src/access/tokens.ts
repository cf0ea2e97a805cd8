import { createHmac, randomBytes } from 'node:crypto';

/** A fresh random token for a cookie or a mailed link (256 bits, URL-safe). */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The keyed hash stored in place of a token, so a copy of the database alone opens no session or link. */
export function hashToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}
