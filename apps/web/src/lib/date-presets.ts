import type { DATE_PRESETS, TRAVEL_DATE_PRESETS } from '@tripline/contracts';

export type DatePreset = (typeof DATE_PRESETS)[number];
export type TravelDatePreset = (typeof TRAVEL_DATE_PRESETS)[number];

export interface DayRange {
  start_date: string;
  end_date?: string;
}

/** A date as the YYYY-MM-DD day in UTC. */
export function toIsoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(date: Date, days: number): Date {
  const copy = new Date(date);
  copy.setUTCDate(copy.getUTCDate() + days);
  return copy;
}

/** The filter range of an "added" preset (emails, people): today, yesterday, last 7 days, last month. */
export function datePresetRange(preset: DatePreset, now: Date = new Date()): DayRange {
  const today = toIsoDay(now);
  switch (preset) {
    case 'added-today':
      return { start_date: today, end_date: today };
    case 'yesterday': {
      const day = toIsoDay(addDays(now, -1));
      return { start_date: day, end_date: day };
    }
    case 'last-week':
      return { start_date: toIsoDay(addDays(now, -7)), end_date: today };
    case 'last-month': {
      const monthAgo = new Date(now);
      monthAgo.setUTCMonth(monthAgo.getUTCMonth() - 1);
      return { start_date: toIsoDay(monthAgo), end_date: today };
    }
  }
}

/** The filter range of a travel preset; "starting today" leaves the end open. */
export function travelDatePresetRange(preset: TravelDatePreset, now: Date = new Date()): DayRange {
  const today = toIsoDay(now);
  switch (preset) {
    case 'starting-today':
      return { start_date: today };
    case 'traveling-today':
      return { start_date: today, end_date: today };
    case 'tomorrow': {
      const day = toIsoDay(addDays(now, 1));
      return { start_date: day, end_date: day };
    }
    case 'yesterday':
    case 'last-week':
    case 'last-month':
      return datePresetRange(preset, now);
  }
}

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  'added-today': 'Added today',
  yesterday: 'Yesterday',
  'last-week': 'Last week',
  'last-month': 'Last month',
};

export const TRAVEL_DATE_PRESET_LABELS: Record<TravelDatePreset, string> = {
  'starting-today': 'Starting today',
  'traveling-today': 'Traveling today',
  tomorrow: 'Tomorrow',
  yesterday: 'Yesterday',
  'last-week': 'Last week',
  'last-month': 'Last month',
};
