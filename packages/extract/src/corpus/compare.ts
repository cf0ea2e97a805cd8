import { DateTime } from 'luxon';

const OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function fold(value: string): string {
  return value.toLowerCase().replace(/\s+/g, ' ').trim();
}

function wallClock(value: string): string {
  return value
    .replace(OFFSET, '')
    .replace(/\.\d+$/, '')
    .replace(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})$/, '$1:00');
}

/**
 * Whether a produced field equals the expected one: times compare as instants when both carry an offset and
 * as wall-clock time otherwise; everything else case-insensitively with white space folded.
 */
export function fieldEquals(expected: string, produced: string | undefined): boolean {
  if (produced === undefined) return false;
  if (DATE_TIME.test(expected) && DATE_TIME.test(produced)) {
    if (OFFSET.test(expected) && OFFSET.test(produced)) {
      const a = DateTime.fromISO(expected, { setZone: true });
      const b = DateTime.fromISO(produced, { setZone: true });
      return a.isValid && b.isValid && a.toMillis() === b.toMillis();
    }
    return wallClock(expected) === wallClock(produced);
  }
  return fold(expected) === fold(produced);
}

/** Time-zone fields are reported but not scored. */
export function isScoredField(key: string): boolean {
  return key !== 'type' && !key.endsWith('Zone');
}
