import { z } from 'zod';
import { dataEnvelope, listEnvelope, listQuerySchema } from '../../api.js';

/** An IMAP folder the server polls every minute; new messages go to one of the team's mailboxes. */
export const integrationSchema = z.object({
  id: z.string(),
  type: z.literal('imap'),
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  tls: z.boolean(),
  username: z.string(),
  folder: z.string(),
  mailbox_id: z.string(),
  /** active: polled and working; failing: the last poll failed (see last_error); disabled: not polled. */
  status: z.enum(['active', 'failing', 'disabled']),
  last_error: z.string().nullable(),
  last_polled: z.string().nullable(),
  /** The highest message UID already stored. */
  last_uid: z.number().int(),
  created: z.string(),
  updated: z.string(),
});
export type Integration = z.infer<typeof integrationSchema>;

const hostSchema = z
  .string()
  .trim()
  .min(1, 'Enter the server name')
  .max(253)
  .regex(/^[A-Za-z0-9.:[\]-]+$/, 'Enter a host name or an IP address');

const integrationFields = {
  name: z.string().trim().min(2, 'The name needs at least 2 characters').max(100),
  host: hostSchema,
  port: z.coerce.number().int().min(1).max(65_535),
  tls: z.boolean(),
  username: z.string().trim().min(1, 'Enter the user name').max(320),
  password: z.string().min(1, 'Enter the password').max(1000),
  folder: z.string().trim().min(1).max(200),
  mailbox_id: z.string().min(1, 'Choose the mailbox that receives the mail').max(100),
};

/** POST {base}/integrations. The password is stored encrypted and never shown again. */
export const createIntegrationBodySchema = z.object({
  ...integrationFields,
  port: integrationFields.port.default(993),
  tls: integrationFields.tls.default(true),
  folder: integrationFields.folder.default('INBOX'),
});
export type CreateIntegrationBody = z.input<typeof createIntegrationBodySchema>;

/** PATCH {base}/integrations/:id: only the fields given change; a new password replaces the stored one; enabled=false stops polling. */
export const updateIntegrationBodySchema = z
  .object({ ...integrationFields, enabled: z.boolean() })
  .partial()
  .strict();
export type UpdateIntegrationBody = z.infer<typeof updateIntegrationBodySchema>;

export const listIntegrationsQuerySchema = listQuerySchema;
export const listIntegrationsResponseSchema = listEnvelope(integrationSchema);
export const integrationResponseSchema = dataEnvelope(integrationSchema);
export type IntegrationResponse = z.infer<typeof integrationResponseSchema>;

/** POST {base}/integrations/:id/test: signs in and opens the folder; ok=false carries the server's reason. */
export const testIntegrationResponseSchema = dataEnvelope(
  z.object({ ok: z.boolean(), message: z.string(), messages: z.number().int().nullable() }),
);
export type TestIntegrationResponse = z.infer<typeof testIntegrationResponseSchema>;

/** POST {base}/integrations/:id/poll: polls at once; answers the integration and how many messages were stored. */
export const pollIntegrationResponseSchema = dataEnvelope(
  z.object({ stored: z.number().int(), integration: integrationSchema }),
);
export type PollIntegrationResponse = z.infer<typeof pollIntegrationResponseSchema>;
