import { z } from 'zod';
import { teamEndpoints } from '../../endpoint.js';
import { invitationSchema } from './invitation-schema.js';

/** GET {base}/invitations: the team's pending invitations. */
export const listInvitationsResponseSchema = z.object({ data: z.array(invitationSchema) });
export type ListInvitationsResponse = z.infer<typeof listInvitationsResponseSchema>;

export const listInvitationsEndpoint = teamEndpoints('/invitations', {
  method: 'GET',
  permission: 'browse-invitations',
  response: listInvitationsResponseSchema,
});
