import {
  type AcceptInvitationBody,
  API_PATHS,
  acceptInvitationResponseSchema,
  getInvitationResponseSchema,
} from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/invitations/:token: the invitation the landing page describes. */
export async function getInvitation(token: string) {
  return (
    await apiRequest('GET', API_PATHS.invitation(token), {
      schema: getInvitationResponseSchema,
      reloadOnUnauthorized: false,
    })
  ).data;
}

/** POST /api/invitations/:token/accept: joins the team (and creates the account when there is none). */
export async function acceptInvitation(token: string, body: AcceptInvitationBody) {
  return (
    await apiRequest('POST', API_PATHS.acceptInvitation(token), {
      body,
      schema: acceptInvitationResponseSchema,
      reloadOnUnauthorized: false,
    })
  ).data;
}
