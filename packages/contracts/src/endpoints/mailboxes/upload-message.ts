import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { defineEndpoint, type Endpoint, type ForTeamTypes, pathParam } from '../../endpoint.js';

/**
 * POST {base}/mailboxes/:id/messages with `Content-Type: message/rfc822` and the raw message as the body.
 * Signed-in session or HTTP Basic with an application's client id and secret; 202 once stored, 413 over the size limit.
 */
export const uploadMessageResponseSchema = dataEnvelope(z.object({ id: z.string() }));
export type UploadMessageResponse = z.infer<typeof uploadMessageResponseSchema>;
export const RAW_MESSAGE_CONTENT_TYPE = 'message/rfc822';

/**
 * Open at the route: the server checks the caller itself before reading the body (an application's client
 * credentials, or a member who may add emails), so no permission is named here.
 */
const uploadMessage = {
  method: 'POST',
  access: { public: true },
  params: z.object({ teamId: pathParam, id: pathParam }),
  status: 202,
  response: uploadMessageResponseSchema,
} as const;

export const uploadMessageEndpoint = {
  org: defineEndpoint({ ...uploadMessage, path: '/api/orgs/:teamId/mailboxes/:id/messages' }),
  dev: defineEndpoint({ ...uploadMessage, path: '/api/developers/:teamId/mailboxes/:id/messages' }),
} as const satisfies ForTeamTypes<Endpoint>;
