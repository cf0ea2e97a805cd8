import { useQuery } from '@tanstack/react-query';
import { ROLE_LABELS } from '@tripline/contracts';
import { KeyRound, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/lists/data-table';
import { Pager } from '../../../components/lists/pager';
import { QueryState } from '../../../components/lists/query-state';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { Avatar } from '../../../components/ui/avatar';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useListQuery } from '../../../hooks/use-list-query';
import { teamQuery } from '../../../lib/api/get-team';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { routePath } from '../../../lib/route-paths';
import { teamUsersQuery } from '../api/team-user-requests';
import { isUserCreationBlocked } from '../api/user-creation';

/** dev.settings.users.index: who belongs to the team and with which role. */
export function UsersPage() {
  const access = useTeamAccess();
  const { query, setQuery } = useListQuery('users');
  const page = Number(query.get('page') ?? '1') || 1;
  const team = useQuery(teamQuery(access.type, access.id));
  const viaSso = team.data ? isUserCreationBlocked(team.data) : false;
  const users = useQuery({
    ...teamUsersQuery(access, page),
    throwOnError: raisesResourceNotification,
  });

  return (
    <div className="page">
      <PageHeader
        title="Users"
        description="People who can use this team's console."
        actions={
          access.can('add-users') && team.data && !viaSso ? (
            <Link
              className="button button--primary"
              to={routePath(`${access.type}.settings.users.create`, { teamId: access.id })}
            >
              <UserPlus size={16} aria-hidden /> Invite a user
            </Link>
          ) : null
        }
      />
      {viaSso ? (
        <p className="page-header__description" role="note">
          <KeyRound size={14} aria-hidden /> Single sign-on is on: people join this team by signing in through your
          identity provider, so there is no one to invite by email.
          {access.can('browse-authentication') ? (
            <>
              {' '}
              <Link to={routePath(`${access.type}.settings.authentication`, { teamId: access.id })}>
                Authentication settings
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <QueryState isPending={users.isPending} error={users.error} what="the team's users">
        {users.data?.data.length ? (
          <>
            <DataTable
              label="Users"
              rows={users.data.data}
              rowKey={(user) => user.id}
              columns={[
                {
                  header: 'Name',
                  cell: (user) => (
                    <span className="secret-box">
                      <Avatar name={user.name} email={user.email} size={28} />
                      <Link to={routePath(`${access.type}.settings.users.show`, { teamId: access.id, id: user.id })}>
                        {user.name}
                      </Link>
                    </span>
                  ),
                },
                { header: 'Email', cell: (user) => user.email },
                { header: 'Role', cell: (user) => ROLE_LABELS[user.role] },
                { header: 'Joined', cell: (user) => new Date(user.created).toLocaleDateString() },
              ]}
            />
            <Pager
              meta={users.data.meta}
              onPage={(next) => {
                const changed = new URLSearchParams(query);
                changed.set('page', String(next));
                setQuery(changed);
              }}
            />
          </>
        ) : (
          <EmptyState icon={<Users size={28} aria-hidden />} title="No users yet">
            <p>Invite people by email to work in this team.</p>
          </EmptyState>
        )}
      </QueryState>
    </div>
  );
}
