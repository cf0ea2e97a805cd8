import { type AcceptInvitationBody, acceptInvitationEndpoint, getInvitationEndpoint } from '@tripline/contracts';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';

/** The invitation the landing page describes; a 401 does not reload the page. */
export function invitationQuery(token: string) {
  const params = { token };
  return {
    ...endpointQuery(getInvitationEndpoint, { params }),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint(getInvitationEndpoint, { params }, { signal, reloadOnUnauthorized: false }),
  };
}

/** Joins the team (and creates the account when there is none). */
export async function acceptInvitation(token: string, body: AcceptInvitationBody) {
  return (await callEndpoint(acceptInvitationEndpoint, { params: { token }, body }, { reloadOnUnauthorized: false }))
    .data;
}
