import {
  type DeleteTeamBody,
  deleteTeamEndpoint,
  type Team,
  type TeamType,
  type UpdateTeamBody,
  updateTeamEndpoint,
} from '@tripline/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Saves the team's settings; the answer holds the team as saved, as the team's own endpoint answers it. */
export function updateTeam(type: TeamType, teamId: string, body: UpdateTeamBody) {
  return callEndpoint(updateTeamEndpoint[type], { params: { teamId }, body });
}

/** Deletes the team, with its name typed again. */
export async function deleteTeam(type: TeamType, teamId: string, body: DeleteTeamBody): Promise<Team> {
  return (await callEndpoint(deleteTeamEndpoint[type], { params: { teamId }, body })).data;
}
