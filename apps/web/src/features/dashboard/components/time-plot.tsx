import type { ChartData } from '@tripline/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '../../../lib/format';
import { displayValue, periodSeconds, periodTicks, sideSeries } from '../api/chart-values';
import { SIDE_COLORS, yTick } from './chart-colors';

const HEIGHT = 220;

/** A chart's measure per interval as two lines, managed against unmanaged, with uPlot. */
export function TimePlot({ data, label }: { data: ChartData; label: string }) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const x = periodSeconds(data);
    const { managed, unmanaged } = sideSeries(data.points, data.measure);
    const width = () => Math.max(element.clientWidth, 260);
    const plot = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        legend: { show: true },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
        axes: [
          {
            // Ticks at the periods the chart sums (a weekly sum has no daily ticks), as many as the width allows.
            splits: (u) => periodTicks(x, u.bbox.width / uPlot.pxRatio),
            values: (_u, ticks) =>
              ticks.map((tick) => {
                const day = new Date(tick * 1000).toISOString();
                return data.interval === 'month' ? day.slice(0, 7) : day.slice(5, 10);
              }),
          },
          { size: 60, values: (_u, ticks) => ticks.map((tick) => yTick(tick, data.measure)) },
        ],
        series: [
          { label: data.interval, value: (_u, v) => (v ? new Date(v * 1000).toISOString().slice(0, 10) : '') },
          {
            label: 'Managed',
            stroke: SIDE_COLORS.managed,
            width: 2,
            points: { show: x.length < 60 },
            value: (_u, v) => (v == null ? '' : formatNumber(v)),
          },
          {
            label: 'Unmanaged',
            stroke: SIDE_COLORS.unmanaged,
            width: 2,
            // Dashed, so a managed line running along the same values stays visible.
            dash: [6, 4],
            points: { show: x.length < 60 },
            value: (_u, v) => (v == null ? '' : formatNumber(v)),
          },
        ],
      },
      [x, managed, unmanaged],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data]);

  const total = displayValue(data.totals.tmc + data.totals.direct, data.measure);
  return <div ref={holder} role="img" aria-label={`${label} per ${data.interval}: ${formatNumber(total)} in all`} />;
}
