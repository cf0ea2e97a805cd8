import { hasPermission, type TeamType, type User } from '@tripline/contracts';
import { NavLink } from 'react-router';
import { teamPath } from '../../lib/team-paths';

export interface SettingsNavEntry {
  path?: string;
  permission?: string;
  settingsNav?: string;
}

/** The settings pages a user may open on this team: those whose permission they hold. */
export function visibleSettingsItems<T extends SettingsNavEntry>(
  entries: readonly T[],
  user: Pick<User, 'roles'>,
  team: { type: TeamType; id: string },
): T[] {
  return entries.filter(
    (entry) => entry.settingsNav && entry.path && hasPermission(user.roles, entry.permission, team),
  );
}

/** The settings sub-navigation: one link per page, the current one (or the one holding it) marked. */
export function SettingsNav({
  user,
  team,
  entries,
}: {
  user: Pick<User, 'roles'>;
  team: { type: TeamType; id: string };
  entries: readonly SettingsNavEntry[];
}) {
  const items = visibleSettingsItems(entries, user, team);
  return (
    <nav className="settings-nav" aria-label="Settings">
      <p className="settings-nav__title">Settings</p>
      <ul className="settings-nav__list">
        {items.map((entry) => (
          <li key={entry.path}>
            {/* NavLink marks the link aria-current="page" on its page and the pages below it (an app, a webhook). */}
            <NavLink className="settings-nav__link" to={teamPath(team.type, team.id, entry.path ?? '')}>
              {entry.settingsNav}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
