import { type TestFilterResponse, testFilterEndpoint } from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { notifyGenericError } from '../../../components/notifications/notification-store';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { callEndpoint } from '../../../lib/endpoint-client';
import { formValues, serverFieldErrors } from '../../../lib/form-errors';

/** "Test an address": says whether mail from it would be read or filtered out, and why. */
export function FilterTestForm({ teamId }: { teamId: string }) {
  const [result, setResult] = useState<TestFilterResponse['data'] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = (formValues(event.currentTarget).email ?? '').trim();
    if (email.length < 3) return setError('Enter an address like bookings@airline.com');
    setPending(true);
    setError(undefined);
    try {
      setResult((await callEndpoint(testFilterEndpoint, { params: { teamId }, body: { email } })).data);
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (fields) setError(fields.email ?? fields.form);
      else notifyGenericError();
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card">
      <h2 className="section-title">Test an address</h2>
      <form className="filter-test" onSubmit={onSubmit} noValidate aria-label="Test an address">
        <FormField
          label="Sender address"
          name="email"
          type="email"
          placeholder="no-reply@lufthansa.com"
          error={error}
        />
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Testing…' : 'Test'}
        </button>
      </form>
      {result ? (
        <Alert tone={result.accepted ? 'success' : 'info'}>
          <strong>{result.accepted ? 'Read' : 'Filtered out'}:</strong> mail from {result.email}
          {result.ruleset_name ? ` matches ${result.ruleset_name}` : ''}. {result.reason}
        </Alert>
      ) : null}
    </section>
  );
}
