import { CONSOLE_PATHS, resetPasswordBodySchema } from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { resetPassword } from '../api/password-reset';

/** Password reset from the mailed link: the token comes in the path or as ?token=. */
export function PasswordResetPage() {
  const { token: pathToken } = useParams();
  const [params] = useSearchParams();
  const token = pathToken ?? params.get('token') ?? '';
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    if (values.password !== values.password_confirmation) {
      return setErrors({ password_confirmation: 'The passwords do not match' });
    }
    const parsed = parseForm(resetPasswordBodySchema, { token, password: values.password });
    if (parsed.errors)
      return setErrors(parsed.errors.token ? { form: 'This reset link is incomplete.' } : parsed.errors);
    setPending(true);
    setErrors({});
    try {
      setDone(await resetPassword(parsed.data));
    } catch (error) {
      setErrors(
        serverFieldErrors(error) ?? {
          form: isHttpError(error) && error.status === 403 ? error.message : 'We could not reset your password.',
        },
      );
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <>
        <h1 className="entry__title">Password changed</h1>
        <Alert tone="success">{done}</Alert>
        <Link className="button button--primary button--block" to={CONSOLE_PATHS.signIn}>
          Sign in
        </Link>
      </>
    );
  }

  return (
    <>
      <h1 className="entry__title">Choose a new password</h1>
      {errors.form ? (
        <Alert tone="danger">
          {errors.form} <Link to={CONSOLE_PATHS.forgotPassword}>Request a new link</Link>
        </Alert>
      ) : null}
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          required
          error={errors.password}
        />
        <FormField
          label="Repeat the new password"
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation}
        />
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          {pending ? 'Saving…' : 'Save new password'}
        </button>
      </form>
    </>
  );
}
