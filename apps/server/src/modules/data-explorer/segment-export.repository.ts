import type { Database } from '../../db/client.js';

/** One segment as the exports write it. */
export interface ExportSegment {
  travelerName: string | null;
  travelerEmail: string;
  type: string;
  subType: string | null;
  provider: string | null;
  /** When it starts, in UTC to the second: "2026-03-02T07:05:00Z". */
  startUtc: string;
  startDateTime: string | null;
  startTimeZone: string | null;
  endDateTime: string | null;
  endTimeZone: string | null;
  startName: string | null;
  startCity: string | null;
  startCountry: string | null;
  endName: string | null;
  endCity: string | null;
  endCountry: string | null;
  confirmationNumber: string | null;
  number: string | null;
  priceCents: number | null;
  currency: string | null;
  sourceClassification: string;
  status: string;
}

export const EXPORT_BATCH_SIZE = 1000;

/** A page row: the segment as exported, with the start key and id the next page starts after. */
type Row = ExportSegment & { id: string; startKey: string };

/** One page of the team's exported segments, after the (start, id) of the previous page's last row. */
function segmentPage(database: Database, teamId: string, batchSize: number, after: Row | undefined): Promise<Row[]> {
  const params: unknown[] = [teamId, batchSize];
  let condition = '';
  if (after) {
    params.push(after.startKey, after.id);
    // Written out rather than as a row comparison so the planner walks the (team_id, start_at) index.
    condition = 'and s.start_at >= $3::timestamptz and (s.start_at > $3::timestamptz or s.id > $4)';
  }
  return database.query(
    `select s.id, s.start_at::text as "startKey",
        to_char(s.start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startUtc",
        t.name as "travelerName", t.primary_email as "travelerEmail", s.type, s.sub_type as "subType", s.provider,
        s.start_date_time as "startDateTime", s.start_time_zone as "startTimeZone",
        s.end_date_time as "endDateTime", s.end_time_zone as "endTimeZone",
        s.start_name as "startName", s.start_city as "startCity", s.start_country as "startCountry",
        s.end_name as "endName", s.end_city as "endCity", s.end_country as "endCountry",
        s.confirmation_number as "confirmationNumber", s.number, s.price_cents as "priceCents", s.currency,
        s.source_classification as "sourceClassification", s.status
      from segments s join travelers t on t.id = s.traveler_id
      where s.team_id = $1 and (s.sub_type is null or s.sub_type not in ('CheckOut', 'Overnight')) ${condition}
      order by s.start_at, s.id
      limit $2`,
    params,
  );
}

/**
 * The team's segments in start order, a batch at a time (keyset paging on start and id), so an export of a
 * million rows holds about two batches in memory: the next page is asked for as soon as a page arrives, so the
 * database reads it while the caller writes this one. Rows come from the driver in the exported shape (columns
 * named as its fields, times as text formatted by the database), with nothing to map or parse per row. A hotel stay is its check-in row; its nights and check-out repeat it.
 */
export async function* segmentBatches(
  database: Database,
  teamId: string,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportSegment[]> {
  let next: Promise<Row[]> | undefined = segmentPage(database, teamId, batchSize, undefined);
  try {
    while (next) {
      const rows: Row[] = await next;
      next = rows.length === batchSize ? segmentPage(database, teamId, batchSize, rows.at(-1)) : undefined;
      if (rows.length > 0) yield rows;
    }
  } finally {
    // A caller that stops early leaves the page in flight to finish on its own, its failure unheard.
    next?.catch(() => {});
  }
}
