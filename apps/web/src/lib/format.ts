import { DURATION_UNITS_DEFAULT, FILE_SIZE_UNIT, NUMBER_COMPACT_THRESHOLD } from '@tripline/contracts';

/** A count for display: grouped digits below the threshold, compact (1.2M) from it on. */
export function formatNumber(value: number, compactFrom: number = NUMBER_COMPACT_THRESHOLD, locale = 'en-US'): string {
  if (Math.abs(value) >= compactFrom) {
    return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  }
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

type DurationUnit = (typeof DURATION_UNITS_DEFAULT)[number];
const UNIT_SECONDS: Record<DurationUnit, number> = { days: 86_400, hours: 3_600, minutes: 60, seconds: 1 };
const UNIT_SUFFIX: Record<DurationUnit, string> = { days: 'd', hours: 'h', minutes: 'm', seconds: 's' };

/** A duration in seconds as "2d 3h 4m 5s", using only the given units and leaving out zero parts. */
export function formatDuration(totalSeconds: number, units: readonly DurationUnit[] = DURATION_UNITS_DEFAULT): string {
  let rest = Math.max(0, Math.round(totalSeconds));
  const parts: string[] = [];
  for (const unit of units) {
    const size = UNIT_SECONDS[unit];
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0) parts.push(`${amount}${UNIT_SUFFIX[unit]}`);
  }
  const smallest = units[units.length - 1] ?? 'seconds';
  return parts.length ? parts.join(' ') : `0${UNIT_SUFFIX[smallest]}`;
}

/** A byte count as "512 bytes", "1.5 KB" or "3.2 MB" (one decimal). */
export function formatFileSize(bytes: number): string {
  if (bytes < FILE_SIZE_UNIT) return `${bytes} bytes`;
  const kilobytes = bytes / FILE_SIZE_UNIT;
  if (kilobytes < FILE_SIZE_UNIT) return `${kilobytes.toFixed(1)} KB`;
  return `${(kilobytes / FILE_SIZE_UNIT).toFixed(1)} MB`;
}
