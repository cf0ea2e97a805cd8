import { useQuery } from '@tanstack/react-query';
import { listApplicationsEndpoint } from '@tripline/contracts';
import { AppWindow, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/lists/data-table';
import { Pager } from '../../../components/lists/pager';
import { QueryState } from '../../../components/lists/query-state';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useListQuery } from '../../../hooks/use-list-query';
import { endpointQuery } from '../../../lib/endpoint-client';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { routePath } from '../../../lib/route-paths';

/** {dev,org}.settings.apps.index: API applications, newest first. */
export function ApplicationsPage() {
  const access = useTeamAccess();
  const title = useRouteTitle('Applications');
  const { query, setQuery } = useListQuery('apps');
  const page = Number(query.get('page') ?? '1') || 1;
  const sort = query.get('sort') ?? undefined;
  const apps = useQuery({
    ...endpointQuery(listApplicationsEndpoint[access.type], { params: { teamId: access.id }, query: { page, sort } }),
    throwOnError: raisesResourceNotification,
  });

  return (
    <div className="page">
      <PageHeader
        title={title}
        description="Client credentials for calling the Tripline API from your own systems."
        actions={
          access.can('add-applications') ? (
            <Link
              className="button button--primary"
              to={routePath(`${access.type}.settings.apps.create`, { teamId: access.id })}
            >
              <Plus size={16} aria-hidden /> New application
            </Link>
          ) : null
        }
      />
      <QueryState isPending={apps.isPending} error={apps.error} what="your applications">
        {apps.data?.data.length ? (
          <>
            <DataTable
              label="Applications"
              rows={apps.data.data}
              rowKey={(app) => app.id}
              columns={[
                {
                  header: 'Name',
                  cell: (app) => (
                    <Link to={routePath(`${access.type}.settings.apps.show`, { teamId: access.id, id: app.id })}>
                      {app.name}
                    </Link>
                  ),
                },
                { header: 'Client id', cell: (app) => <span className="mono">{app.client_id}</span> },
                { header: 'Description', cell: (app) => app.description ?? '—' },
                { header: 'Created', cell: (app) => new Date(app.created_at).toLocaleDateString() },
              ]}
            />
            <Pager
              meta={apps.data.meta}
              onPage={(next) => {
                const changed = new URLSearchParams(query);
                changed.set('page', String(next));
                setQuery(changed);
              }}
            />
          </>
        ) : (
          <EmptyState icon={<AppWindow size={28} aria-hidden />} title="No applications yet">
            <p>Create an application to get a client id and secret for the API.</p>
          </EmptyState>
        )}
      </QueryState>
    </div>
  );
}
