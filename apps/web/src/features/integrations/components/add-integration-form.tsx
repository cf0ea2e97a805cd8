import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createIntegrationBodySchema,
  createIntegrationEndpoint,
  listIntegrationsEndpoint,
  listMailboxesEndpoint,
} from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { callEndpoint, endpointQuery, invalidateEndpoint } from '../../../lib/endpoint-client';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';

/** The form that connects an IMAP mailbox: server, account, folder and the team mailbox that receives its mail. */
export function AddIntegrationForm({ teamId, onAdded }: { teamId: string; onAdded: (id: string) => void }) {
  const queryClient = useQueryClient();
  // The mailboxes an integration can deliver to.
  const mailboxes = useQuery({
    ...endpointQuery(listMailboxesEndpoint.org, { params: { teamId }, query: { paginate: 'false' } }),
    select: (answer) => answer.data,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    const parsed = parseForm(createIntegrationBodySchema, {
      ...values,
      port: values.port || undefined,
      folder: values.folder || undefined,
      tls: (form.elements.namedItem('tls') as HTMLInputElement).checked,
    });
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      const { data: integration } = await callEndpoint(createIntegrationEndpoint, {
        params: { teamId },
        body: parsed.data,
      });
      await invalidateEndpoint(queryClient, listIntegrationsEndpoint, { teamId });
      notifications.notify({ type: 'success', message: `${integration.name} added` });
      form.reset();
      onAdded(integration.id);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else notifyGenericError();
    } finally {
      setPending(false);
    }
  };

  if (mailboxes.data && mailboxes.data.length === 0) {
    return <Alert>Create a mailbox first: the mail of an IMAP folder is read into one of the team’s mailboxes.</Alert>;
  }
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Add an IMAP mailbox">
      {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
      <FormField label="Name" name="name" required error={errors.name} placeholder="Travel desk inbox" />
      <div className="form__grid">
        <FormField label="IMAP server" name="host" required error={errors.host} placeholder="imap.example.com" />
        <FormField label="Port" name="port" inputMode="numeric" defaultValue="993" error={errors.port} />
      </div>
      <label className="field">
        <span>
          <input type="checkbox" name="tls" defaultChecked /> Use TLS (port 993); off: plain IMAP, upgraded with
          STARTTLS when the server offers it
        </span>
      </label>
      <div className="form__grid">
        <FormField label="User name" name="username" autoComplete="off" required error={errors.username} />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password}
        />
      </div>
      <FormField label="Folder" name="folder" defaultValue="INBOX" error={errors.folder} />
      <div className="field">
        <label className="field__label" htmlFor="integration-mailbox">
          Deliver to mailbox
        </label>
        <select id="integration-mailbox" name="mailbox_id" className="field__input" required>
          {(mailboxes.data ?? []).map((mailbox) => (
            <option key={mailbox.id} value={mailbox.id}>
              {mailbox.name} ({mailbox.address})
            </option>
          ))}
        </select>
        {errors.mailbox_id ? <p className="field__error">{errors.mailbox_id}</p> : null}
      </div>
      <div className="form__row form__row--end">
        <button type="submit" className="button button--primary" disabled={pending || !mailboxes.data}>
          {pending ? 'Connecting…' : 'Add IMAP mailbox'}
        </button>
      </div>
    </form>
  );
}
