import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { defineEndpoint } from '../../endpoint.js';
import { teamNameSchema } from '../teams/team-schema.js';
import { emailSchema, passwordSchema, userSchema } from '../users/user-schema.js';

/**
 * POST /api/developers/registration: creates the user and their first developer team, signs them in and
 * mails a verification link (/t/:token). 422 when the email is taken.
 */
export const registerDeveloperBodySchema = z.object({
  first_name: z.string().trim().min(1, 'Enter your first name').max(100),
  last_name: z.string().trim().min(1, 'Enter your last name').max(100),
  email: emailSchema,
  password: passwordSchema,
  team_name: teamNameSchema,
});
export type RegisterDeveloperBody = z.infer<typeof registerDeveloperBodySchema>;

export const registerDeveloperResponseSchema = dataEnvelope(userSchema);
export type RegisterDeveloperResponse = z.infer<typeof registerDeveloperResponseSchema>;

export const registerDeveloperEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/developers/registration',
  access: { public: true },
  body: registerDeveloperBodySchema,
  response: registerDeveloperResponseSchema,
  status: 201,
  summary: 'Creates an account with its first developer team and signs it in',
});
