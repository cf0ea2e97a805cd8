import { useQueryClient } from '@tanstack/react-query';
import { createMailboxBodySchema, createMailboxEndpoint, listMailboxesEndpoint } from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { callEndpoint, invalidateEndpoint } from '../../../lib/endpoint-client';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { mailboxPaths } from '../../../lib/mailbox-paths';

/** dev.mailboxes.create and org.settings.mailboxes.create. */
export function CreateMailboxPage() {
  const access = useTeamAccess();
  const title = useRouteTitle('New mailbox');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = parseForm(createMailboxBodySchema, {
      name: values.name,
      local_part: values.local_part || undefined,
      description: values.description || null,
    });
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      const { data: mailbox } = await callEndpoint(createMailboxEndpoint[access.type], {
        params: { teamId: access.id },
        body: parsed.data,
      });
      await invalidateEndpoint(queryClient, listMailboxesEndpoint[access.type], { teamId: access.id });
      notifications.notify({ type: 'success', message: `Mailbox ${mailbox.name} created` });
      await navigate(mailboxPaths.show(access.type, access.id, mailbox.id));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else notifyGenericError();
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="page page--narrow">
      <PageHeader title={title} description="Mail sent to its address is read for this team." />
      <section className="card">
        <form className="form" onSubmit={onSubmit} noValidate>
          {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
          <FormField label="Name" name="name" required error={errors.name} />
          <FormField
            label="Address (optional)"
            name="local_part"
            hint="The part before the @. Leave it empty and we pick one."
            error={errors.local_part}
          />
          <FormField label="Description (optional)" name="description" error={errors.description} />
          <div className="form__row form__row--end">
            <button type="submit" className="button button--primary" disabled={pending}>
              {pending ? 'Creating…' : 'Create mailbox'}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
