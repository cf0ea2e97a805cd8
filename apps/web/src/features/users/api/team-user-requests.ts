import {
  type CreateInvitationBody,
  createInvitationResponseSchema,
  getTeamUserResponseSchema,
  type ListTeamUsersQuery,
  listTeamUsersResponseSchema,
  type TeamUser,
  type UpdateTeamUserBody,
  updateTeamUserResponseSchema,
} from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

const one = (base: string, id: string) => `${base}/users/${encodeURIComponent(id)}`;

/** GET {base}/users: the team's members. */
export function listTeamUsers(base: string, query: Partial<ListTeamUsersQuery>) {
  return apiRequest('GET', `${base}/users`, { schema: listTeamUsersResponseSchema, query, cancelable: true });
}

/** GET {base}/users/:id. */
export async function getTeamUser(base: string, id: string): Promise<TeamUser> {
  return (await apiRequest('GET', one(base, id), { schema: getTeamUserResponseSchema })).data;
}

/** PATCH {base}/users/:id: a new role; the last owner cannot lose it (422). */
export async function updateTeamUser(base: string, id: string, body: UpdateTeamUserBody): Promise<TeamUser> {
  return (await apiRequest('PATCH', one(base, id), { schema: updateTeamUserResponseSchema, body })).data;
}

/** DELETE {base}/users/:id: removes the member from the team. */
export async function removeTeamUser(base: string, id: string): Promise<void> {
  await apiRequest('DELETE', one(base, id));
}

/** POST {base}/invitations: mails an invitation link; a member already in the team answers 409. */
export async function inviteUser(base: string, body: CreateInvitationBody) {
  return (await apiRequest('POST', `${base}/invitations`, { schema: createInvitationResponseSchema, body })).data;
}
