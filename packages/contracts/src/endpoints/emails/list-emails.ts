import { z } from 'zod';
import { isoDaySchema, listEnvelope, listQuerySchema } from '../../api.js';
import { EMAIL_STATUSES } from '../../constants.js';
import { teamEndpoints } from '../../endpoint.js';
import { emailSummarySchema } from './email-schema.js';

/**
 * GET {base}/emails: filters status, mailbox (id), from (contains), subject (contains), start and optional end
 * (YYYY-MM-DD, UTC days, inclusive), unassigned (organisations: segments waiting for a traveler); sorts by created, from, subject or status (default created:desc).
 */
export const listEmailsQuerySchema = listQuerySchema.extend({
  status: z.enum(EMAIL_STATUSES).optional(),
  mailbox: z.string().min(1).max(100).optional(),
  from: z.string().trim().min(1).max(200).optional(),
  subject: z.string().trim().min(1).max(200).optional(),
  start: isoDaySchema.optional(),
  end: isoDaySchema.optional(),
  /** `true`: only emails with segments waiting for a traveler; `false`: only those without. */
  unassigned: z.enum(['true', 'false']).optional(),
});
export type ListEmailsQuery = z.infer<typeof listEmailsQuerySchema>;
export const listEmailsResponseSchema = listEnvelope(emailSummarySchema);
export type ListEmailsResponse = z.infer<typeof listEmailsResponseSchema>;

/** The emails of a team, newest first unless sorted otherwise. */
export const listEmailsEndpoint = teamEndpoints('/emails', {
  method: 'GET',
  permission: 'browse-emails',
  query: listEmailsQuerySchema,
  response: listEmailsResponseSchema,
});
