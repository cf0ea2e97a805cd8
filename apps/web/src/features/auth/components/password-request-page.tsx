import { CONSOLE_PATHS, requestPasswordResetBodySchema } from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { requestPasswordReset } from '../api/password-reset';

/** Password-reset request: mails a link to the address. */
export function PasswordRequestPage() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<string>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseForm(requestPasswordResetBodySchema, formValues(event.currentTarget));
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      setSent(await requestPasswordReset(parsed.data));
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? { form: 'We could not send the email. Please try again.' });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <h1 className="entry__title">Reset your password</h1>
      <p className="entry__lead">Enter the address you sign in with and we will email you a link.</p>
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          {pending ? 'Sending…' : 'Email me a reset link'}
        </button>
      </form>
      <p className="entry__switch">
        Remembered it? <Link to={CONSOLE_PATHS.signIn}>Back to sign in</Link>
      </p>
    </>
  );
}
