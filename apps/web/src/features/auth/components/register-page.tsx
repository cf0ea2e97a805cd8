import { CONSOLE_PATHS, registerDeveloperBodySchema } from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { teamDashboardPath } from '../../../lib/team-paths';
import { registerDeveloper } from '../api/register-developer';

/** Registration: a developer account with its first team, then straight to that team's dashboard. */
export function RegisterPage() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseForm(registerDeveloperBodySchema, formValues(event.currentTarget));
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      const user = await registerDeveloper(parsed.data);
      const team = user.teams.developers[0];
      await navigate(team ? teamDashboardPath('dev', team.id) : CONSOLE_PATHS.teams, { replace: true });
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? { form: 'We could not create your account. Please try again.' });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <h1 className="entry__title">Create a developer account</h1>
      <p className="entry__lead">Send booking emails to Tripline and receive structured trips by webhook.</p>
      {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="form__grid">
          <FormField
            label="First name"
            name="first_name"
            autoComplete="given-name"
            required
            error={errors.first_name}
          />
          <FormField label="Last name" name="last_name" autoComplete="family-name" required error={errors.last_name} />
        </div>
        <FormField label="Work email" name="email" type="email" autoComplete="email" required error={errors.email} />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          required
          error={errors.password}
        />
        <FormField label="Team name" name="team_name" autoComplete="organization" required error={errors.team_name} />
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          {pending ? 'Creating your account…' : 'Create account'}
        </button>
      </form>
      <p className="entry__switch">
        Already have an account? <Link to={CONSOLE_PATHS.signIn}>Sign in</Link>
      </p>
    </>
  );
}
