import { createInvitationBodySchema } from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { routePath } from '../../../lib/route-paths';
import { inviteUser } from '../api/team-user-requests';
import { RoleSelect } from './role-select';

/** dev.settings.users.create: invite someone by email with a role. */
export function InviteUserPage() {
  const access = useTeamAccess();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = parseForm(createInvitationBodySchema, { email: values.email, role: values.role });
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      const invitation = await inviteUser(access, parsed.data);
      notifications.notify({ type: 'success', message: `Invitation sent to ${invitation.email}` });
      await navigate(routePath(`${access.type}.settings.users.index`, { teamId: access.id }));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else if (isHttpError(error) && error.status === 409) setErrors({ email: error.message });
      else notifyGenericError();
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="page page--narrow">
      <PageHeader title="Invite a user" description="They get an email with a link to join this team." />
      <section className="card">
        <form className="form" onSubmit={onSubmit} noValidate>
          {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
          <FormField label="Email" name="email" type="email" required error={errors.email} />
          <RoleSelect error={errors.role} />
          <div className="form__row form__row--end">
            <button type="submit" className="button button--primary" disabled={pending}>
              {pending ? 'Sending…' : 'Send invitation'}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
