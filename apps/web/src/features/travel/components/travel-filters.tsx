import { isoDaySchema, TRAVEL_DATE_PRESETS, TRAVEL_SORTS, type TravelListType } from '@tripline/contracts';
import { type FormEvent, useId } from 'react';
import { TRAVEL_DATE_PRESET_LABELS, travelDatePresetRange } from '../../../lib/date-presets';
import { formValues } from '../../../lib/form-errors';
import type { TravelQuery } from '../../../lib/list-defaults';
import { TRAVEL_TAB_LABELS, TRAVEL_TABS } from '../api/list-travel';

const SORT_LABELS: Record<(typeof TRAVEL_SORTS)[number], string> = {
  'start_date:asc': 'Soonest first',
  'start_date:desc': 'Latest first',
};

/** The travel page's controls: a tab per listing, dates, sort and the travel date presets; all kept in the URL. */
export function TravelFilters({
  tab,
  shown,
  onChange,
}: {
  tab: TravelListType | undefined;
  /** The query the list shows, defaults included. */
  shown: TravelQuery;
  onChange: (changes: Partial<Record<'type' | 'start_date' | 'end_date' | 'sort', string | undefined>>) => void;
}) {
  const ids = { start: useId(), end: useId(), sort: useId() };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const day = (value: string | undefined) => (isoDaySchema.safeParse(value).success ? value : undefined);
    onChange({ start_date: day(values.start_date), end_date: day(values.end_date), sort: values.sort || undefined });
  };

  return (
    <div className="travel-controls">
      <div className="tabs" role="tablist" aria-label="Travel types">
        {TRAVEL_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={(tab ?? 'all') === name}
            onClick={() => onChange({ type: name === 'all' ? undefined : name })}
          >
            {TRAVEL_TAB_LABELS[name]}
          </button>
        ))}
      </div>
      <form className="toolbar" onSubmit={onSubmit} key={JSON.stringify(shown)} aria-label="Travel filters">
        <div className="field">
          <label className="field__label" htmlFor={ids.start}>
            From
          </label>
          <input
            id={ids.start}
            name="start_date"
            type="date"
            className="field__input"
            defaultValue={shown.start_date}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.end}>
            To
          </label>
          <input id={ids.end} name="end_date" type="date" className="field__input" defaultValue={shown.end_date} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.sort}>
            Sort
          </label>
          <select id={ids.sort} name="sort" className="field__input" defaultValue={shown.sort}>
            {TRAVEL_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          Apply
        </button>
        <button
          type="button"
          className="button button--ghost"
          // The sort stays in the URL: an empty query would bring back the list's remembered one.
          onClick={() => onChange({ start_date: undefined, end_date: undefined, sort: shown.sort ?? 'start_date:asc' })}
        >
          Today
        </button>
      </form>
      <fieldset className="chip-row" aria-label="Travel date presets">
        {TRAVEL_DATE_PRESETS.map((preset) => {
          const range = travelDatePresetRange(preset);
          const active = range.start_date === shown.start_date && range.end_date === shown.end_date;
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={active}
              className={`button button--small ${active ? 'button--primary' : 'button--secondary'}`}
              onClick={() => onChange({ start_date: range.start_date, end_date: range.end_date ?? '' })}
            >
              {TRAVEL_DATE_PRESET_LABELS[preset]}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
