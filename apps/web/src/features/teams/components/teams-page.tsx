import { useQuery } from '@tanstack/react-query';
import { hasPermission } from '@tripline/contracts';
import { Plus } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { currentUserQuery } from '../../auth/api/get-current-user';
import { currentUserTeamsQuery } from '../api/list-current-user-teams';
import { TeamList } from './team-list';

/** teams.index: every team of the user, by kind, with team creation as a child route. */
export function TeamsPage() {
  const { data: user } = useQuery(currentUserQuery);
  const teams = useQuery(currentUserTeamsQuery);
  if (teams.isError) throw teams.error;
  const canAddOrgs = user ? hasPermission(user.roles, 'add-organizations') : false;

  return (
    <div className="page">
      <PageHeader
        title="Teams"
        description="Switch between the organisations and developer teams you belong to."
        actions={
          <>
            {canAddOrgs ? (
              <Link className="button button--secondary" to="org/create">
                <Plus size={16} aria-hidden /> New organisation
              </Link>
            ) : null}
            <Link className="button button--primary" to="dev/create">
              <Plus size={16} aria-hidden /> New developer team
            </Link>
          </>
        }
      />
      {teams.isPending ? (
        <p role="status">Loading your teams…</p>
      ) : (
        <div className="team-columns">
          <section className="card" aria-labelledby="orgs-heading">
            <h2 id="orgs-heading" className="card__title">
              Organisations
            </h2>
            <TeamList
              type="org"
              teams={teams.data.orgs}
              roles={user?.roles.org ?? {}}
              emptyText="You are not a member of any organisation yet."
            />
          </section>
          <section className="card" aria-labelledby="devs-heading">
            <h2 id="devs-heading" className="card__title">
              Developer teams
            </h2>
            <TeamList
              type="dev"
              teams={teams.data.developers}
              roles={user?.roles.dev ?? {}}
              emptyText="You are not a member of any developer team yet."
            />
          </section>
        </div>
      )}
      <Outlet />
    </div>
  );
}
