import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhooksEndpoint,
  testWebhookEndpoint,
  type UpdateWebhookBody,
  updateWebhookBodySchema,
  updateWebhookEndpoint,
  type Webhook,
} from '@tripline/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/lists/query-state';
import { StatusBadge } from '../../../components/lists/status-badge';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { Alert } from '../../../components/ui/alert';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { FormField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { SubmitRow } from '../../../components/ui/submit-row';
import { callEndpoint, endpointQuery, invalidateEndpoint } from '../../../lib/endpoint-client';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { routePath } from '../../../lib/route-paths';
import { invalidateWebhooks } from '../api/invalidate-webhooks';
import { checkedEventTypes, EventTypeFields } from './event-type-fields';
import { WebhookSecret } from './webhook-secret';

/** {dev,org}.settings.webhooks.show: the secret for editors, edit, enable or disable, send a test event, delete. */
export function WebhookPage() {
  const access = useTeamAccess();
  const title = useRouteTitle('Webhook');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = { teamId: access.id, webhookId: id };
  const webhookQuery = endpointQuery(getWebhookEndpoint[access.type], { params });
  const webhook = useQuery({
    ...webhookQuery,
    select: (answer) => answer.data,
    throwOnError: raisesResourceNotification,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [testEvents, setTestEvents] = useState<string[]>([]);
  const canEdit = access.can('edit-webhooks');

  const save = async (body: UpdateWebhookBody) => {
    const updated = await callEndpoint(updateWebhookEndpoint[access.type], { params, body });
    queryClient.setQueryData(webhookQuery.queryKey, updated);
    await invalidateEndpoint(queryClient, listWebhooksEndpoint[access.type], { teamId: access.id });
    notifications.notify({ type: 'success', message: 'Settings successfully updated!' });
  };

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = parseForm(updateWebhookBodySchema, {
      url: values.url,
      description: values.description || null,
      event_types: checkedEventTypes(event.currentTarget),
    });
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      await save(parsed.data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else notifyGenericError();
    } finally {
      setPending(false);
    }
  };

  const onToggle = async (current: Webhook) => {
    try {
      await save({ status: current.status === 'disabled' ? 'active' : 'disabled' });
    } catch {
      notifyGenericError();
    }
  };

  const onTest = async () => {
    try {
      const { data: queued } = await callEndpoint(testWebhookEndpoint[access.type], { params });
      setTestEvents((list) => [queued.event_id, ...list]);
      notifications.notify({ type: 'success', message: 'Test event sent' });
    } catch (error) {
      if (isHttpError(error) && error.status === 409) notifications.notify({ type: 'warning', message: error.message });
      else notifyGenericError();
    }
  };

  const onDelete = async () => {
    try {
      await callEndpoint(deleteWebhookEndpoint[access.type], { params });
      await invalidateWebhooks(queryClient, access.type, access.id);
      notifications.notify({ type: 'success', message: 'Webhook deleted' });
      await navigate(routePath(`${access.type}.settings.webhooks.index`, { teamId: access.id }));
    } catch {
      notifyGenericError();
    }
  };

  return (
    <div className="page page--narrow">
      <PageHeader
        title={title}
        eyebrow={webhook.data?.url}
        actions={
          webhook.data ? (
            <>
              {canEdit ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={onTest}
                  disabled={webhook.data.status === 'disabled'}
                >
                  <Send size={16} aria-hidden /> Send test event
                </button>
              ) : null}
              {access.can('delete-webhooks') ? (
                <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
                  Delete
                </button>
              ) : null}
            </>
          ) : null
        }
      />
      <QueryState isPending={webhook.isPending} error={webhook.error} what="this webhook">
        {webhook.data ? (
          <div className="section-stack">
            <section className="card">
              <dl className="detail-list">
                <dt>Status</dt>
                <dd>
                  <StatusBadge status={webhook.data.status} />
                  {webhook.data.failing_since
                    ? ` every delivery has failed since ${new Date(webhook.data.failing_since).toLocaleString()}`
                    : null}
                  {canEdit ? (
                    <>
                      {' '}
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        onClick={() => webhook.data && onToggle(webhook.data)}
                      >
                        {webhook.data.status === 'disabled' ? 'Enable' : 'Disable'}
                      </button>
                    </>
                  ) : null}
                </dd>
                {webhook.data.secret ? (
                  <>
                    <dt>Signing secret</dt>
                    <dd>
                      <WebhookSecret secret={webhook.data.secret} />
                    </dd>
                  </>
                ) : null}
                <dt>Created</dt>
                <dd>{new Date(webhook.data.created_at).toLocaleString()}</dd>
              </dl>
            </section>
            <section className="card" aria-label="Attempt log">
              <h2 className="section-title">Attempt log</h2>
              {testEvents.length ? (
                <Alert tone="success">
                  Test event {testEvents.join(', ')} queued. Its delivery is signed and retried like any other event.
                </Alert>
              ) : null}
              <p>
                Every delivery attempt of an email event (status code, latency and the answer) is listed on that email's
                page under its timeline.{' '}
                <Link to={routePath(`${access.type}.emails.index`, { teamId: access.id })}>Open the emails</Link>
              </p>
            </section>
            <section className="card">
              <h2 className="section-title">Details</h2>
              <form className="form" onSubmit={onSave} noValidate key={webhook.data.updated_at}>
                <FormField
                  label="URL"
                  name="url"
                  type="url"
                  defaultValue={webhook.data.url}
                  disabled={!canEdit}
                  error={errors.url}
                />
                <FormField
                  label="Description"
                  name="description"
                  defaultValue={webhook.data.description ?? ''}
                  disabled={!canEdit}
                  error={errors.description}
                />
                <EventTypeFields selected={webhook.data.event_types} disabled={!canEdit} error={errors.event_types} />
                {canEdit ? <SubmitRow pending={pending} /> : null}
              </form>
            </section>
          </div>
        ) : null}
      </QueryState>
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this webhook?"
        description="Tripline stops calling its URL at once."
        confirmLabel="Delete webhook"
        onConfirm={onDelete}
      />
    </div>
  );
}
