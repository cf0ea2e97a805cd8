import { CONSOLE_PATHS, loginBodySchema } from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { type FieldErrors, formValues, parseForm } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { safeReturnPath } from '../../../lib/return-path';
import { logIn } from '../api/log-in';
import { SsoSignIn } from './sso-sign-in';

/** Sign-in: back to the page the visitor came from, or to the teams list. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  // A single sign-on the server could not complete comes back here with its reason.
  const ssoError = params.get('sso_error');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseForm(loginBodySchema, formValues(event.currentTarget));
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      await logIn(parsed.data);
      await navigate(safeReturnPath(params.get('redirect')) ?? CONSOLE_PATHS.teams, { replace: true });
    } catch (error) {
      // Wrong credentials concern the pair, not one field: one message above the form says it.
      setErrors({
        form: isHttpError(error) && error.status < 500 ? error.message : 'We could not sign you in. Please try again.',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <h1 className="entry__title">Sign in</h1>
      <p className="entry__lead">Welcome back. Sign in to see your team’s travel.</p>
      {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
      {ssoError ? <Alert tone="danger">{ssoError}</Alert> : null}
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <div className="form__row form__row--end">
          <Link to={CONSOLE_PATHS.forgotPassword}>Forgot your password?</Link>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <div style={{ marginTop: '1rem' }}>
        <SsoSignIn />
      </div>
      <p className="entry__switch">
        New to Tripline? <Link to={CONSOLE_PATHS.register}>Create a developer account</Link>
      </p>
    </>
  );
}
