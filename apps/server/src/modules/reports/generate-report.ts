import { REPORT_TYPE_LABELS } from '@tripline/contracts';
import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { reportCsv, reportXlsx } from './report-files.js';
import { REPORT_DEFINITIONS } from './report-types/index.js';
import type { ReportScope } from './report-types/report-definition.js';
import { completeReport, failReport, findReport, type ReportRecord } from './reports.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants a report's days cover: its start day from midnight UTC, to the end of its end day. */
export function reportScope(report: ReportRecord, inboundDomain: string): ReportScope {
  const from = new Date(`${report.startDate}T00:00:00.000Z`);
  const to = report.endDate ? new Date(new Date(`${report.endDate}T00:00:00.000Z`).getTime() + DAY_MS) : null;
  return { teamId: report.teamId, from, to, inboundDomain };
}

export const reportBlobKey = (report: ReportRecord, format: 'csv' | 'xlsx') =>
  `reports/${report.teamId}/${report.id}.${format}`;

export interface GenerateReportDeps {
  db: Db;
  blobs: BlobStore;
  logger: Logger;
  inboundDomain: string;
}

/**
 * Runs a report's query and stores it as CSV and XLSX, then marks it Completed. A report that cannot be
 * generated is marked Failed with the reason rather than retried: the same query on the same data fails again.
 */
export async function generateReport(deps: GenerateReportDeps, reportId: number): Promise<void> {
  const report = await findReport(deps.db, reportId);
  if (report?.status !== 'Processing') return;
  const definition = REPORT_DEFINITIONS[report.type];
  try {
    const rows = await definition.rows(deps.db, reportScope(report, deps.inboundDomain));
    const csvKey = reportBlobKey(report, 'csv');
    const xlsxKey = reportBlobKey(report, 'xlsx');
    await deps.blobs.put(csvKey, reportCsv(definition.columns, rows));
    await deps.blobs.put(xlsxKey, reportXlsx(REPORT_TYPE_LABELS[report.type], definition.columns, rows));
    await completeReport(deps.db, report.id, { rows: rows.length, csvKey, xlsxKey });
  } catch (error) {
    deps.logger.error({ err: error, reportId }, 'report generation failed');
    await failReport(deps.db, report.id, 'The report could not be generated. Please try again.');
  }
}
