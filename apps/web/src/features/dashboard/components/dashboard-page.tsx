import { useQuery } from '@tanstack/react-query';
import { DATE_PRESETS, getEmailMetricsQuerySchema } from '@tripline/contracts';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/lists/query-state';
import '../../../components/lists/data-views.css';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { PageHeader } from '../../../components/ui/page-header';
import { DATE_PRESET_LABELS, datePresetRange } from '../../../lib/date-presets';
import { formatNumber } from '../../../lib/format';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { emailMetricsQuery } from '../api/get-email-metrics';
import { defaultMetricsRange, metricTotals } from '../api/metrics-mapping';
import { MetricsChart } from './metrics-chart';

/** dev.dashboard.index: how many emails arrived and how they were read, per day; the last 7 days by default. */
export function DashboardPage() {
  const access = useTeamAccess();
  const [params, setParams] = useSearchParams();
  const fallback = defaultMetricsRange();
  const chosen = getEmailMetricsQuerySchema.safeParse({
    start: params.get('start') ?? undefined,
    end: params.get('end') ?? undefined,
  });
  const range = chosen.success && chosen.data.start ? { start: chosen.data.start, end: chosen.data.end } : fallback;
  const metrics = useQuery({
    ...emailMetricsQuery(access.id, range),
    throwOnError: raisesResourceNotification,
  });
  const totals = metrics.data ? metricTotals(metrics.data) : undefined;

  return (
    <div className="page">
      <PageHeader
        title="Dashboard"
        description={`Emails from ${range.start} to ${range.end ?? 'today'}`}
        actions={
          <fieldset className="chip-row" aria-label="Date presets">
            {DATE_PRESETS.map((preset) => {
              const preset_range = datePresetRange(preset);
              const active = preset_range.start_date === range.start && preset_range.end_date === range.end;
              return (
                <button
                  key={preset}
                  type="button"
                  aria-pressed={active}
                  className={`button button--small ${active ? 'button--primary' : 'button--secondary'}`}
                  onClick={() =>
                    setParams({
                      start: preset_range.start_date,
                      ...(preset_range.end_date ? { end: preset_range.end_date } : {}),
                    })
                  }
                >
                  {DATE_PRESET_LABELS[preset]}
                </button>
              );
            })}
          </fieldset>
        }
      />
      <QueryState isPending={metrics.isPending} error={metrics.error} what="your parse metrics">
        {metrics.data && totals ? (
          <>
            <div className="metric-grid">
              {(Object.keys(totals) as (keyof typeof totals)[]).map((label) => (
                <section key={label} className="card metric" aria-label={`${label} emails`}>
                  <p className="metric__label">{label}</p>
                  <p className="metric__value">{formatNumber(totals[label])}</p>
                </section>
              ))}
            </div>
            <section className="card">
              <MetricsChart metrics={metrics.data} />
            </section>
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
