import { useQuery } from '@tanstack/react-query';
import { DATE_PRESETS, EMAIL_STATUSES, listEmailsEndpoint } from '@tripline/contracts';
import { Mail } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/lists/data-table';
import { Pager } from '../../../components/lists/pager';
import { QueryState } from '../../../components/lists/query-state';
import { StatusBadge } from '../../../components/lists/status-badge';
import { allMailboxesQuery, ForwardingAddresses } from '../../../components/team/forwarding-addresses';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useListQuery } from '../../../hooks/use-list-query';
import { DATE_PRESET_LABELS, datePresetRange } from '../../../lib/date-presets';
import { endpointQuery } from '../../../lib/endpoint-client';
import { formValues } from '../../../lib/form-errors';
import { parseDateRange, withFilters } from '../../../lib/list-query';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { routePath } from '../../../lib/route-paths';
import { emailListApiQuery } from '../api/email-list-filters';

const SORT_LABELS: Record<string, string> = {
  'created:desc': 'Newest first',
  'created:asc': 'Oldest first',
  'from:asc': 'Sender A to Z',
  'subject:asc': 'Subject A to Z',
  'status:asc': 'Status',
};

const FILTER_KEYS = ['status', 'mailbox', 'dates', 'search', 'unassigned'] as const;

/** dev.emails.index and org.emails.index: received emails, newest first, with filters kept in the URL. */
export function EmailsPage() {
  const access = useTeamAccess();
  const { query, setQuery } = useListQuery('emails');
  const apiQuery = emailListApiQuery(query);
  const emails = useQuery({
    ...endpointQuery(listEmailsEndpoint[access.type], { params: { teamId: access.id }, query: apiQuery }),
    throwOnError: raisesResourceNotification,
  });
  const mailboxes = useQuery(allMailboxesQuery(access));
  const ids = { status: useId(), mailbox: useId(), dates: useId(), search: useId(), unassigned: useId() };
  const datesInvalid = Boolean(query.get('dates')) && !parseDateRange(query.get('dates') ?? '');

  const apply = (changes: Record<string, string | undefined>) => setQuery(withFilters(query, changes));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    apply(Object.fromEntries(FILTER_KEYS.map((key) => [key, values[key]?.trim() || undefined])));
  };

  return (
    <div className="page">
      <PageHeader
        title="Emails"
        description={
          <>
            Every email your mailboxes received.{' '}
            <span>Sorted: {SORT_LABELS[query.get('sort') ?? ''] ?? query.get('sort')}</span>
          </>
        }
      />
      {access.type === 'org' ? <ForwardingAddresses access={access} /> : null}
      <form className="toolbar" onSubmit={onSubmit} key={query.toString()} aria-label="Email filters">
        <div className="field">
          <label className="field__label" htmlFor={ids.status}>
            Status
          </label>
          <select id={ids.status} name="status" className="field__input" defaultValue={query.get('status') ?? ''}>
            <option value="">Any status</option>
            {EMAIL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.mailbox}>
            Mailbox
          </label>
          <select id={ids.mailbox} name="mailbox" className="field__input" defaultValue={query.get('mailbox') ?? ''}>
            <option value="">Any mailbox</option>
            {(mailboxes.data?.data ?? []).map((mailbox) => (
              <option key={mailbox.id} value={mailbox.id}>
                {mailbox.name}
              </option>
            ))}
          </select>
        </div>
        {access.type === 'org' ? (
          <div className="field">
            <label className="field__label" htmlFor={ids.unassigned}>
              Traveler
            </label>
            <select
              id={ids.unassigned}
              name="unassigned"
              className="field__input"
              defaultValue={query.get('unassigned') ?? ''}
            >
              <option value="">Any</option>
              <option value="true">Waiting for a traveler</option>
              <option value="false">Assigned</option>
            </select>
          </div>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor={ids.dates}>
            Dates
          </label>
          <input
            id={ids.dates}
            name="dates"
            className="field__input"
            placeholder="YYYY-MM-DD,YYYY-MM-DD"
            defaultValue={query.get('dates') ?? ''}
            aria-invalid={datesInvalid}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.search}>
            Search
          </label>
          <input
            id={ids.search}
            name="search"
            type="search"
            className="field__input"
            placeholder="Subject"
            defaultValue={query.get('search') ?? ''}
          />
        </div>
        <button type="submit" className="button button--primary">
          Apply
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => apply(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])))}
        >
          Clear
        </button>
      </form>
      <fieldset className="chip-row" aria-label="Date presets">
        {DATE_PRESETS.map((preset) => {
          const range = datePresetRange(preset);
          return (
            <button
              key={preset}
              type="button"
              className="button button--secondary button--small"
              onClick={() => apply({ dates: [range.start_date, range.end_date].filter(Boolean).join(',') })}
            >
              {DATE_PRESET_LABELS[preset]}
            </button>
          );
        })}
      </fieldset>
      {datesInvalid ? (
        <p className="field__error">Dates are written YYYY-MM-DD, with an optional end date after a comma.</p>
      ) : null}
      <QueryState isPending={emails.isPending} error={emails.error} what="your emails">
        {emails.data?.data.length ? (
          <>
            <DataTable
              label="Emails"
              rows={emails.data.data}
              rowKey={(email) => email.id}
              columns={[
                {
                  header: 'Subject',
                  cell: (email) => (
                    <Link to={routePath(`${access.type}.emails.show`, { teamId: access.id, id: email.id })}>
                      {email.subject || '(no subject)'}
                    </Link>
                  ),
                },
                { header: 'From', cell: (email) => email.from ?? '—' },
                { header: 'Mailbox', cell: (email) => email.mailbox_address ?? '—' },
                { header: 'Status', cell: (email) => <StatusBadge status={email.status} /> },
                {
                  header: 'Segments',
                  cell: (email) =>
                    email.unassigned_segment_count > 0
                      ? `${email.segment_count} (${email.unassigned_segment_count} waiting for a traveler)`
                      : email.segment_count,
                },
                { header: 'Received', cell: (email) => new Date(email.created).toLocaleString() },
              ]}
            />
            <Pager meta={emails.data.meta} onPage={(page) => setQuery(withPage(query, page))} />
          </>
        ) : (
          <EmptyState icon={<Mail size={28} aria-hidden />} title="No emails found">
            <p>
              {FILTER_KEYS.some((key) => query.get(key))
                ? 'No email matches these filters.'
                : 'Send or forward a booking email to one of your mailbox addresses and it shows up here.'}
            </p>
          </EmptyState>
        )}
      </QueryState>
    </div>
  );
}

function withPage(query: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(query);
  next.set('page', String(page));
  return next;
}
