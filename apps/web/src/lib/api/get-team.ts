import { queryOptions } from '@tanstack/react-query';
import { getTeamEndpoint, type Team, type TeamType } from '@tripline/contracts';
import { callEndpoint, endpointQuery } from '../endpoint-client';

/** The team as its own endpoint shows it. */
export async function getTeam(type: TeamType, teamId: string): Promise<Team> {
  return (await callEndpoint(getTeamEndpoint[type], { params: { teamId } })).data;
}

/** The team, cached under its endpoint's key as the endpoint answers it and read as the team. */
export function teamQuery(type: TeamType, teamId: string) {
  return queryOptions({
    ...endpointQuery(getTeamEndpoint[type], { params: { teamId } }),
    select: (answer) => answer.data,
  });
}
