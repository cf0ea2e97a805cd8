import type { ReportType } from '@tripline/contracts';
import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';

export type Cell = string | number | boolean | null;
export type ReportRow = Record<string, Cell>;

/** What a report covers: one team, from the start day on, up to the day after the end day when there is one. */
export interface ReportScope {
  teamId: string;
  from: Date;
  /** Exclusive; null when the report has no end date. */
  to: Date | null;
  inboundDomain: string;
}

export interface ReportColumn {
  key: string;
  header: string;
}

/** One report type: its columns and the query that yields its rows. */
export interface ReportDefinition {
  type: ReportType;
  columns: readonly ReportColumn[];
  rows(db: Db, scope: ReportScope): Promise<ReportRow[]>;
}

/** `column` within the scope's range. */
export function inRange(column: PgColumn, scope: ReportScope): SQL {
  return and(gte(column, scope.from), scope.to ? lt(column, scope.to) : undefined) as SQL;
}

/** An instant as ISO 8601, or nothing. */
export function isoOrNull(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
