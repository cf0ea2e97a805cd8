import type { ChartData } from '@tripline/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '../../../lib/format';
import { sideSeries } from '../api/chart-values';
import { SIDE_COLORS, yTick } from './chart-colors';

const HEIGHT = 220;

/** A chart's breakdown (by type, source or purchase window) as paired bars, managed beside unmanaged. */
export function GroupsPlot({
  data,
  label,
  keyLabel,
}: {
  data: ChartData;
  label: string;
  keyLabel: (key: string) => string;
}) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const keys = data.groups.map((group) => keyLabel(group.key));
    const x = keys.map((_key, index) => index);
    const { managed, unmanaged } = sideSeries(data.groups, data.measure);
    const bars = uPlot.paths.bars;
    const width = () => Math.max(element.clientWidth, 260);
    const side = (name: 'Managed' | 'Unmanaged', align: -1 | 1): uPlot.Series => {
      const color = name === 'Managed' ? SIDE_COLORS.managed : SIDE_COLORS.unmanaged;
      return {
        label: name,
        stroke: color,
        fill: color,
        width: 0,
        points: { show: false },
        paths: bars ? bars({ size: [0.4, 48], align }) : undefined,
        value: (_u, v) => (v == null ? '' : formatNumber(v)),
      };
    };
    const plot = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        scales: {
          x: { time: false, range: () => [-0.6, keys.length - 0.4] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
        },
        axes: [
          {
            splits: () => x,
            values: (_u, ticks) => ticks.map((tick) => keys[tick] ?? ''),
            grid: { show: false },
            font: '11px system-ui, sans-serif',
          },
          { size: 60, values: (_u, ticks) => ticks.map((tick) => yTick(tick, data.measure)) },
        ],
        series: [
          { label: 'Group', value: (_u, v) => (v == null ? '' : (keys[v] ?? '')) },
          side('Managed', -1),
          side('Unmanaged', 1),
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
  }, [data, keyLabel]);

  return <div ref={holder} role="img" aria-label={`${label} by group`} />;
}
