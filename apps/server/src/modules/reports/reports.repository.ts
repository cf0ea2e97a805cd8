import { downloadReportEndpoint, endpointUrl, type Report, type ReportType, type TeamType } from '@tripline/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reports } from '../../db/schema.js';

export type ReportRecord = typeof reports.$inferSelect;
export const REPORT_SORTS = ['created', 'name', 'type', 'status'] as const;

/** The answer shape of a report (spec §3: id and attributes.status), its downloads under the team's API base. */
export function toReport(row: ReportRecord, type: TeamType, teamId: string): Report {
  const id = String(row.id);
  const done = row.status === 'Completed';
  const download = endpointUrl(downloadReportEndpoint[type], { teamId, id });
  return {
    id,
    type: 'reports',
    attributes: {
      status: row.status,
      report_type: row.type,
      name: row.name,
      start_date: row.startDate,
      end_date: row.endDate,
      rows: row.rows,
      created_at: row.createdAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
      error: row.error,
      downloads: {
        csv: done && row.csvKey ? `${download}?format=csv` : null,
        xlsx: done && row.xlsxKey ? `${download}?format=xlsx` : null,
      },
    },
  };
}

/** A team's reports, sorted and paged, with the total. */
export async function listReports(
  db: Db,
  teamId: string,
  sort: { field: (typeof REPORT_SORTS)[number]; direction: 'asc' | 'desc' },
  window: { limit: number | undefined; offset: number },
) {
  const order = sort.direction === 'asc' ? asc : desc;
  const column = {
    created: reports.createdAt,
    name: sql`lower(${reports.name})`,
    type: reports.type,
    status: reports.status,
  }[sort.field];
  const where = eq(reports.teamId, teamId);
  const query = db.select().from(reports).where(where).orderBy(order(column), order(reports.id)).offset(window.offset);
  const [rows, [total]] = await Promise.all([
    window.limit === undefined ? query : query.limit(window.limit),
    db.select({ value: count() }).from(reports).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

/** Report ids are whole numbers; anything else names no report. */
export function parseReportId(id: string): number | null {
  if (!/^\d{1,9}$/.test(id)) return null;
  return Number(id);
}

/** One report of a team, or null (also for another team's report). */
export async function findTeamReport(db: Db, teamId: string, id: number): Promise<ReportRecord | null> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.teamId, teamId), eq(reports.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findReport(db: Db, id: number): Promise<ReportRecord | null> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row ?? null;
}

export async function insertReport(
  db: Db,
  values: {
    teamId: string;
    createdBy: string;
    type: ReportType;
    name: string;
    startDate: string;
    endDate: string | null;
  },
): Promise<ReportRecord> {
  const [row] = await db.insert(reports).values(values).returning();
  if (!row) throw new Error('The report was not stored.');
  return row;
}

export async function completeReport(
  db: Db,
  id: number,
  values: { rows: number; csvKey: string; xlsxKey: string },
): Promise<void> {
  await db
    .update(reports)
    .set({ ...values, status: 'Completed', error: null, completedAt: new Date() })
    .where(eq(reports.id, id));
}

export async function failReport(db: Db, id: number, error: string): Promise<void> {
  await db.update(reports).set({ status: 'Failed', error, completedAt: new Date() }).where(eq(reports.id, id));
}

export async function deleteReport(db: Db, teamId: string, id: number): Promise<void> {
  await db.delete(reports).where(and(eq(reports.teamId, teamId), eq(reports.id, id)));
}
