/** A form's submit button at the end of its row, saying "Saving…" while the request runs. */
export function SubmitRow({ pending, label = 'Save changes' }: { pending: boolean; label?: string }) {
  return (
    <div className="form__row form__row--end">
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? 'Saving…' : label}
      </button>
    </div>
  );
}
