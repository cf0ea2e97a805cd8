import type { ExtractResult } from '@tripline/extract';
import type { EmailStatus } from '../../db/schema.js';

/** The email events a parse's outcome is announced by. */
export type EmailEventType = 'email.parsed' | 'email.failed' | 'email.filtered';

/** The event announcing a parse's outcome. */
export function emailEventType(status: Exclude<EmailStatus, 'received'>): EmailEventType {
  return status === 'parsed' ? 'email.parsed' : status === 'filtered' ? 'email.filtered' : 'email.failed';
}

/** The payload of every email webhook event: the email id, its reservations and segments. */
export function webhookPayload(emailId: string, status: EmailStatus, result: ExtractResult | null, reason?: string) {
  return {
    email_id: emailId,
    status,
    ...(reason ? { reason } : {}),
    reservations: result?.reservations ?? [],
    segments: result?.segments ?? [],
  };
}
