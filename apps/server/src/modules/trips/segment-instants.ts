import { DateTime } from 'luxon';

/**
 * The instant a segment time stands for: its own UTC offset when written with one, else its IANA zone,
 * else read as UTC (a guess that keeps it within a day of the truth). Null when absent or unreadable.
 */
export function segmentInstant(dateTime: string | undefined, timeZone: string | undefined): Date | null {
  if (!dateTime) return null;
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/i.test(dateTime);
  const zone = hasOffset ? undefined : timeZone || 'UTC';
  const parsed = DateTime.fromISO(dateTime, zone ? { zone } : { setZone: true });
  const valid = parsed.isValid ? parsed : DateTime.fromISO(dateTime, { zone: 'UTC' });
  return valid.isValid ? valid.toJSDate() : null;
}
