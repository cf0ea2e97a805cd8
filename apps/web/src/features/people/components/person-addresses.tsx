import { addTravelerEmailAddressBodySchema, type TravelerDetail } from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { FormField } from '../../../components/ui/form-field';
import { addTravelerEmailAddress, removeTravelerEmailAddress } from '../../../lib/api/traveler-requests';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';

/** A person's extra addresses: mail from any of them is theirs. Editors add and remove them. */
export function PersonAddresses({
  base,
  person,
  canEdit,
  onChanged,
}: {
  base: string;
  person: TravelerDetail;
  canEdit: boolean;
  /** Called after a change, to load the record again. */
  onChanged: () => Promise<unknown>;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const onAdd = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = parseForm(addTravelerEmailAddressBodySchema, { email: formValues(form).email });
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      const added = await addTravelerEmailAddress(base, person.id, parsed.data);
      form.reset();
      await onChanged();
      notifications.notify({ type: 'success', message: `${added.email} added` });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else notifyGenericError();
    } finally {
      setPending(false);
    }
  };

  const onRemove = async (id: string, email: string) => {
    try {
      await removeTravelerEmailAddress(base, person.id, id);
      await onChanged();
      notifications.notify({ type: 'success', message: `${email} removed` });
    } catch {
      notifyGenericError();
    }
  };

  return (
    <section className="card" aria-labelledby="extra-addresses">
      <h2 className="section-title" id="extra-addresses">
        Extra email addresses
      </h2>
      {person.extra_email_addresses.length ? (
        <ul className="address-list">
          {person.extra_email_addresses.map((address) => (
            <li key={address.id}>
              <span className="mono">{address.email}</span>
              {canEdit ? (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => onRemove(address.id, address.email)}
                  aria-label={`Remove ${address.email}`}
                >
                  Remove
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="page-header__description address-empty">
          Only {person.email}. Add the private or other addresses they send or forward bookings from.
        </p>
      )}
      {canEdit ? (
        <form className="inline-form" onSubmit={onAdd} noValidate>
          <FormField label="Another address" name="email" type="email" error={errors.email ?? errors.form} />
          <button type="submit" className="button button--secondary" disabled={pending}>
            {pending ? 'Adding…' : 'Add address'}
          </button>
        </form>
      ) : null}
    </section>
  );
}
