import { useQuery } from '@tanstack/react-query';
import type { Team, TeamType } from '@tripline/contracts';
import { useMatches, useParams } from 'react-router';
import { currentUserQuery } from '../../auth/api/get-current-user';

export interface CurrentTeam {
  type: TeamType;
  id: string;
  /** The team as the user's team list holds it; absent for a team reached through a global role. */
  team?: Team;
}

/** The team of the current page, from the route's team type and the teamId parameter. */
export function useCurrentTeam(): CurrentTeam | undefined {
  const matches = useMatches();
  const { teamId } = useParams();
  const { data: user } = useQuery({ ...currentUserQuery, enabled: false });
  const teamType = matches
    .map((match) => (match.handle as { teamType?: TeamType } | undefined)?.teamType)
    .find((type): type is TeamType => Boolean(type));
  if (!teamType || !teamId) return undefined;
  const list = teamType === 'org' ? user?.teams.orgs : user?.teams.developers;
  return { type: teamType, id: teamId, team: list?.find((team) => team.id === teamId) };
}
