import { createIdentityProviderBodySchema, type IdentityProvider, type Team } from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { notifyGenericError } from '../../../components/notifications/notification-store';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { SubmitRow } from '../../../components/ui/submit-row';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { saveIdentityProvider } from '../api/identity-provider-requests';

type Protocol = 'oidc' | 'saml';

/** Sets up OpenID Connect or SAML 2.0 for the team. */
export function IdentityProviderForm({
  team,
  onSaved,
}: {
  team: Pick<Team, 'type' | 'id'>;
  onSaved: (saved: { data: IdentityProvider }) => void;
}) {
  const [protocol, setProtocol] = useState<Protocol>('oidc');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const domains = (values.domains ?? '')
      .split(/[\s,]+/)
      .map((domain) => domain.trim())
      .filter(Boolean);
    const body =
      protocol === 'oidc'
        ? { protocol, issuer: values.issuer, client_id: values.client_id, client_secret: values.client_secret, domains }
        : { protocol, entry_point: values.entry_point, idp_cert: values.idp_cert, domains };
    const parsed = parseForm(createIdentityProviderBodySchema, body);
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      onSaved(await saveIdentityProvider(team, parsed.data));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else notifyGenericError();
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Identity provider">
      {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
      <fieldset className="field" style={{ border: 0, padding: 0 }}>
        <legend className="field__label">Protocol</legend>
        {(
          [
            ['oidc', 'OpenID Connect'],
            ['saml', 'SAML 2.0'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} style={{ marginRight: '1.5rem' }}>
            <input
              type="radio"
              name="protocol"
              value={value}
              checked={protocol === value}
              onChange={() => setProtocol(value)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      {protocol === 'oidc' ? (
        <>
          <FormField
            label="Issuer URL"
            name="issuer"
            required
            error={errors.issuer}
            placeholder="https://login.example.com"
          />
          <FormField label="Client ID" name="client_id" required error={errors.client_id} autoComplete="off" />
          <FormField
            label="Client secret"
            name="client_secret"
            type="password"
            required
            autoComplete="new-password"
            error={errors.client_secret}
          />
        </>
      ) : (
        <>
          <FormField
            label="Sign-in URL of the provider"
            name="entry_point"
            required
            error={errors.entry_point}
            placeholder="https://idp.example.com/saml/sso"
          />
          <div className="field">
            <label className="field__label" htmlFor="idp-cert">
              Signing certificate of the provider (PEM)
            </label>
            <textarea id="idp-cert" name="idp_cert" className="field__input mono" rows={6} required />
            {errors.idp_cert ? <p className="field__error">{errors.idp_cert}</p> : null}
          </div>
        </>
      )}
      <FormField
        label="Email domains"
        name="domains"
        required
        hint="Addresses at these domains sign in through the provider; separate several with commas."
        error={errors.domains}
        placeholder="example.com"
      />
      <SubmitRow pending={pending} label="Turn on single sign-on" />
    </form>
  );
}
