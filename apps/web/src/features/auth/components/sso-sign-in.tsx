import { ssoLookupBodySchema } from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { type FieldErrors, formValues, parseForm } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { lookUpSingleSignOn } from '../api/sso-lookup';

/** "Sign in with single sign-on": asks for the work email and sends the browser to the organisation's provider. */
export function SsoSignIn() {
  // A link rather than a button: the form opens at ?sso=1, so the choice survives a reload and can be linked to.
  const [params] = useSearchParams();
  const open = params.get('sso') === '1';
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseForm(ssoLookupBodySchema, formValues(event.currentTarget));
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      // A full page load: the provider's pages are not part of the console.
      window.location.assign(await lookUpSingleSignOn(parsed.data));
    } catch (error) {
      setErrors({
        email:
          isHttpError(error) && error.status === 404
            ? 'Single sign-on is not set up for this address. Sign in with your password instead.'
            : 'We could not start single sign-on. Please try again.',
      });
      setPending(false);
    }
  };

  if (!open) {
    return (
      <Link className="button button--secondary button--block" to="?sso=1" replace>
        Sign in with single sign-on
      </Link>
    );
  }
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Single sign-on">
      {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
      <FormField
        label="Work email"
        name="email"
        type="email"
        autoComplete="email"
        required
        autoFocus
        error={errors.email}
      />
      <button type="submit" className="button button--secondary button--block" disabled={pending}>
        {pending ? 'Redirecting…' : 'Continue with single sign-on'}
      </button>
    </form>
  );
}
