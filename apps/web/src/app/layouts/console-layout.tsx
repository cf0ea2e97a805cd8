import { useQuery } from '@tanstack/react-query';
import { Outlet, useNavigation } from 'react-router';
import { Sidebar } from '../../components/layout/sidebar';
import { notifyGenericError } from '../../components/notifications/notification-store';
import { logOut } from '../../features/auth/api/logout';
import { useCurrentTeam } from '../../features/teams/hooks/use-current-team';
import { currentUserQuery } from '../../lib/api/get-current-user';
import { sidebarEntries } from '../routes';
import { useDocumentTitle } from './use-document-title';

/** The signed-in frame: the sidebar and the page. */
export function ConsoleLayout() {
  useDocumentTitle();
  const { data: user } = useQuery(currentUserQuery);
  const team = useCurrentTeam();
  const navigation = useNavigation();
  if (!user) return null;
  return (
    <div className="console">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Sidebar
        user={user}
        team={team ? { type: team.type, id: team.id, name: team.team?.name } : undefined}
        teamEntries={team ? sidebarEntries(team.type) : []}
        onLogOut={() => logOut().catch(notifyGenericError)}
      />
      <main id="main-content" className="console__main" aria-busy={navigation.state === 'loading'}>
        {navigation.state === 'loading' ? (
          <div className="progress-bar" role="progressbar" aria-label="Loading" />
        ) : null}
        <Outlet />
      </main>
    </div>
  );
}
