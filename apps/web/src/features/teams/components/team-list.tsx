import { ROLE_LABELS, type Team, type TeamRole, type TeamType } from '@tripline/contracts';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { teamDashboardPath } from '../../../lib/team-paths';

/** One kind of team as a list of links to each team's dashboard. */
export function TeamList({
  type,
  teams,
  roles,
  fallback,
  emptyText,
}: {
  type: TeamType;
  teams: readonly Team[];
  roles: Record<string, TeamRole>;
  /** What to say of a team the user holds no role on (a super role reaching it). */
  fallback?: string;
  emptyText: string;
}) {
  if (teams.length === 0) return <p className="team-list__empty">{emptyText}</p>;
  return (
    <ul className="team-list">
      {teams.map((team) => {
        const role = roles[team.id];
        return (
          <li key={team.id}>
            <Link className="team-list__item" to={teamDashboardPath(type, team.id)}>
              <Avatar name={team.name} size={36} />
              <span className="team-list__text">
                <span className="team-list__name">{team.name}</span>
                <span className="team-list__meta">
                  {[role ? ROLE_LABELS[role] : fallback, team.region].filter(Boolean).join(' · ') || 'Member'}
                </span>
              </span>
              <ChevronRight size={18} aria-hidden className="team-list__chevron" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
