import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { teamEndpoints } from '../../endpoint.js';
import { TEAM_ROLES } from '../../roles.js';
import { invitationSchema } from './invitation-schema.js';

/** POST {base}/invitations: mails a link to /invitations/:token; inviting a member again answers 409. */
export const createInvitationBodySchema = z.object({
  email: z.email('Enter a valid email address').trim().toLowerCase(),
  role: z.enum(TEAM_ROLES).default('user'),
});
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

export const createInvitationResponseSchema = dataEnvelope(invitationSchema);
export type CreateInvitationResponse = z.infer<typeof createInvitationResponseSchema>;

export const createInvitationEndpoint = teamEndpoints('/invitations', {
  method: 'POST',
  permission: 'add-invitations',
  body: createInvitationBodySchema,
  response: createInvitationResponseSchema,
  status: 201,
});
