import type { ChartData } from '@tripline/contracts';
import { formatNumber } from '../../../lib/format';

/** Managed (booked through the travel management company) and unmanaged, the same in every chart. */
export const SIDE_COLORS = { managed: '#1554c0', unmanaged: '#e07b24' } as const;

/** A value-axis label: counts are whole, so a count axis leaves fractional ticks blank. */
export function yTick(tick: number, measure: ChartData['measure']): string {
  return measure !== 'cents' && !Number.isInteger(tick) ? '' : formatNumber(tick);
}
