import { useQuery } from '@tanstack/react-query';
import { acceptInvitationBodySchema, CONSOLE_PATHS, ROLE_LABELS } from '@tripline/contracts';
import { MailOpen } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { currentUserQuery, invalidateCurrentUser } from '../../../lib/api/get-current-user';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { queryClient } from '../../../lib/query-client';
import { toResourceError } from '../../../lib/resource-error';
import { signInPath } from '../../../lib/return-path';
import { teamDashboardPath } from '../../../lib/team-paths';
import { acceptInvitation, invitationQuery } from '../api/invitations';

/** The invitation landing: who invites you to which team, and one step to accept. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invitation = useQuery({ ...invitationQuery(token), select: (answer) => answer.data, retry: false });
  const user = useQuery({ ...currentUserQuery, retry: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  if (invitation.isPending || user.isPending) return <p role="status">Loading your invitation…</p>;
  if (invitation.isError) throw toResourceError(invitation.error, 'Page');
  const { data } = invitation;
  if (data.expired) return <Navigate to={CONSOLE_PATHS.invitationExpired} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseForm(acceptInvitationBodySchema, user.data ? {} : formValues(event.currentTarget));
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      const { team } = await acceptInvitation(token, parsed.data);
      await invalidateCurrentUser(queryClient);
      await navigate(teamDashboardPath(team.type, team.id), { replace: true });
    } catch (error) {
      if (isHttpError(error) && error.status === 410)
        return await navigate(CONSOLE_PATHS.invitationExpired, { replace: true });
      setErrors(serverFieldErrors(error) ?? { form: isHttpError(error) ? error.message : 'Please try again.' });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <div className="entry__icon">
        <MailOpen size={32} aria-hidden />
      </div>
      <h1 className="entry__title">Join {data.team_name}</h1>
      <p className="entry__lead">
        You are invited as <strong>{ROLE_LABELS[data.role]}</strong> with the address {data.email}.
      </p>
      {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
      <form className="form" onSubmit={onSubmit} noValidate>
        {user.data ? null : (
          <>
            <div className="form__grid">
              <FormField label="First name" name="first_name" autoComplete="given-name" error={errors.first_name} />
              <FormField label="Last name" name="last_name" autoComplete="family-name" error={errors.last_name} />
            </div>
            <FormField
              label="Choose a password"
              name="password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters."
              error={errors.password}
            />
          </>
        )}
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          {pending ? 'Joining…' : 'Accept invitation'}
        </button>
      </form>
      {user.data ? null : (
        <p className="entry__switch">
          Already have an account? <Link to={signInPath(`/invitations/${token}`)}>Sign in first</Link>
        </p>
      )}
    </>
  );
}
