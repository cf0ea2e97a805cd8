import { z } from 'zod';
import { dataEnvelope } from '../../api.js';

/**
 * POST {base}/mailboxes/:id/messages with `Content-Type: message/rfc822` and the raw message as the body.
 * Signed-in session or HTTP Basic with an application's client id and secret; 202 once stored, 413 over the size limit.
 */
export const uploadMessageResponseSchema = dataEnvelope(z.object({ id: z.string() }));
export type UploadMessageResponse = z.infer<typeof uploadMessageResponseSchema>;
export const RAW_MESSAGE_CONTENT_TYPE = 'message/rfc822';
