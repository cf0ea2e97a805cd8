import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { emailAttachmentSchema, emailDetailSchema, emailEventSchema } from './email-schema.js';

/** GET {base}/emails/:id. */
export const getEmailResponseSchema = dataEnvelope(emailDetailSchema);
export type GetEmailResponse = z.infer<typeof getEmailResponseSchema>;

/** POST {base}/emails/:id/retry: parses again from the stored original; answers the email id. */
export const retryEmailResponseSchema = dataEnvelope(z.object({ id: z.string() }));
export type RetryEmailResponse = z.infer<typeof retryEmailResponseSchema>;

/**
 * POST /api/orgs/:teamId/emails/:id/assign: gives the email's unassigned segments to a traveler of the team and
 * builds their trips; `keep_address` adds the address the booking came for (its forwarder or recipient) to the
 * traveler's extra addresses, so the next booking for it is theirs. Needs members edit.
 */
export const assignEmailBodySchema = z.object({
  traveler_id: z.string().min(1).max(100),
  keep_address: z.boolean().default(false),
});
export type AssignEmailBody = z.input<typeof assignEmailBodySchema>;
export const assignEmailResponseSchema = dataEnvelope(
  z.object({
    id: z.string(),
    traveler_id: z.string(),
    segments: z.number().int(),
    kept_address: z.string().nullable(),
  }),
);
export type AssignEmailResponse = z.infer<typeof assignEmailResponseSchema>;

/** GET {base}/emails/:id/events: the timeline, oldest first. */
export const listEmailEventsResponseSchema = dataEnvelope(z.array(emailEventSchema));
export type ListEmailEventsResponse = z.infer<typeof listEmailEventsResponseSchema>;

/** GET {base}/emails/:id/attachments; GET {base}/emails/:id/attachments/:index downloads one. */
export const listEmailAttachmentsResponseSchema = dataEnvelope(z.array(emailAttachmentSchema));
export type ListEmailAttachmentsResponse = z.infer<typeof listEmailAttachmentsResponseSchema>;

export const RENDERED_TYPES = ['headers', 'html', 'text'] as const;

/** GET {base}/emails/:id/rendered?type=headers|html|text. */
export const getEmailRenderedQuerySchema = z.object({ type: z.enum(RENDERED_TYPES).default('headers') });
export type GetEmailRenderedQuery = z.infer<typeof getEmailRenderedQuerySchema>;

/**
 * headers: `headers` is every header line in order. html: `content` has scripts, event handlers and remote
 * loads removed, and must still be shown in a sandboxed iframe (`sandbox=""`, no allow-scripts). text: plain text.
 */
export const getEmailRenderedResponseSchema = dataEnvelope(
  z.object({
    type: z.enum(RENDERED_TYPES),
    headers: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
    content: z.string().optional(),
    /** Always true for html: the console must render it in a sandboxed iframe. */
    sandbox: z.boolean().optional(),
  }),
);
export type GetEmailRenderedResponse = z.infer<typeof getEmailRenderedResponseSchema>;
