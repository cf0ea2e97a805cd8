import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@tripline/contracts';

/** Checkboxes for the events a webhook listens to; the form reads them as `event_types`. */
export function EventTypeFields({
  selected = WEBHOOK_EVENT_TYPES,
  disabled,
  error,
}: {
  selected?: readonly WebhookEventType[];
  disabled?: boolean;
  error?: string;
}) {
  return (
    <fieldset className="field" style={{ border: 0, padding: 0 }}>
      <legend className="field__label">Events</legend>
      {WEBHOOK_EVENT_TYPES.map((type) => (
        <label key={type} style={{ display: 'block' }}>
          <input
            type="checkbox"
            name="event_types"
            value={type}
            defaultChecked={selected.includes(type)}
            disabled={disabled}
          />{' '}
          {type}
        </label>
      ))}
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}

/** The checked event types of a submitted form. */
export function checkedEventTypes(form: HTMLFormElement): string[] {
  return new FormData(form).getAll('event_types').filter((value): value is string => typeof value === 'string');
}
