import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { defineEndpoint } from '../../endpoint.js';
import { teamSchema } from '../teams/team-schema.js';
import { invitationSchema } from './invitation-schema.js';

/** GET /api/invitations/:token: the landing page's data; 404 for an unknown token (check `expired`). */
export const getInvitationResponseSchema = dataEnvelope(invitationSchema);
export type GetInvitationResponse = z.infer<typeof getInvitationResponseSchema>;

/**
 * POST /api/invitations/:token/accept. A signed-in caller whose email matches joins the team; someone
 * without an account sends a name and password and is signed in. 410 for an expired or used invitation.
 */
export const acceptInvitationBodySchema = z.object({
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  password: z.string().min(8, 'Use at least 8 characters').max(200).optional(),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const acceptInvitationResponseSchema = dataEnvelope(z.object({ team: teamSchema }));
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;

const tokenParams = z.object({ token: z.string().min(1).max(200) });

export const getInvitationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/invitations/:token',
  access: { public: true },
  params: tokenParams,
  response: getInvitationResponseSchema,
});

export const acceptInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/invitations/:token/accept',
  access: { public: true },
  params: tokenParams,
  body: acceptInvitationBodySchema,
  response: acceptInvitationResponseSchema,
});
