import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { pathParam, teamEndpoint, teamEndpoints } from '../../endpoint.js';
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

export const getEmailEndpoint = teamEndpoints('/emails/:id', {
  method: 'GET',
  permission: 'read-emails',
  response: getEmailResponseSchema,
});

export const listEmailEventsEndpoint = teamEndpoints('/emails/:id/events', {
  method: 'GET',
  permission: 'read-emails',
  response: listEmailEventsResponseSchema,
});

export const getEmailRenderedEndpoint = teamEndpoints('/emails/:id/rendered', {
  method: 'GET',
  permission: 'read-emails',
  query: getEmailRenderedQuerySchema,
  response: getEmailRenderedResponseSchema,
});

export const listEmailAttachmentsEndpoint = teamEndpoints('/emails/:id/attachments', {
  method: 'GET',
  permission: 'read-emails',
  response: listEmailAttachmentsResponseSchema,
});

/** One attachment as a file, by its position in the message: a link, not JSON. */
export const getEmailAttachmentEndpoint = teamEndpoints('/emails/:id/attachments/:index', {
  method: 'GET',
  permission: 'read-emails',
  params: z.object({
    teamId: pathParam,
    id: pathParam,
    index: z.coerce.number().int().min(0).max(10_000),
  }),
});

export const retryEmailEndpoint = teamEndpoints('/emails/:id/retry', {
  method: 'POST',
  permission: 'edit-emails',
  status: 202,
  response: retryEmailResponseSchema,
});

export const assignEmailEndpoint = teamEndpoint('org', '/emails/:id/assign', {
  method: 'POST',
  permission: 'edit-members',
  body: assignEmailBodySchema,
  response: assignEmailResponseSchema,
});
