import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { EmailMetrics } from '../api/get-email-metrics';
import { type MetricLabel, metricSeries } from '../api/metrics-mapping';

const DAY_SECONDS = 86_400;

const COLORS: Record<MetricLabel, string> = {
  received: '#2563eb',
  parsed: '#16a34a',
  failed: '#dc2626',
  filtered: '#94a3b8',
};

/** The parse metrics per day as lines, drawn with uPlot on a canvas that follows its container's width. */
export function MetricsChart({ metrics }: { metrics: EmailMetrics }) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const { x, series } = metricSeries(metrics);
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 300),
        height: 280,
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          {
            // One tick per day at most: the counts are daily, so hours would only mislead.
            incrs: [DAY_SECONDS, 2 * DAY_SECONDS, 7 * DAY_SECONDS, 14 * DAY_SECONDS, 28 * DAY_SECONDS],
            values: (_u, ticks) => ticks.map((tick) => new Date(tick * 1000).toISOString().slice(5, 10)),
          },
          { values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')) },
        ],
        series: [
          { label: 'Day', value: (_u, value) => (value ? new Date(value * 1000).toISOString().slice(0, 10) : '') },
          // Received is drawn wider so it stays visible where parsed runs along the same counts.
          ...series.map((item) => ({
            label: item.label,
            stroke: COLORS[item.label],
            width: item.label === 'received' ? 4 : 2,
          })),
        ],
      },
      [x, ...series.map((item) => item.data)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 300), height: 280 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [metrics]);

  return <div ref={holder} role="img" aria-label="Emails per day: received, parsed, failed and filtered" />;
}
