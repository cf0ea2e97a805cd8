import { useQueryClient } from '@tanstack/react-query';
import { createTravelerBodySchema, createTravelerEndpoint, type Traveler } from '@tripline/contracts';
import { FileSpreadsheet, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { invalidateTravelers } from '../../../lib/api/invalidate-travelers';
import { callEndpoint } from '../../../lib/endpoint-client';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import './people.css';
import { routePath } from '../../../lib/route-paths';

/** org.people.create: stage `select` (one person or a file), then `details` (the person's form). */
export function CreatePersonPage() {
  const { stage = 'select' } = useParams();
  return stage === 'details' ? <PersonDetailsStage /> : <SelectStage />;
}

function SelectStage() {
  const access = useTeamAccess();
  const title = useRouteTitle('Add people');
  return (
    <div className="page page--narrow">
      <PageHeader title={title} description="Add one person by hand, or many at once from a spreadsheet." />
      <div className="people-choices">
        <Link className="card card--link" to={routePath('org.people.create', { teamId: access.id, stage: 'details' })}>
          <UserPlus size={22} aria-hidden />
          <h2 className="card__title">Add one person</h2>
          <p>Their name, work address and, if you like, employee ID and department.</p>
        </Link>
        <Link className="card card--link" to={routePath('org.people.imports', { teamId: access.id })}>
          <FileSpreadsheet size={22} aria-hidden />
          <h2 className="card__title">Import a file</h2>
          <p>A CSV or Excel (.xlsx) file with a row per person; you choose which column is which.</p>
        </Link>
      </div>
    </div>
  );
}

function PersonDetailsStage() {
  const access = useTeamAccess();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [existing, setExisting] = useState<Traveler | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = parseForm(createTravelerBodySchema, {
      email: values.email,
      first_name: values.first_name || null,
      last_name: values.last_name || null,
      employee_id: values.employee_id || null,
      department: values.department || null,
    });
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    setExisting(null);
    try {
      const { data: person } = await callEndpoint(createTravelerEndpoint, {
        params: { teamId: access.id },
        body: parsed.data,
      });
      await invalidateTravelers(queryClient, access.id);
      // A 200 answer: the address already belongs to a member, who is shown instead of a new one.
      if (person.isExistingMember) return setExisting(person);
      notifications.notify({ type: 'success', message: `${person.name ?? person.email} added` });
      await navigate(routePath('org.people.show', { teamId: access.id, id: person.id }));
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
      <PageHeader
        title="Add a person"
        description="Bookings sent from their address become their trips."
        actions={
          <Link
            className="button button--ghost"
            to={routePath('org.people.create', { teamId: access.id, stage: 'select' })}
          >
            Back
          </Link>
        }
      />
      {existing ? (
        <Alert tone="info">
          {existing.name ?? existing.email} is already a member of your organisation.{' '}
          <Link to={routePath('org.people.show', { teamId: access.id, id: existing.id })}>
            Open {existing.name ?? existing.email}
          </Link>
        </Alert>
      ) : null}
      <section className="card">
        <form className="form" onSubmit={onSubmit} noValidate>
          {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
          <FormField label="Email" name="email" type="email" required error={errors.email} />
          <FormField label="First name" name="first_name" error={errors.first_name} />
          <FormField label="Last name" name="last_name" error={errors.last_name} />
          <FormField label="Employee ID" name="employee_id" error={errors.employee_id} />
          <FormField label="Department" name="department" error={errors.department} />
          <div className="form__row form__row--end">
            <button type="submit" className="button button--primary" disabled={pending}>
              {pending ? 'Adding…' : 'Add person'}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
