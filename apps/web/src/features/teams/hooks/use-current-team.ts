import { useQuery } from '@tanstack/react-query';
import type { Team, TeamType } from '@tripline/contracts';
import { useMatches, useParams } from 'react-router';
import { currentUserQuery } from '../../../lib/api/get-current-user';
import { teamQuery } from '../../../lib/api/get-team';

export interface CurrentTeam {
  type: TeamType;
  id: string;
  /** The team as the user's team list holds it, or as the API shows it to a global role. */
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
  const list = teamType === 'org' ? user?.teams.orgs : user?.teams.developers;
  const listed = list?.find((team) => team.id === teamId);
  // A team reached through a global role is not in the user's list: its name comes from the team itself.
  const fetched = useQuery({
    ...teamQuery(teamType ?? 'org', teamId ?? ''),
    enabled: Boolean(user && teamType && teamId && !listed),
  });
  if (!teamType || !teamId) return undefined;
  return { type: teamType, id: teamId, team: listed ?? fetched.data };
}
