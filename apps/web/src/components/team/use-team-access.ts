import { useQuery } from '@tanstack/react-query';
import { hasPermission, type Permission, type TeamType } from '@tripline/contracts';
import { useMatches, useParams } from 'react-router';
import { currentUserQuery } from '../../lib/api/get-current-user';

export interface TeamAccess {
  type: TeamType;
  id: string;
  /** Whether the signed-in user holds the permission on this team. */
  can: (permission: Permission) => boolean;
}

/** The current page's team and the user's permissions on it. */
export function useTeamAccess(): TeamAccess {
  const matches = useMatches();
  const { teamId = '' } = useParams();
  const { data: user } = useQuery({ ...currentUserQuery, enabled: false });
  const type =
    matches
      .map((match) => (match.handle as { teamType?: TeamType } | undefined)?.teamType)
      .find((found): found is TeamType => Boolean(found)) ?? 'dev';
  return {
    type,
    id: teamId,
    can: (permission) => (user ? hasPermission(user.roles, permission, { type, id: teamId }) : false),
  };
}
