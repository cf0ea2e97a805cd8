import { useQuery } from '@tanstack/react-query';
import { listMailboxesEndpoint } from '@tripline/contracts';
import { Inbox, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/lists/data-table';
import { Pager } from '../../../components/lists/pager';
import { QueryState } from '../../../components/lists/query-state';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { CopyButton } from '../../../components/ui/copy-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useListQuery } from '../../../hooks/use-list-query';
import { endpointQuery } from '../../../lib/endpoint-client';
import { formatNumber } from '../../../lib/format';
import { mailboxPaths } from '../../../lib/mailbox-paths';
import { raisesResourceNotification } from '../../../lib/resource-error';

/** dev.mailboxes.index and org.settings.mailboxes.index: the team's mailboxes with their addresses. */
export function MailboxesPage() {
  const access = useTeamAccess();
  const title = useRouteTitle('Mailboxes');
  const { query, setQuery } = useListQuery('mailboxes');
  const page = Number(query.get('page') ?? '1') || 1;
  const sort = query.get('sort') ?? undefined;
  const list = useQuery({
    ...endpointQuery(listMailboxesEndpoint[access.type], { params: { teamId: access.id }, query: { page, sort } }),
    throwOnError: raisesResourceNotification,
  });

  return (
    <div className="page">
      <PageHeader
        title={title}
        description="Forward booking emails to a mailbox address and they are read for you."
        actions={
          access.can('add-mailboxes') ? (
            <Link className="button button--primary" to={mailboxPaths.create(access.type, access.id)}>
              <Plus size={16} aria-hidden /> New mailbox
            </Link>
          ) : null
        }
      />
      <QueryState isPending={list.isPending} error={list.error} what="your mailboxes">
        {list.data?.data.length ? (
          <>
            <DataTable
              label="Mailboxes"
              rows={list.data.data}
              rowKey={(mailbox) => mailbox.id}
              columns={[
                {
                  header: 'Name',
                  cell: (mailbox) => (
                    <Link to={mailboxPaths.show(access.type, access.id, mailbox.id)}>{mailbox.name}</Link>
                  ),
                },
                {
                  header: 'Address',
                  cell: (mailbox) => (
                    <span className="secret-box">
                      <span className="mono">{mailbox.address}</span>
                      <CopyButton value={mailbox.address} />
                    </span>
                  ),
                },
                { header: 'Emails', cell: (mailbox) => formatNumber(mailbox.email_count) },
                { header: 'Created', cell: (mailbox) => new Date(mailbox.created).toLocaleDateString() },
              ]}
            />
            <Pager
              meta={list.data.meta}
              onPage={(next) => {
                const changed = new URLSearchParams(query);
                changed.set('page', String(next));
                setQuery(changed);
              }}
            />
          </>
        ) : (
          <EmptyState icon={<Inbox size={28} aria-hidden />} title="No mailboxes yet">
            <p>Create a mailbox to get an address that booking emails can be sent or forwarded to.</p>
          </EmptyState>
        )}
      </QueryState>
    </div>
  );
}
