import type { QueryClient } from '@tanstack/react-query';
import {
  type CreateInvitationBody,
  createInvitationEndpoint,
  getTeamUserEndpoint,
  listTeamUsersEndpoint,
  removeTeamUserEndpoint,
  type Team,
  type UpdateTeamUserBody,
  updateTeamUserEndpoint,
} from '@tripline/contracts';
import { callEndpoint, endpointQuery, invalidateEndpoints } from '../../../lib/endpoint-client';

/** A team, as the Users screens name it: its type and id. */
type TeamRef = Pick<Team, 'type' | 'id'>;

/** One page of the team's members, by name. */
export function teamUsersQuery(team: TeamRef, page: number) {
  return endpointQuery(listTeamUsersEndpoint[team.type], {
    params: { teamId: team.id },
    query: { page, sort: 'name:asc' },
  });
}

/** A member of the team. */
export function teamUserQuery(team: TeamRef, userId: string) {
  return endpointQuery(getTeamUserEndpoint[team.type], { params: { teamId: team.id, userId } });
}

/** A new role for a member; the last owner cannot lose it (422). */
export function updateTeamUser(team: TeamRef, userId: string, body: UpdateTeamUserBody) {
  return callEndpoint(updateTeamUserEndpoint[team.type], { params: { teamId: team.id, userId }, body });
}

/** Removes the member from the team. */
export function removeTeamUser(team: TeamRef, userId: string) {
  return callEndpoint(removeTeamUserEndpoint[team.type], { params: { teamId: team.id, userId } });
}

/** Drops the cached members of a team, listed and one by one. */
export function invalidateTeamUsers(queryClient: QueryClient, team: TeamRef): Promise<void> {
  return invalidateEndpoints(queryClient, [listTeamUsersEndpoint[team.type], getTeamUserEndpoint[team.type]], {
    teamId: team.id,
  });
}

/** Mails an invitation link; a member already in the team answers 409. */
export async function inviteUser(team: TeamRef, body: CreateInvitationBody) {
  return (await callEndpoint(createInvitationEndpoint[team.type], { params: { teamId: team.id }, body })).data;
}
