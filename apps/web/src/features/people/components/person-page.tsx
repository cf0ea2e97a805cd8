import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deactivateTravelerEndpoint,
  deleteTravelerEndpoint,
  type GetTravelerResponse,
  getTravelerEndpoint,
  listTravelersEndpoint,
  reactivateTravelerEndpoint,
  updateTravelerBodySchema,
  updateTravelerEndpoint,
} from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/lists/query-state';
import { StatusBadge } from '../../../components/lists/status-badge';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { FormField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { invalidateTravelers } from '../../../lib/api/invalidate-travelers';
import { callEndpoint, endpointQuery, invalidateEndpoint } from '../../../lib/endpoint-client';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { PersonAddresses } from './person-addresses';
import { PersonTrips } from './person-trips';
import './people.css';
import { SubmitRow } from '../../../components/ui/submit-row';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { routePath } from '../../../lib/route-paths';

/** org.people.show: a person's details, extra addresses and trips; edit, deactivate or delete them. */
export function PersonPage() {
  const access = useTeamAccess();
  const routeTitle = useRouteTitle('Member');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = { teamId: access.id, id };
  const personQuery = endpointQuery(getTravelerEndpoint, { params });
  const person = useQuery({
    ...personQuery,
    select: (answer) => answer.data,
    throwOnError: raisesResourceNotification,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);

  /** The server's record replaces the one shown, and lists load again. */
  const replace = async (saved: GetTravelerResponse) => {
    queryClient.setQueryData(personQuery.queryKey, saved);
    await invalidateEndpoint(queryClient, listTravelersEndpoint, { teamId: access.id });
  };

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = parseForm(updateTravelerBodySchema, {
      email: values.email,
      first_name: values.first_name || null,
      last_name: values.last_name || null,
      employee_id: values.employee_id || null,
      department: values.department || null,
    });
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      await replace(await callEndpoint(updateTravelerEndpoint, { params, body: parsed.data }));
      notifications.notify({ type: 'success', message: 'Settings successfully updated!' });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else notifyGenericError();
    } finally {
      setPending(false);
    }
  };

  const onToggleActive = async () => {
    if (!person.data) return;
    try {
      const endpoint = person.data.status === 'active' ? deactivateTravelerEndpoint : reactivateTravelerEndpoint;
      const answer = await callEndpoint(endpoint, { params });
      await replace(answer);
      const saved = answer.data;
      notifications.notify({
        type: 'success',
        message: `${saved.name ?? saved.email} ${saved.status === 'active' ? 'reactivated' : 'deactivated'}`,
      });
    } catch {
      notifyGenericError();
    }
  };

  const onDelete = async () => {
    try {
      await callEndpoint(deleteTravelerEndpoint, { params });
      setConfirming(false);
      queryClient.removeQueries({ queryKey: personQuery.queryKey });
      await invalidateEndpoint(queryClient, listTravelersEndpoint, { teamId: access.id });
      notifications.notify({ type: 'success', message: `${person.data?.name ?? person.data?.email ?? ''} deleted` });
      await navigate(routePath('org.people.index', { teamId: access.id }));
    } catch {
      notifyGenericError();
    }
  };

  const canEdit = access.can('edit-members');
  const data = person.data;
  return (
    <div className="page page--narrow">
      <PageHeader
        title={data ? (data.name ?? data.email) : routeTitle}
        eyebrow={data ? <StatusBadge status={data.status} /> : undefined}
        description={data?.name ? data.email : undefined}
        actions={
          data ? (
            <>
              {canEdit ? (
                <button type="button" className="button button--secondary" onClick={onToggleActive}>
                  {data.status === 'active' ? 'Deactivate' : 'Reactivate'}
                </button>
              ) : null}
              {access.can('delete-members') ? (
                <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
                  Delete
                </button>
              ) : null}
            </>
          ) : null
        }
      />
      <QueryState isPending={person.isPending} error={person.error} what="this person">
        {data ? (
          <div className="section-stack">
            <section className="card" aria-labelledby="person-details">
              <h2 className="section-title" id="person-details">
                Details
              </h2>
              <form className="form" onSubmit={onSave} noValidate key={data.updated}>
                <FormField
                  label="Email"
                  name="email"
                  type="email"
                  defaultValue={data.email}
                  disabled={!canEdit}
                  error={errors.email}
                />
                <FormField
                  label="First name"
                  name="first_name"
                  defaultValue={data.first_name ?? ''}
                  disabled={!canEdit}
                  error={errors.first_name}
                />
                <FormField
                  label="Last name"
                  name="last_name"
                  defaultValue={data.last_name ?? ''}
                  disabled={!canEdit}
                  error={errors.last_name}
                />
                <FormField
                  label="Employee ID"
                  name="employee_id"
                  defaultValue={data.employee_id ?? ''}
                  disabled={!canEdit}
                  error={errors.employee_id}
                />
                <FormField
                  label="Department"
                  name="department"
                  defaultValue={data.department ?? ''}
                  disabled={!canEdit}
                  error={errors.department}
                />
                {canEdit ? <SubmitRow pending={pending} /> : null}
              </form>
            </section>
            <PersonAddresses
              teamId={access.id}
              person={data}
              canEdit={canEdit}
              onChanged={() => invalidateTravelers(queryClient, access.id)}
            />
            <PersonTrips teamId={access.id} trips={data.trips} />
          </div>
        ) : null}
      </QueryState>
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this person?"
        description="Their trips and segments are deleted with them. Bookings that arrive later from their addresses create a new person."
        confirmLabel="Delete person"
        onConfirm={onDelete}
      />
    </div>
  );
}
