import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { defineEndpoint } from '../../endpoint.js';

/** GET /api/users/lookups/email?email=: whether an account already uses this address (signed-in callers only). */
export const lookupUserEmailQuerySchema = z.object({
  email: z.email('Enter a valid email address').trim().toLowerCase(),
});
export type LookupUserEmailQuery = z.infer<typeof lookupUserEmailQuerySchema>;

export const lookupUserEmailResponseSchema = dataEnvelope(z.object({ email: z.string(), exists: z.boolean() }));
export type LookupUserEmailResponse = z.infer<typeof lookupUserEmailResponseSchema>;

export const lookupUserEmailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/users/lookups/email',
  access: { permission: null },
  query: lookupUserEmailQuerySchema,
  response: lookupUserEmailResponseSchema,
});
