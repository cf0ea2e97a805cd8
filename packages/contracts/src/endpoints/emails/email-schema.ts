import { z } from 'zod';
import { EMAIL_STATUSES, TRAVELER_RULES } from '../../constants.js';

export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** An email in lists. */
export const emailSummarySchema = z.object({
  id: z.string(),
  mailbox_id: z.string().nullable(),
  mailbox_address: z.string().nullable(),
  via: z.enum(['smtp', 'http', 'imap']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  subject: z.string().nullable(),
  status: z.enum(EMAIL_STATUSES),
  /** Why it was filtered out or failed. */
  status_reason: z.string().nullable(),
  size: z.number().int(),
  reservation_count: z.number().int(),
  segment_count: z.number().int(),
  /** An organisation's email: segments whose traveler could not be told, waiting to be assigned. */
  unassigned_segment_count: z.number().int(),
  created: z.string(),
  parsed: z.string().nullable(),
});
export type EmailSummary = z.infer<typeof emailSummarySchema>;

/** One entry of an email's timeline. */
export const emailEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.unknown().nullable(),
  created: z.string(),
});
export type EmailEvent = z.infer<typeof emailEventSchema>;

export const emailAttachmentSchema = z.object({
  /** Its position in the message, for the download path. */
  index: z.number().int(),
  filename: z.string().nullable(),
  content_type: z.string(),
  size: z.number().int(),
});
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;

/** A traveler an organisation's email gave segments to, and the rule that decided it. */
export const emailTravelerSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  rule: z.enum(TRAVELER_RULES),
});
export type EmailTraveler = z.infer<typeof emailTravelerSchema>;

/** An email with what the extraction engine read from it. */
export const emailDetailSchema = emailSummarySchema.extend({
  message_id: z.string().nullable(),
  envelope_from: z.string().nullable(),
  /** schema.org reservations (JSON-LD). */
  reservations: z.array(z.unknown()),
  /** Normalized segments (spec §3 Segment). */
  segments: z.array(z.unknown()),
  diagnostics: z.array(
    z.object({ level: z.string(), code: z.string(), message: z.string(), path: z.string().optional() }),
  ),
  attachments: z.array(emailAttachmentSchema),
  events: z.array(emailEventSchema),
  /** Organisations: whose segments these are since the email was last parsed (empty for developers). */
  travelers: z.array(emailTravelerSchema),
});
export type EmailDetail = z.infer<typeof emailDetailSchema>;
