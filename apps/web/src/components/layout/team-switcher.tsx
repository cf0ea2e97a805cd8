import { CONSOLE_PATHS, type TeamType, type User } from '@tripline/contracts';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { teamDashboardPath } from '../../lib/team-paths';
import { Avatar } from '../ui/avatar';
import { Popover } from '../ui/popover';

/** The current team in the sidebar; opens a list of the user's teams to switch to. */
export function TeamSwitcher({
  user,
  team,
  onNavigate,
}: {
  user: User;
  team: { type: TeamType; id: string; name?: string };
  onNavigate: () => void;
}) {
  const [open, setOpen] = useState(false);
  const groups = [
    { label: 'Organisations', type: 'org' as const, teams: user.teams.orgs },
    { label: 'Developer teams', type: 'dev' as const, teams: user.teams.developers },
  ]
    .map((group) => ({ ...group, teams: group.teams.filter((item) => item.status !== 'Deleted') }))
    .filter((group) => group.teams.length > 0);
  const close = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label="Switch team"
      side="right"
      trigger={
        <button type="button" className="sidebar__team" aria-label={`Switch team (current: ${team.name ?? 'team'})`}>
          <Avatar name={team.name ?? team.id} size={28} />
          <span className="sidebar__label sidebar__team-text">
            <span className="sidebar__team-name">{team.name ?? 'Team'}</span>
            <span className="sidebar__team-type">{team.type === 'org' ? 'Organisation' : 'Developer team'}</span>
          </span>
          <ChevronsUpDown size={16} aria-hidden className="sidebar__label" />
        </button>
      }
    >
      {groups.map((group) => (
        <div key={group.type} className="popover__group">
          <p className="popover__heading">{group.label}</p>
          <ul className="popover__list">
            {group.teams.map((item) => {
              const isCurrent = item.id === team.id && group.type === team.type;
              return (
                <li key={item.id}>
                  <Link
                    className="popover__item"
                    to={teamDashboardPath(group.type, item.id)}
                    aria-current={isCurrent ? 'true' : undefined}
                    onClick={close}
                  >
                    <Avatar name={item.name} size={22} />
                    <span className="popover__item-name">{item.name}</span>
                    {isCurrent ? <Check size={16} aria-hidden /> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <Link className="popover__footer" to={CONSOLE_PATHS.teams} onClick={close}>
        All teams
      </Link>
    </Popover>
  );
}
