import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { defineEndpoint } from '../../endpoint.js';
import { userSchema } from '../users/user-schema.js';

/** POST /login: sets the HttpOnly session cookie; 422 for wrong credentials, 429 after too many failures. */
export const loginBodySchema = z.object({
  email: z
    .string({ error: 'Enter your email address' })
    .trim()
    .toLowerCase()
    .min(1, 'Enter your email address')
    .max(254),
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = dataEnvelope(userSchema);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const logInEndpoint = defineEndpoint({
  method: 'POST',
  path: '/login',
  access: { public: true },
  body: loginBodySchema,
  response: loginResponseSchema,
  summary: 'Signs in and sets the session cookie',
});
