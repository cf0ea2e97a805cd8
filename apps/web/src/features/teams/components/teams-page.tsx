import { useQuery } from '@tanstack/react-query';
import { CONSOLE_PATHS, hasPermission, ROLE_LABELS, type Team, type TeamType, type User } from '@tripline/contracts';
import { BarChart3, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { SearchBox } from '../../../components/lists/search-box';
import { PageHeader } from '../../../components/ui/page-header';
import '../../../components/lists/data-views.css';
import { currentUserQuery } from '../../../lib/api/get-current-user';
import { currentUserTeamsQuery } from '../api/list-current-user-teams';
import { allTeamsQuery } from '../api/list-teams';
import { canCreateTeam } from '../api/team-creation';
import { TeamList } from './team-list';

const BROWSE_ALL = { org: 'browse-all-organizations', dev: 'browse-all-developers' } as const;

/** The teams of one kind the user sees: every one with browse-all (spec §6), else their own. */
function useTeamsOf(type: TeamType, user: User | undefined) {
  const seesAll = user ? hasPermission(user.roles, BROWSE_ALL[type]) : false;
  const own = useQuery({ ...currentUserTeamsQuery, enabled: Boolean(user) && !seesAll });
  const all = useQuery({ ...allTeamsQuery(type), enabled: seesAll });
  const source = seesAll ? all : own;
  if (source.isError) throw source.error;
  const teams: readonly Team[] | undefined = seesAll
    ? all.data
    : type === 'org'
      ? own.data?.orgs
      : own.data?.developers;
  return { seesAll, teams };
}

const matches = (team: Team, search: string) => team.name.toLowerCase().includes(search.trim().toLowerCase());

/** teams.index: the user's teams by kind, or every team for a super role, searchable, with team creation below it. */
export function TeamsPage() {
  const { data: user } = useQuery(currentUserQuery);
  const orgs = useTeamsOf('org', user);
  const devs = useTeamsOf('dev', user);
  const [search, setSearch] = useState('');
  const canAddOrgs = user ? canCreateTeam(user.roles, 'org') : false;
  const canAddDevs = user ? canCreateTeam(user.roles, 'dev') : false;
  const seesAll = orgs.seesAll || devs.seesAll;
  const globalRole = user?.roles.global[0];
  // Someone who reaches a team through a global role, not a membership, sees that role on it.
  const rolesOf = (type: TeamType) => ({
    roles: user?.roles[type] ?? {},
    fallback: globalRole ? ROLE_LABELS[globalRole] : undefined,
  });
  const columns = [
    { type: 'org' as const, title: 'Organisations', list: orgs, noun: 'organisation' },
    { type: 'dev' as const, title: 'Developer teams', list: devs, noun: 'developer team' },
  ];

  return (
    <div className="page">
      <PageHeader
        title="Teams"
        description={
          seesAll
            ? 'Every organisation and developer team of the platform.'
            : 'Switch between the organisations and developer teams you belong to.'
        }
        actions={
          <>
            {user && hasPermission(user.roles, 'browse-platform-analytics') ? (
              <Link className="button button--secondary" to={CONSOLE_PATHS.platformAnalytics}>
                <BarChart3 size={16} aria-hidden /> Platform analytics
              </Link>
            ) : null}
            {canAddOrgs ? (
              <Link className="button button--secondary" to="org/create">
                <Plus size={16} aria-hidden /> New organisation
              </Link>
            ) : null}
            {canAddDevs ? (
              <Link className="button button--primary" to="dev/create">
                <Plus size={16} aria-hidden /> New developer team
              </Link>
            ) : null}
          </>
        }
      />
      <SearchBox label="Search teams" placeholder="Team name" value={search} onChange={setSearch} />
      {orgs.teams === undefined || devs.teams === undefined ? (
        <p role="status">Loading teams…</p>
      ) : (
        <div className="team-columns">
          {columns.map(({ type, title, list, noun }) => {
            const shown = (list.teams ?? []).filter((team) => matches(team, search));
            return (
              <section key={type} className="card" aria-labelledby={`${type}-teams-heading`}>
                <h2 id={`${type}-teams-heading`} className="card__title">
                  {title} <span className="muted">({shown.length})</span>
                </h2>
                <TeamList
                  type={type}
                  teams={shown}
                  {...rolesOf(type)}
                  emptyText={
                    search.trim()
                      ? `No ${noun} matches “${search.trim()}”.`
                      : list.seesAll
                        ? `There is no ${noun} yet.`
                        : `You are not a member of any ${noun} yet.`
                  }
                />
              </section>
            );
          })}
        </div>
      )}
      <Outlet />
    </div>
  );
}
