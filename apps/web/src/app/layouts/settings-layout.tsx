import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { SettingsNav } from '../../components/layout/settings-nav';
import { useCurrentTeam } from '../../features/teams/hooks/use-current-team';
import { currentUserQuery } from '../../lib/api/get-current-user';
import { settingsNavEntries } from '../routes';

/** The frame of a team's settings pages: the sub-navigation beside the page. */
export function SettingsLayout() {
  const { data: user } = useQuery({ ...currentUserQuery, enabled: false });
  const team = useCurrentTeam();
  return (
    <div className="settings-layout">
      {user && team ? <SettingsNav user={user} team={team} entries={settingsNavEntries(team.type)} /> : null}
      <div className="settings-layout__page">
        <Outlet />
      </div>
    </div>
  );
}
