import { useQueryClient } from '@tanstack/react-query';
import { createWebhookBodySchema, createWebhookEndpoint, type Webhook } from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { notifyGenericError } from '../../../components/notifications/notification-store';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { callEndpoint } from '../../../lib/endpoint-client';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { routePath } from '../../../lib/route-paths';
import { invalidateWebhooks } from '../api/invalidate-webhooks';
import { checkedEventTypes, EventTypeFields } from './event-type-fields';
import { WebhookSecret } from './webhook-secret';

/** {dev,org}.settings.webhooks.create: after creation the signing secret is shown once, with a copy button. */
export function CreateWebhookPage() {
  const access = useTeamAccess();
  const title = useRouteTitle('New webhook');
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<Webhook>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = parseForm(createWebhookBodySchema, {
      url: values.url,
      description: values.description || null,
      event_types: checkedEventTypes(event.currentTarget),
    });
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      const answer = await callEndpoint(createWebhookEndpoint[access.type], {
        params: { teamId: access.id },
        body: parsed.data,
      });
      setCreated(answer.data);
      await invalidateWebhooks(queryClient, access.type, access.id);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else notifyGenericError();
    } finally {
      setPending(false);
    }
  };

  if (created) {
    return (
      <div className="page page--narrow">
        <PageHeader title={title} description={created.url} />
        <section className="card" aria-label="Signing secret">
          <Alert tone="success">
            The webhook is active. Copy its signing secret now: it is shown here once, and later only to people who may
            edit webhooks.
          </Alert>
          {created.secret ? <WebhookSecret secret={created.secret} /> : null}
          <div className="form__row">
            <Link
              className="button button--primary"
              to={routePath(`${access.type}.settings.webhooks.show`, { teamId: access.id, id: created.id })}
            >
              Open the webhook
            </Link>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className="page page--narrow">
      <PageHeader title={title} description="Each call is signed with the webhook's secret (Standard Webhooks)." />
      <section className="card">
        <form className="form" onSubmit={onSubmit} noValidate>
          {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
          <FormField label="URL" name="url" type="url" required placeholder="https://" error={errors.url} />
          <FormField label="Description (optional)" name="description" error={errors.description} />
          <EventTypeFields error={errors.event_types} />
          <div className="form__row form__row--end">
            <button type="submit" className="button button--primary" disabled={pending}>
              {pending ? 'Creating…' : 'Create webhook'}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
