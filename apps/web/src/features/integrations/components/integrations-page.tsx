import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteIntegrationEndpoint,
  type Integration,
  listIntegrationsEndpoint,
  pollIntegrationEndpoint,
  testIntegrationEndpoint,
} from '@tripline/contracts';
import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '../../../components/lists/query-state';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { callEndpoint, endpointQuery, invalidateEndpoint } from '../../../lib/endpoint-client';
import { isHttpError } from '../../../lib/http-error';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { AddIntegrationForm } from './add-integration-form';
import { IntegrationCard } from './integration-card';

/** org.settings.integrations: IMAP mailboxes polled every minute into the team's mailboxes. */
export function IntegrationsPage() {
  const access = useTeamAccess();
  const title = useRouteTitle('Integrations');
  const queryClient = useQueryClient();
  // Scheduled polls change status and last error in the background: the page keeps up with them.
  const list = useQuery({
    ...endpointQuery(listIntegrationsEndpoint, { params: { teamId: access.id }, query: { paginate: 'false' } }),
    refetchInterval: 10_000,
    throwOnError: raisesResourceNotification,
  });
  const [checks, setChecks] = useState<Record<string, { ok: boolean; message: string }>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Integration | null>(null);
  const refresh = () => invalidateEndpoint(queryClient, listIntegrationsEndpoint, { teamId: access.id });

  const run = async (id: string, action: () => Promise<void>) => {
    setBusy(id);
    try {
      await action();
    } catch (error) {
      if (isHttpError(error) && error.status === 409) {
        // A scheduled poll is running: say so and show what it found.
        notifications.notify({ type: 'warning', message: error.message });
        await refresh();
      } else notifyGenericError();
    } finally {
      setBusy(null);
    }
  };
  const onTest = (id: string) =>
    run(id, async () => {
      const { data: result } = await callEndpoint(testIntegrationEndpoint, { params: { teamId: access.id, id } });
      setChecks((all) => ({ ...all, [id]: result }));
    });
  const onPoll = (integration: Integration) =>
    run(integration.id, async () => {
      const { data: result } = await callEndpoint(pollIntegrationEndpoint, {
        params: { teamId: access.id, id: integration.id },
      });
      await refresh();
      const { last_error: error } = result.integration;
      if (error) notifications.notify({ type: 'warning', message: error });
      else
        notifications.notify({
          type: 'success',
          message: `${result.stored} new message${result.stored === 1 ? '' : 's'}`,
        });
    });
  const onDelete = async () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    await run(target.id, async () => {
      await callEndpoint(deleteIntegrationEndpoint, { params: { teamId: access.id, id: target.id } });
      await refresh();
      notifications.notify({ type: 'success', message: `${target.name} removed` });
    });
  };

  return (
    <div className="page page--narrow">
      <PageHeader
        title={title}
        description="Connect a mailbox your travellers already forward bookings to; new mail is read every minute."
      />
      <QueryState isPending={list.isPending} error={list.error} what="your integrations">
        {list.data?.data.length ? (
          <div className="stack">
            {list.data.data.map((integration) => (
              <IntegrationCard
                key={integration.id}
                integration={integration}
                check={checks[integration.id]}
                busy={busy === integration.id}
                canEdit={access.can('edit-integrations')}
                canDelete={access.can('delete-integrations')}
                onTest={() => onTest(integration.id)}
                onPoll={() => onPoll(integration)}
                onDelete={() => setDeleting(integration)}
              />
            ))}
          </div>
        ) : (
          <EmptyState icon={<MailPlus size={28} aria-hidden />} title="No integrations yet">
            <p>Add an IMAP mailbox below and its booking emails are read into Tripline.</p>
          </EmptyState>
        )}
      </QueryState>
      {access.can('add-integrations') ? (
        <section className="card">
          <h2 className="card__title">Add an IMAP mailbox</h2>
          {/* A new integration is tested at once, so a wrong password shows before the first poll. */}
          <AddIntegrationForm teamId={access.id} onAdded={onTest} />
        </section>
      ) : null}
      <ConfirmModal
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Remove integration"
        description={`Stop reading ${deleting?.name ?? 'this mailbox'}? The emails it brought in stay.`}
        confirmLabel="Remove"
        onConfirm={onDelete}
      />
    </div>
  );
}
