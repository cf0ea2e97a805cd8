import { localTime, type TimedSegment } from '../../../lib/segment-times';

/** Overnight rows only say the stay goes on; the trip page and maps leave them out. */
export function isShownOnTripPage(segment: { subType?: string | null }): boolean {
  return segment.subType !== 'Overnight';
}

/** Lists and maps leave out a stay's CheckOut and Overnight rows (spec §3): its CheckIn stands for the stay. */
export function isListedSegment(segment: { subType?: string | null }): boolean {
  return segment.subType !== 'CheckOut' && segment.subType !== 'Overnight';
}

export interface DayGroup<T> {
  /** YYYY-MM-DD in the segments' own zones; "" for segments without a readable start. */
  day: string;
  segments: T[];
}

/**
 * The segments by the local day they start on, days ascending; within a day in the order they happen (by the UTC
 * instant when known, else by the local clock); undated ones last.
 */
export function groupSegmentsByDate<T extends TimedSegment & { start_datetime?: string | null }>(
  segments: readonly T[],
): DayGroup<T>[] {
  const groups = new Map<string, T[]>();
  const sorted = [...segments].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  for (const segment of sorted) {
    const day = localTime(segment.startDateTime, segment.startTimeZone)?.day ?? '';
    const group = groups.get(day);
    if (group) group.push(segment);
    else groups.set(day, [segment]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
    .map(([day, list]) => ({ day, segments: list }));
}

function sortKey(segment: TimedSegment & { start_datetime?: string | null }): string {
  const instant = segment.start_datetime ? Date.parse(segment.start_datetime) : Number.NaN;
  if (!Number.isNaN(instant)) return new Date(instant).toISOString();
  const local = localTime(segment.startDateTime, segment.startTimeZone);
  return local ? `${local.day}T${local.time ?? '00:00'}` : '9999';
}
