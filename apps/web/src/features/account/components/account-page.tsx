import { useQuery } from '@tanstack/react-query';
import { updateCurrentUserBodySchema } from '@tripline/contracts';
import { type FormEvent, useId, useState } from 'react';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { Avatar } from '../../../components/ui/avatar';
import { FormField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { SubmitRow } from '../../../components/ui/submit-row';
import { currentUserQuery } from '../../../lib/api/get-current-user';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { timezonesQuery } from '../api/list-timezones';
import { updateCurrentUser } from '../api/update-current-user';

/** account.index: the user's name and time zone. */
export function AccountPage() {
  const { data: user } = useQuery(currentUserQuery);
  const timezones = useQuery(timezonesQuery);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const timezoneId = useId();
  if (!user) return null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = parseForm(updateCurrentUserBodySchema, {
      first_name: values.first_name || null,
      last_name: values.last_name || null,
      timezone: values.timezone || null,
    });
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      await updateCurrentUser(parsed.data);
      notifications.notify({ type: 'success', message: 'Settings successfully updated!' });
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
      <PageHeader title="Account" description="How you appear to your teams." />
      <section className="card">
        <div className="profile-summary">
          <Avatar name={user.name} email={user.email} size={56} />
          <div>
            <p className="profile-summary__name">{user.name}</p>
            <p className="profile-summary__email">{user.email}</p>
          </div>
        </div>
        <form className="form" onSubmit={onSubmit} noValidate>
          <div className="form__grid">
            <FormField
              label="First name"
              name="first_name"
              defaultValue={user.first_name ?? ''}
              autoComplete="given-name"
              error={errors.first_name}
            />
            <FormField
              label="Last name"
              name="last_name"
              defaultValue={user.last_name ?? ''}
              autoComplete="family-name"
              error={errors.last_name}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={timezoneId}>
              Time zone
            </label>
            <select id={timezoneId} className="field__input" name="timezone" defaultValue={user.timezone ?? ''}>
              <option value="">Use the browser’s time zone</option>
              {(timezones.data ?? (user.timezone ? [user.timezone] : [])).map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
            {errors.timezone ? <p className="field__error">{errors.timezone}</p> : null}
          </div>
          <SubmitRow pending={pending} />
        </form>
      </section>
    </div>
  );
}
