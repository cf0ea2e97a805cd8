import { DEFAULT_DASHBOARD_RANGE_DAYS } from '@tripline/contracts';
import { useState } from 'react';
import { toIsoDay } from '../../../lib/date-presets';
import { OrgChartsPanel } from './charts-panel';

/** The spans the dashboard's charts offer, in days back from today; the first is the default (spec §9: 7 days). */
const SPANS = [
  { days: DEFAULT_DASHBOARD_RANGE_DAYS, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 365, label: 'Last 12 months' },
] as const;

/** The organisation charts over a span of days up to today. */
export function DashboardCharts({ teamId, now = new Date() }: { teamId: string; now?: Date }) {
  const [days, setDays] = useState<number>(SPANS[0].days);
  const start = new Date(now);
  start.setUTCDate(start.getUTCDate() - days);
  return (
    <section className="section-stack" aria-label="Spend and bookings">
      <div className="page-header">
        <h2 className="section-title">Spend and bookings</h2>
        <fieldset className="chip-row" aria-label="Chart range">
          {SPANS.map((span) => (
            <button
              key={span.days}
              type="button"
              aria-pressed={span.days === days}
              className={`button button--small ${span.days === days ? 'button--primary' : 'button--secondary'}`}
              onClick={() => setDays(span.days)}
            >
              {span.label}
            </button>
          ))}
        </fieldset>
      </div>
      <OrgChartsPanel teamId={teamId} startDate={toIsoDay(start)} endDate={toIsoDay(now)} />
    </section>
  );
}
