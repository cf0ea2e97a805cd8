import type { Db } from '../../db/client.js';
import { takeRequestSlot } from './request-limit.js';

/** Reset mails asked for within 15 minutes, per address asked about and per client address, counted alike for addresses with and without an account. */
export const RESET_LIMITS = { perAddress: 3, perClient: 10 } as const;

/** Throws 429 when this address or this client has asked for too many reset mails lately. */
export function limitResetRequest(db: Db, email: string, ip: string): Promise<void> {
  return takeRequestSlot(db, 'password reset requests', [
    { key: `reset:${email.trim().toLowerCase()}`, max: RESET_LIMITS.perAddress },
    { key: `reset-ip:${ip}`, max: RESET_LIMITS.perClient },
  ]);
}
