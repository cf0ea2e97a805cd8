import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteApplicationEndpoint,
  getApplicationEndpoint,
  updateApplicationBodySchema,
  updateApplicationEndpoint,
} from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/lists/query-state';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { CopyButton } from '../../../components/ui/copy-button';
import { FormField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { SubmitRow } from '../../../components/ui/submit-row';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { routePath } from '../../../lib/route-paths';
import { applicationAfterUpdate } from '../api/application-secret';
import { invalidateApplications } from '../api/invalidate-applications';
import { ClientSecretPanel } from './client-secret-panel';

/** {dev,org}.settings.apps.show: client id, client secret (for key readers), edit and delete. */
export function ApplicationPage() {
  const access = useTeamAccess();
  const title = useRouteTitle('Application');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = { teamId: access.id, applicationId: id };
  const appQuery = endpointQuery(getApplicationEndpoint[access.type], { params });
  const app = useQuery({
    ...appQuery,
    select: (answer) => answer.data,
    throwOnError: raisesResourceNotification,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const canEdit = access.can('edit-applications');
  const canReadKey = access.can('read-application-key');

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = parseForm(updateApplicationBodySchema, {
      name: values.name,
      description: values.description || null,
    });
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      const { data: updated } = await callEndpoint(updateApplicationEndpoint[access.type], {
        params,
        body: parsed.data,
      });
      queryClient.setQueryData(appQuery.queryKey, (previous) => ({
        data: applicationAfterUpdate(previous?.data, updated, canReadKey),
      }));
      notifications.notify({ type: 'success', message: 'Settings successfully updated!' });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else notifyGenericError();
    } finally {
      setPending(false);
    }
  };

  const onDelete = async () => {
    try {
      await callEndpoint(deleteApplicationEndpoint[access.type], { params });
      await invalidateApplications(queryClient, access.type, access.id);
      notifications.notify({ type: 'success', message: `Application ${app.data?.name ?? ''} deleted` });
      await navigate(routePath(`${access.type}.settings.apps.index`, { teamId: access.id }));
    } catch {
      notifyGenericError();
    }
  };

  return (
    <div className="page page--narrow">
      <PageHeader
        title={title}
        eyebrow={app.data?.name}
        actions={
          access.can('delete-applications') && app.data ? (
            <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
              Delete
            </button>
          ) : null
        }
      />
      <QueryState isPending={app.isPending} error={app.error} what="this application">
        {app.data ? (
          <div className="section-stack">
            <section className="card">
              <dl className="detail-list">
                <dt>Client id</dt>
                <dd className="secret-box">
                  <span className="mono">{app.data.client_id}</span>
                  <CopyButton value={app.data.client_id} label="Copy client id" />
                </dd>
                <dt>Created</dt>
                <dd>{new Date(app.data.created_at).toLocaleString()}</dd>
              </dl>
            </section>
            {canReadKey ? (
              <ClientSecretPanel
                teamType={access.type}
                teamId={access.id}
                applicationId={id}
                canRegenerate={access.can('edit-application-key')}
              />
            ) : null}
            <section className="card">
              <h2 className="section-title">Details</h2>
              <form className="form" onSubmit={onSave} noValidate key={app.data.updated_at}>
                <FormField
                  label="Name"
                  name="name"
                  defaultValue={app.data.name}
                  disabled={!canEdit}
                  error={errors.name}
                />
                <FormField
                  label="Description"
                  name="description"
                  defaultValue={app.data.description ?? ''}
                  disabled={!canEdit}
                  error={errors.description}
                />
                {canEdit ? <SubmitRow pending={pending} /> : null}
              </form>
            </section>
          </div>
        ) : null}
      </QueryState>
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this application?"
        description="Calls made with its client id and secret will be refused."
        confirmLabel="Delete application"
        onConfirm={onDelete}
      />
    </div>
  );
}
