import {
  CONSOLE_PATHS,
  hasPermission,
  SIDEBAR_ANIMATION_MS,
  SIDEBAR_COLLAPSED_PX,
  SIDEBAR_EXPANDED_MIN_PX,
  type TeamType,
  type User,
  WIDE_SCREEN_BREAKPOINT_PX,
} from '@tripline/contracts';
import {
  BarChart3,
  Boxes,
  FileText,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  LogOut,
  Mail,
  Menu,
  Plane,
  Settings,
  Users,
  UsersRound,
} from 'lucide-react';
import { type CSSProperties, useState } from 'react';
import { NavLink } from 'react-router';
import { useMediaQuery } from '../../hooks/use-media-query';
import { teamPath } from '../../lib/team-paths';
import { Avatar } from '../ui/avatar';
import { TeamSwitcher } from './team-switcher';

export interface SidebarNavEntry {
  path?: string;
  permission?: string;
  sidebar?: { label: string; icon: string };
}

const ICONS: Record<string, typeof LayoutDashboard> = {
  dashboard: LayoutDashboard,
  travel: Plane,
  reports: BarChart3,
  people: UsersRound,
  emails: Mail,
  resources: FileText,
  settings: Settings,
  mailboxes: Inbox,
};

/** The team items a user may see: those whose permission they hold on this team. */
export function visibleTeamItems<T extends SidebarNavEntry>(
  entries: readonly T[],
  user: Pick<User, 'roles'>,
  team: { type: TeamType; id: string },
): T[] {
  return entries.filter((entry) => entry.sidebar && hasPermission(user.roles, entry.permission, team));
}

export interface SidebarProps {
  user: User;
  team?: { type: TeamType; id: string; name?: string };
  teamEntries: readonly SidebarNavEntry[];
  onLogOut: () => void;
}

/** The console's navigation: collapsed to icons, expanded on hover (wide screens) or by the toggle (small ones). */
export function Sidebar({ user, team, teamEntries, onLogOut }: SidebarProps) {
  const isWide = useMediaQuery(`(min-width: ${WIDE_SCREEN_BREAKPOINT_PX}px)`);
  const [hovered, setHovered] = useState(false);
  const [toggled, setToggled] = useState(false);
  const expanded = isWide ? hovered : toggled;
  const items = team ? visibleTeamItems(teamEntries, user, team) : [];
  const collapseOnSmall = () => {
    if (!isWide) setToggled(false);
  };

  const style = {
    '--sidebar-collapsed': `${SIDEBAR_COLLAPSED_PX}px`,
    '--sidebar-expanded': `${Math.max(SIDEBAR_EXPANDED_MIN_PX, 240)}px`,
    '--sidebar-animation': `${SIDEBAR_ANIMATION_MS}ms`,
  } as CSSProperties;

  return (
    <nav
      className="sidebar"
      aria-label="Main"
      data-expanded={expanded}
      data-testid="sidebar"
      style={style}
      onMouseEnter={() => isWide && setHovered(true)}
      onMouseLeave={() => isWide && setHovered(false)}
      onFocus={() => isWide && setHovered(true)}
      onBlur={(event) => {
        if (isWide && !event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      <div className="sidebar__top">
        {isWide ? (
          <span className="sidebar__brand-mark" aria-hidden>
            <Boxes size={20} />
          </span>
        ) : (
          <button
            type="button"
            className="sidebar__toggle"
            aria-expanded={expanded}
            aria-label={expanded ? 'Collapse navigation' : 'Expand navigation'}
            onClick={() => setToggled((value) => !value)}
          >
            <Menu size={20} aria-hidden />
          </button>
        )}
        <span className="sidebar__label sidebar__brand">Tripline</span>
      </div>

      {team ? <TeamSwitcher user={user} team={team} onNavigate={collapseOnSmall} /> : null}

      <ul className="sidebar__list">
        {items.map((entry) => {
          const Icon = ICONS[entry.sidebar?.icon ?? ''] ?? LayoutDashboard;
          return (
            <li key={entry.path}>
              <NavLink
                className="sidebar__item"
                to={team ? teamPath(team.type, team.id, entry.path) : '/'}
                onClick={collapseOnSmall}
              >
                <Icon size={20} aria-hidden />
                <span className="sidebar__label">{entry.sidebar?.label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>

      <ul className="sidebar__list sidebar__list--bottom">
        <li>
          <NavLink className="sidebar__item" to={CONSOLE_PATHS.teams} end onClick={collapseOnSmall}>
            <Users size={20} aria-hidden />
            <span className="sidebar__label">Teams</span>
          </NavLink>
        </li>
        <li>
          <NavLink className="sidebar__item" to="/support" onClick={collapseOnSmall}>
            <LifeBuoy size={20} aria-hidden />
            <span className="sidebar__label">Support</span>
          </NavLink>
        </li>
        <li>
          <NavLink className="sidebar__item" to="/account" onClick={collapseOnSmall}>
            <Avatar name={user.name} email={user.email} size={22} />
            <span className="sidebar__label">Account</span>
          </NavLink>
        </li>
        <li>
          <button type="button" className="sidebar__item" onClick={onLogOut}>
            <LogOut size={20} aria-hidden />
            <span className="sidebar__label">Log out</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
