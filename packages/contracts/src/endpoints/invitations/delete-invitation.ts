import { teamEndpoints } from '../../endpoint.js';

/** DELETE {base}/invitations/:invitationId: withdraws an invitation; 204. */
export const deleteInvitationEndpoint = teamEndpoints('/invitations/:invitationId', {
  method: 'DELETE',
  permission: 'delete-invitations',
  status: 204,
});
