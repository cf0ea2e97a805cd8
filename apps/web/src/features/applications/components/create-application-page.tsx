import { useQueryClient } from '@tanstack/react-query';
import { createApplicationBodySchema, createApplicationEndpoint } from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { callEndpoint } from '../../../lib/endpoint-client';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { routePath } from '../../../lib/route-paths';
import { invalidateApplications } from '../api/invalidate-applications';

/** {dev,org}.settings.apps.create. */
export function CreateApplicationPage() {
  const access = useTeamAccess();
  const title = useRouteTitle('New application');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = parseForm(createApplicationBodySchema, {
      name: values.name,
      description: values.description || null,
    });
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      const { data: app } = await callEndpoint(createApplicationEndpoint[access.type], {
        params: { teamId: access.id },
        body: parsed.data,
      });
      await invalidateApplications(queryClient, access.type, access.id);
      notifications.notify({ type: 'success', message: `Application ${app.name} created` });
      await navigate(routePath(`${access.type}.settings.apps.show`, { teamId: access.id, id: app.id }));
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
      <PageHeader title={title} description="It gets a client id and a client secret for the API." />
      <section className="card">
        <form className="form" onSubmit={onSubmit} noValidate>
          {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
          <FormField label="Name" name="name" required error={errors.name} />
          <FormField label="Description (optional)" name="description" error={errors.description} />
          <div className="form__row form__row--end">
            <button type="submit" className="button button--primary" disabled={pending}>
              {pending ? 'Creating…' : 'Create application'}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
