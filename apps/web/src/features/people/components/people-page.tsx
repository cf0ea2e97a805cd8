import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deactivateTravelerEndpoint,
  getTravelerEndpoint,
  type ListTravelersResponse,
  listEmailsEndpoint,
  listTravelersEndpoint,
  reactivateTravelerEndpoint,
  TRAVELER_STATUSES,
  type Traveler,
} from '@tripline/contracts';
import { FileUp, UserPlus, Users } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/lists/data-table';
import { Pager } from '../../../components/lists/pager';
import { QueryState } from '../../../components/lists/query-state';
import { StatusBadge } from '../../../components/lists/status-badge';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { ForwardingAddresses } from '../../../components/team/forwarding-addresses';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useListQuery } from '../../../hooks/use-list-query';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { formValues } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/format';
import './people.css';
import { withFilters } from '../../../lib/list-query';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { routePath } from '../../../lib/route-paths';

const FILTER_KEYS = ['q', 'status'] as const;

/** org.people.index: the organisation's people, newest first, searchable and filtered by status. */
export function PeoplePage() {
  const access = useTeamAccess();
  const title = useRouteTitle('People');
  const queryClient = useQueryClient();
  const { query, setQuery } = useListQuery('people');
  const ids = { q: useId(), status: useId() };
  const status = query.get('status');
  const apiQuery = {
    page: Number(query.get('page') ?? '1') || 1,
    sort: query.get('sort') ?? undefined,
    q: query.get('q') ?? undefined,
    status: (TRAVELER_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as Traveler['status'])
      : undefined,
  };
  const listQuery = endpointQuery(listTravelersEndpoint, { params: { teamId: access.id }, query: apiQuery });
  const list = useQuery({ ...listQuery, throwOnError: raisesResourceNotification });

  const apply = (changes: Record<string, string | undefined>) => setQuery(withFilters(query, changes));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    apply(Object.fromEntries(FILTER_KEYS.map((key) => [key, values[key]?.trim() || undefined])));
  };

  // The server's answer replaces the row in the list (spec §4).
  const toggleActive = async (person: Traveler) => {
    try {
      const endpoint = person.status === 'active' ? deactivateTravelerEndpoint : reactivateTravelerEndpoint;
      const answer = await callEndpoint(endpoint, { params: { teamId: access.id, id: person.id } });
      const saved = answer.data;
      queryClient.setQueryData<ListTravelersResponse>(listQuery.queryKey, (old) =>
        old ? { ...old, data: old.data.map((row) => (row.id === saved.id ? saved : row)) } : old,
      );
      queryClient.setQueryData(
        endpointQuery(getTravelerEndpoint, { params: { teamId: access.id, id: saved.id } }).queryKey,
        answer,
      );
      notifications.notify({
        type: 'success',
        message: `${saved.name ?? saved.email} ${saved.status === 'active' ? 'reactivated' : 'deactivated'}`,
      });
    } catch {
      notifyGenericError();
    }
  };

  // Bookings whose traveler could not be told wait on their emails (issue: nothing lost, nothing guessed).
  const waiting = useQuery({
    ...endpointQuery(listEmailsEndpoint.org, { params: { teamId: access.id }, query: { unassigned: 'true' } }),
    enabled: access.can('read-emails'),
  });
  const waitingCount = waiting.data?.meta.total ?? 0;

  const canAdd = access.can('add-members');
  const canEdit = access.can('edit-members');
  const filtered = FILTER_KEYS.some((key) => query.get(key));
  return (
    <div className="page">
      <PageHeader
        title={title}
        description="The travelers of your organisation and the addresses their bookings arrive from."
        actions={
          canAdd ? (
            <>
              <Link className="button button--secondary" to={routePath('org.people.imports', { teamId: access.id })}>
                <FileUp size={16} aria-hidden /> Imports
              </Link>
              <Link className="button button--primary" to={routePath('org.people.create', { teamId: access.id })}>
                <UserPlus size={16} aria-hidden /> Add people
              </Link>
            </>
          ) : null
        }
      />
      <ForwardingAddresses access={access} />
      {waitingCount > 0 ? (
        <p className="card" role="status">
          {waitingCount === 1 ? 'One email holds' : `${formatNumber(waitingCount)} emails hold`} bookings waiting for a
          traveler.{' '}
          <Link to={`${routePath('org.emails.index', { teamId: access.id })}?unassigned=true`}>
            {canEdit ? 'Assign them' : 'See them'}
          </Link>
        </p>
      ) : null}
      <form className="toolbar" onSubmit={onSubmit} key={query.toString()} aria-label="People filters">
        <div className="field">
          <label className="field__label" htmlFor={ids.q}>
            Search
          </label>
          <input
            id={ids.q}
            name="q"
            type="search"
            className="field__input"
            placeholder="Name, email, employee ID"
            defaultValue={query.get('q') ?? ''}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.status}>
            Status
          </label>
          <select id={ids.status} name="status" className="field__input" defaultValue={status ?? ''}>
            <option value="">Active and inactive</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        </div>
        <button type="submit" className="button button--primary">
          Apply
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => apply({ q: undefined, status: undefined })}
        >
          Clear
        </button>
      </form>
      <QueryState isPending={list.isPending} error={list.error} what="your people">
        {list.data?.data.length ? (
          <>
            <DataTable
              label="People"
              rows={list.data.data}
              rowKey={(person) => person.id}
              columns={[
                {
                  header: 'Name',
                  cell: (person) => (
                    <Link to={routePath('org.people.show', { teamId: access.id, id: person.id })}>
                      {person.name ?? person.email}
                    </Link>
                  ),
                },
                {
                  header: 'Email',
                  cell: (person) => (
                    <>
                      {person.email}
                      {person.extra_email_addresses.length ? (
                        <span className="page-header__description"> +{person.extra_email_addresses.length} more</span>
                      ) : null}
                    </>
                  ),
                },
                { header: 'Department', cell: (person) => person.department ?? '—' },
                { header: 'Trips', cell: (person) => formatNumber(person.trip_count) },
                { header: 'Status', cell: (person) => <StatusBadge status={person.status} /> },
                { header: 'Added', cell: (person) => new Date(person.created).toLocaleDateString() },
                ...(canEdit
                  ? [
                      {
                        header: 'Actions',
                        cell: (person: Traveler) => (
                          <button
                            type="button"
                            className="button button--ghost button--small"
                            onClick={() => toggleActive(person)}
                            aria-label={`${person.status === 'active' ? 'Deactivate' : 'Reactivate'} ${person.name ?? person.email}`}
                          >
                            {person.status === 'active' ? 'Deactivate' : 'Reactivate'}
                          </button>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            <Pager
              meta={list.data.meta}
              onPage={(page) => {
                const next = new URLSearchParams(query);
                next.set('page', String(page));
                setQuery(next);
              }}
            />
          </>
        ) : (
          <EmptyState icon={<Users size={28} aria-hidden />} title={filtered ? 'Nobody matches' : 'No people yet'}>
            <p>
              {filtered
                ? 'No person matches these filters.'
                : 'People appear when their booking emails arrive, or add them yourself, one by one or from a file.'}
            </p>
          </EmptyState>
        )}
      </QueryState>
    </div>
  );
}
