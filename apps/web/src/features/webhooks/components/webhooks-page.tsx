import { useQuery } from '@tanstack/react-query';
import { listWebhooksEndpoint } from '@tripline/contracts';
import { Plus, Webhook as WebhookIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/lists/data-table';
import { QueryState } from '../../../components/lists/query-state';
import { StatusBadge } from '../../../components/lists/status-badge';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { endpointQuery } from '../../../lib/endpoint-client';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { routePath } from '../../../lib/route-paths';
import { groupWebhooksByStatus } from '../api/group-webhooks';

const GROUP_TITLES = { active: 'Active', failing: 'Failing', disabled: 'Disabled' } as const;

/** {dev,org}.settings.webhooks.index: webhooks grouped by status. */
export function WebhooksPage() {
  const access = useTeamAccess();
  const title = useRouteTitle('Webhooks');
  const webhooks = useQuery({
    ...endpointQuery(listWebhooksEndpoint[access.type], { params: { teamId: access.id } }),
    throwOnError: raisesResourceNotification,
  });
  const groups = groupWebhooksByStatus(webhooks.data?.data ?? []);

  return (
    <div className="page">
      <PageHeader
        title={title}
        description="Tripline calls these addresses when an email is parsed, fails or is filtered out."
        actions={
          access.can('add-webhooks') ? (
            <Link
              className="button button--primary"
              to={routePath(`${access.type}.settings.webhooks.create`, { teamId: access.id })}
            >
              <Plus size={16} aria-hidden /> New webhook
            </Link>
          ) : null
        }
      />
      <QueryState isPending={webhooks.isPending} error={webhooks.error} what="your webhooks">
        {groups.length ? (
          <div className="section-stack">
            {groups.map((group) => (
              <section key={group.status} aria-label={`${GROUP_TITLES[group.status]} webhooks`}>
                <h2 className="section-title">
                  {GROUP_TITLES[group.status]} ({group.webhooks.length})
                </h2>
                <DataTable
                  label={`${GROUP_TITLES[group.status]} webhooks`}
                  rows={group.webhooks}
                  rowKey={(webhook) => webhook.id}
                  columns={[
                    {
                      header: 'URL',
                      cell: (webhook) => (
                        <Link
                          to={routePath(`${access.type}.settings.webhooks.show`, { teamId: access.id, id: webhook.id })}
                        >
                          {webhook.url}
                        </Link>
                      ),
                    },
                    { header: 'Events', cell: (webhook) => webhook.event_types.join(', ') },
                    { header: 'Status', cell: (webhook) => <StatusBadge status={webhook.status} /> },
                    { header: 'Created', cell: (webhook) => new Date(webhook.created_at).toLocaleDateString() },
                  ]}
                />
              </section>
            ))}
          </div>
        ) : (
          <EmptyState icon={<WebhookIcon size={28} aria-hidden />} title="No webhooks yet">
            <p>Add a webhook to hear about every email as soon as it has been read.</p>
          </EmptyState>
        )}
      </QueryState>
    </div>
  );
}
