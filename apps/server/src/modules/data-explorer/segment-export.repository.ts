import type { Database } from '../../db/client.js';

/** One segment as the exports write it. */
export interface ExportSegment {
  travelerName: string | null;
  travelerEmail: string;
  type: string;
  subType: string | null;
  provider: string | null;
  startAt: Date;
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

export const EXPORT_BATCH_SIZE = 2000;

const str = (value: unknown) => (value == null ? null : String(value));

/**
 * The team's segments in start order, a batch at a time (keyset paging on start and id), so an export of a
 * million rows holds one batch in memory. A hotel stay is its check-in row; its nights and check-out repeat it.
 */
export async function* segmentBatches(
  database: Database,
  teamId: string,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportSegment[]> {
  let cursor: { startKey: string; id: string } | null = null;
  for (;;) {
    const params: unknown[] = [teamId, batchSize];
    let after = '';
    if (cursor) {
      params.push(cursor.startKey, cursor.id);
      // Written out rather than as a row comparison so the planner walks the (team_id, start_at) index.
      after = 'and s.start_at >= $3::timestamptz and (s.start_at > $3::timestamptz or s.id > $4)';
    }
    const rows: Record<string, unknown>[] = await database.query(
      `select s.id, s.start_at::text as start_key, s.start_at, t.name as traveler_name, t.primary_email,
          s.type, s.sub_type, s.provider, s.start_date_time, s.start_time_zone, s.end_date_time, s.end_time_zone,
          s.start_name, s.start_city, s.start_country, s.end_name, s.end_city, s.end_country,
          s.confirmation_number, s.number, s.price_cents, s.currency, s.source_classification, s.status
        from segments s join travelers t on t.id = s.traveler_id
        where s.team_id = $1 and (s.sub_type is null or s.sub_type not in ('CheckOut', 'Overnight')) ${after}
        order by s.start_at, s.id
        limit $2`,
      params,
    );
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      travelerName: str(row.traveler_name),
      travelerEmail: String(row.primary_email),
      type: String(row.type),
      subType: str(row.sub_type),
      provider: str(row.provider),
      startAt: row.start_at instanceof Date ? row.start_at : new Date(String(row.start_at)),
      startDateTime: str(row.start_date_time),
      startTimeZone: str(row.start_time_zone),
      endDateTime: str(row.end_date_time),
      endTimeZone: str(row.end_time_zone),
      startName: str(row.start_name),
      startCity: str(row.start_city),
      startCountry: str(row.start_country),
      endName: str(row.end_name),
      endCity: str(row.end_city),
      endCountry: str(row.end_country),
      confirmationNumber: str(row.confirmation_number),
      number: str(row.number),
      priceCents: row.price_cents == null ? null : Number(row.price_cents),
      currency: str(row.currency),
      sourceClassification: String(row.source_classification),
      status: String(row.status),
    }));
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1] as Record<string, unknown>;
    cursor = { startKey: String(last.start_key), id: String(last.id) };
  }
}
