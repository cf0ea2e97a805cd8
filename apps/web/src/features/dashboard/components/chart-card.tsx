import type { ChartData, ChartName } from '@tripline/contracts';
import { QueryState } from '../../../components/lists/query-state';
import { formatNumber } from '../../../lib/format';
import { formatCents, formatMeasure } from '../api/chart-values';
import { type ChartFilters, useChart } from '../api/get-chart';
import { GroupsPlot } from './groups-plot';
import { TimePlot } from './time-plot';
import './charts.css';

/** What every chart component takes: the organisation and the filters of the panel. */
export interface ChartProps {
  teamId: string;
  filters: ChartFilters;
}

const identity = (key: string) => key;

/** The figures under a chart's title: both sides' totals, and money per unit where the chart is about money. */
function ChartFigures({ data, unit }: { data: ChartData; unit: string }) {
  const money = data.measure === 'cents' || data.measure === 'nights';
  const figures: [string, string][] = [
    ['Managed', formatMeasure(data.totals.tmc, data.measure, data.currency)],
    ['Unmanaged', formatMeasure(data.totals.direct, data.measure, data.currency)],
  ];
  if (money) {
    figures.push(
      ['Spend', formatCents(data.computed_spend, data.currency)],
      [`Per ${unit}`, formatCents(data.computed_ppu, data.currency)],
      ['Managed vs unmanaged', formatCents(data.avg_diff, data.currency)],
    );
  } else {
    figures.push(['Travelers', formatNumber(data.unique.travelers)], ['Trips', formatNumber(data.unique.trips)]);
  }
  return (
    <dl className="chart-figures">
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One chart of the organisation dashboard in a card: its query, its figures and its uPlot drawing. */
export function ChartCard({
  teamId,
  filters,
  chart,
  title,
  unit = 'segment',
  plot = 'time',
  keyLabel = identity,
}: ChartProps & {
  chart: ChartName;
  title: string;
  /** What computed_ppu is per: night, day or segment. */
  unit?: string;
  plot?: 'time' | 'groups';
  keyLabel?: (key: string) => string;
}) {
  const query = useChart(teamId, chart, filters);
  const others = query.data?.other_currencies ?? [];
  return (
    <section className="card chart-card" aria-label={title}>
      <h2 className="card__title">{title}</h2>
      <QueryState isPending={query.isPending} error={query.error} what={`the ${title.toLowerCase()} chart`}>
        {query.data ? (
          <>
            <ChartFigures data={query.data} unit={unit} />
            {plot === 'time' ? (
              <TimePlot data={query.data} label={title} />
            ) : (
              <GroupsPlot data={query.data} label={title} keyLabel={keyLabel} />
            )}
            {query.data.measure === 'cents' && others.length ? (
              <p className="chart-card__note">
                Not included:{' '}
                {others.map((other) => `${formatCents(other.spend, other.currency)} (${other.segments})`).join(', ')}
              </p>
            ) : null}
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
