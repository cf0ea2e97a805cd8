import type { QueryClient } from '@tanstack/react-query';
import {
  type CreateInvitationBody,
  createInvitationEndpoints,
  getTeamUserEndpoints,
  listTeamUsersEndpoints,
  removeTeamUserEndpoints,
  type Team,
  type UpdateTeamUserBody,
  updateTeamUserEndpoints,
} from '@tripline/contracts';
import { callEndpoint, endpointQuery, invalidateEndpoint } from '../../../lib/endpoint-client';

/** A team, as the Users screens name it: its type and id. */
type TeamRef = Pick<Team, 'type' | 'id'>;

/** One page of the team's members, by name. */
export function teamUsersQuery(team: TeamRef, page: number) {
  return endpointQuery(listTeamUsersEndpoints[team.type], {
    params: { teamId: team.id },
    query: { page, sort: 'name:asc' },
  });
}

/** A member of the team. */
export function teamUserQuery(team: TeamRef, userId: string) {
  return endpointQuery(getTeamUserEndpoints[team.type], { params: { teamId: team.id, userId } });
}

/** A new role for a member; the last owner cannot lose it (422). */
export function updateTeamUser(team: TeamRef, userId: string, body: UpdateTeamUserBody) {
  return callEndpoint(updateTeamUserEndpoints[team.type], { params: { teamId: team.id, userId }, body });
}

/** Removes the member from the team. */
export function removeTeamUser(team: TeamRef, userId: string) {
  return callEndpoint(removeTeamUserEndpoints[team.type], { params: { teamId: team.id, userId } });
}

/** Drops the cached members of a team, listed and one by one. */
export async function invalidateTeamUsers(queryClient: QueryClient, team: TeamRef): Promise<void> {
  await Promise.all([
    invalidateEndpoint(queryClient, listTeamUsersEndpoints[team.type], { teamId: team.id }),
    invalidateEndpoint(queryClient, getTeamUserEndpoints[team.type], { teamId: team.id }),
  ]);
}

/** Mails an invitation link; a member already in the team answers 409. */
export async function inviteUser(team: TeamRef, body: CreateInvitationBody) {
  return (await callEndpoint(createInvitationEndpoints[team.type], { params: { teamId: team.id }, body })).data;
}
