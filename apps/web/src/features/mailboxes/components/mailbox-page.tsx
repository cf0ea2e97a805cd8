import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteMailboxEndpoint,
  getMailboxEndpoint,
  listMailboxesEndpoint,
  updateMailboxBodySchema,
  updateMailboxEndpoint,
} from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/lists/query-state';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { CopyButton } from '../../../components/ui/copy-button';
import { FormField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { SubmitRow } from '../../../components/ui/submit-row';
import { callEndpoint, endpointQuery, invalidateEndpoint } from '../../../lib/endpoint-client';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/format';
import { mailboxPaths } from '../../../lib/mailbox-paths';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { routePath } from '../../../lib/route-paths';

/** dev.mailboxes.show and org.settings.mailboxes.show: the address to copy, edit and delete. */
export function MailboxPage() {
  const access = useTeamAccess();
  const title = useRouteTitle('Mailbox');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = { teamId: access.id, id };
  const one = endpointQuery(getMailboxEndpoint[access.type], { params });
  const mailbox = useQuery({ ...one, select: (answer) => answer.data, throwOnError: raisesResourceNotification });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = parseForm(updateMailboxBodySchema, { name: values.name, description: values.description || null });
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      const saved = await callEndpoint(updateMailboxEndpoint[access.type], { params, body: parsed.data });
      queryClient.setQueryData(one.queryKey, saved);
      await invalidateEndpoint(queryClient, listMailboxesEndpoint[access.type], { teamId: access.id });
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
      await callEndpoint(deleteMailboxEndpoint[access.type], { params });
      await invalidateEndpoint(queryClient, listMailboxesEndpoint[access.type], { teamId: access.id });
      notifications.notify({ type: 'success', message: `Mailbox ${mailbox.data?.name ?? ''} deleted` });
      await navigate(mailboxPaths.list(access.type, access.id));
    } catch {
      notifyGenericError();
    }
  };

  const canEdit = access.can('edit-mailboxes');
  return (
    <div className="page page--narrow">
      <PageHeader
        title={title}
        eyebrow={mailbox.data?.name}
        actions={
          access.can('delete-mailboxes') && mailbox.data ? (
            <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
              Delete
            </button>
          ) : null
        }
      />
      <QueryState isPending={mailbox.isPending} error={mailbox.error} what="this mailbox">
        {mailbox.data ? (
          <div className="section-stack">
            <section className="card">
              <dl className="detail-list">
                <dt>Address</dt>
                <dd className="secret-box">
                  <span className="mono">{mailbox.data.address}</span>
                  <CopyButton value={mailbox.data.address} label="Copy address" />
                </dd>
                <dt>Emails</dt>
                <dd>
                  <Link
                    to={`${routePath(`${access.type}.emails.index`, { teamId: access.id })}?mailbox=${encodeURIComponent(id)}`}
                  >
                    {formatNumber(mailbox.data.email_count)} received
                  </Link>
                </dd>
                <dt>Created</dt>
                <dd>{new Date(mailbox.data.created).toLocaleString()}</dd>
              </dl>
            </section>
            <section className="card">
              <h2 className="section-title">Details</h2>
              <form className="form" onSubmit={onSave} noValidate key={mailbox.data.updated}>
                <FormField
                  label="Name"
                  name="name"
                  defaultValue={mailbox.data.name}
                  disabled={!canEdit}
                  error={errors.name}
                />
                <FormField
                  label="Description"
                  name="description"
                  defaultValue={mailbox.data.description ?? ''}
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
        title="Delete this mailbox?"
        description="Mail sent to its address will no longer be accepted. The emails it already received stay."
        confirmLabel="Delete mailbox"
        onConfirm={onDelete}
      />
    </div>
  );
}
