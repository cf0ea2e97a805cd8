import { Readable } from 'node:stream';
import { type TravelerImportMapping, travelerEmailSchema } from '@tripline/contracts';
import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store.js';
import type { Database } from '../../db/client.js';
import type { TravelerImportRowError } from '../../db/schema.js';
import { readFileRows } from './traveler-import-reader.js';
import { findTravelerImport, importPartKey, updateTravelerImport } from './traveler-imports.repository.js';

/** Rows written per statement: one multi-row upsert per batch keeps 100,000 rows well under a minute. */
const BATCH_ROWS = 2000;
/** Row errors kept on the import for the console; the count keeps growing past it. */
const MAX_STORED_ERRORS = 1000;

interface ImportRow {
  number: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  employeeId: string | null;
  department: string | null;
  extras: string[];
}

interface Tally {
  rows: number;
  created: number;
  updated: number;
  skipped: number;
  errors: number;
  rowErrors: TravelerImportRowError[];
}

export interface ImportDeps {
  database: Database;
  blobs: BlobStore;
  logger: Logger;
}

/** The uploaded parts of an import, in order, as one stream. */
function partsStream(blobs: BlobStore, importId: string, parts: number): Readable {
  return Readable.from(
    (async function* () {
      for (let part = 0; part < parts; part++) yield* await blobs.read(importPartKey(importId, part));
    })(),
  );
}

const cell = (cells: string[], index: number | null | undefined): string | null => {
  if (index === null || index === undefined) return null;
  const value = cells[index]?.trim();
  return value ? value : null;
};

/** Splits "Ada Lovelace" into first and last name at the last space. */
function splitFullName(full: string): { first: string; last: string | null } {
  const at = full.lastIndexOf(' ');
  return at > 0 ? { first: full.slice(0, at), last: full.slice(at + 1) } : { first: full, last: null };
}

/** The most of a cell a row error quotes: errors are kept with the import and sent each time it is asked for. */
const QUOTED_CELL_CHARACTERS = 100;

/** A cell as a row error quotes it, cut after its first characters. */
function quoted(value: string): string {
  return value.length > QUOTED_CELL_CHARACTERS ? `"${value.slice(0, QUOTED_CELL_CHARACTERS)}…"` : `"${value}"`;
}

/** One data row checked against the mapping: a row to write, or the reason it cannot be. */
export function readImportRow(
  cells: string[],
  number: number,
  mapping: TravelerImportMapping,
): ImportRow | { error: string } {
  const rawEmail = cell(cells, mapping.email);
  if (!rawEmail) return { error: 'The email address is missing.' };
  const email = travelerEmailSchema.safeParse(rawEmail);
  if (!email.success) return { error: `${quoted(rawEmail)} is not a valid email address.` };
  const extras: string[] = [];
  for (const raw of (cell(cells, mapping.extra_emails) ?? '').split(/[\s,;]+/).filter(Boolean)) {
    const extra = travelerEmailSchema.safeParse(raw);
    if (!extra.success) return { error: `The extra address ${quoted(raw)} is not a valid email address.` };
    if (extra.data !== email.data && !extras.includes(extra.data)) extras.push(extra.data);
  }
  let firstName = cell(cells, mapping.first_name);
  let lastName = cell(cells, mapping.last_name);
  const fullName = cell(cells, mapping.full_name);
  if (fullName && !firstName && !lastName) {
    const split = splitFullName(fullName);
    firstName = split.first;
    lastName = split.last;
  }
  return {
    number,
    email: email.data,
    firstName: firstName?.slice(0, 100) ?? null,
    lastName: lastName?.slice(0, 100) ?? null,
    employeeId: cell(cells, mapping.employee_id)?.slice(0, 100) ?? null,
    department: cell(cells, mapping.department)?.slice(0, 200) ?? null,
    extras,
  };
}

function noteError(tally: Tally, row: number, reason: string, countsAsRow = true): void {
  if (countsAsRow) tally.errors++;
  if (tally.rowErrors.length < MAX_STORED_ERRORS) tally.rowErrors.push({ row, reason });
}

/**
 * Writes one batch: rows whose address is another person's extra address are refused, the rest are upserted in
 * one statement (new people created, changed ones updated, unchanged ones skipped), then their extra addresses.
 */
async function writeBatch(database: Database, teamId: string, batch: ImportRow[], tally: Tally): Promise<void> {
  const emails = batch.map((row) => row.email);
  const heldAsExtra = new Set(
    (
      await database.query<{ email: string }>(
        `select lower(email) as email from traveler_email_addresses
          where team_id = $1 and lower(email) = any($2::text[])`,
        [teamId, emails],
      )
    ).map((found) => found.email),
  );
  const rows = batch.filter((row) => {
    if (!heldAsExtra.has(row.email)) return true;
    noteError(tally, row.number, `${row.email} is already an extra address of another person.`);
    return false;
  });
  if (rows.length === 0) return;

  const written = await database.query<{ email: string; inserted: boolean }>(
    `insert into travelers (id, team_id, primary_email, first_name, last_name, employee_id, department)
     select gen_random_uuid()::text, $1, v.email, v.first_name, v.last_name, v.employee_id, v.department
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
         as v(email, first_name, last_name, employee_id, department)
     on conflict (team_id, lower(primary_email)) do update set
       first_name = coalesce(excluded.first_name, travelers.first_name),
       last_name = coalesce(excluded.last_name, travelers.last_name),
       employee_id = coalesce(excluded.employee_id, travelers.employee_id),
       department = coalesce(excluded.department, travelers.department),
       updated_at = now()
     where (travelers.first_name, travelers.last_name, travelers.employee_id, travelers.department)
       is distinct from (coalesce(excluded.first_name, travelers.first_name),
         coalesce(excluded.last_name, travelers.last_name),
         coalesce(excluded.employee_id, travelers.employee_id),
         coalesce(excluded.department, travelers.department))
     returning lower(primary_email) as email, (xmax = 0) as inserted`,
    [
      teamId,
      rows.map((row) => row.email),
      rows.map((row) => row.firstName),
      rows.map((row) => row.lastName),
      rows.map((row) => row.employeeId),
      rows.map((row) => row.department),
    ],
  );
  const created = written.filter((row) => row.inserted).length;
  tally.created += created;
  tally.updated += written.length - created;
  tally.skipped += rows.length - written.length;

  const extras = rows.flatMap((row) => row.extras.map((extra) => ({ row: row.number, owner: row.email, extra })));
  if (extras.length === 0) return;
  const params = [teamId, extras.map((e) => e.owner), extras.map((e) => e.extra)];
  await database.query(
    `insert into traveler_email_addresses (id, team_id, traveler_id, email)
     select gen_random_uuid()::text, $1, t.id, v.extra
       from unnest($2::text[], $3::text[]) as v(owner, extra)
       join travelers t on t.team_id = $1 and lower(t.primary_email) = v.owner
      where not exists (select 1 from travelers o where o.team_id = $1 and lower(o.primary_email) = v.extra)
     on conflict do nothing`,
    params,
  );
  // Addresses another person already has stay theirs; the rest of the row was imported.
  const taken = await database.query<{ extra: string }>(
    `select v.extra from unnest($2::text[], $3::text[]) as v(owner, extra)
      where exists (select 1 from travelers o where o.team_id = $1 and lower(o.primary_email) = v.extra)
         or exists (select 1 from traveler_email_addresses a join travelers t on t.id = a.traveler_id
                     where a.team_id = $1 and lower(a.email) = v.extra and lower(t.primary_email) <> v.owner)`,
    params,
  );
  const takenSet = new Set(taken.map((row) => row.extra));
  for (const extra of extras) {
    if (takenSet.has(extra.extra)) {
      noteError(
        tally,
        extra.row,
        `The extra address ${extra.extra} belongs to another person and was left out.`,
        false,
      );
    }
  }
}

/**
 * Runs an import: streams the stored file, checks each row, writes valid ones in batches and records progress
 * after each batch. A bad row never stops the others; a file that cannot be read marks the import Failed.
 */
export async function processTravelerImport(deps: ImportDeps, importId: string): Promise<void> {
  const { database, blobs, logger } = deps;
  const db = database.db;
  const found = await findTravelerImport(db, importId);
  if (!found?.mapping || (found.status !== 'Queued' && found.status !== 'Processing')) return;
  const mapping = found.mapping as TravelerImportMapping;
  const tally: Tally = { rows: 0, created: 0, updated: 0, skipped: 0, errors: 0, rowErrors: [] };
  const progress = () => ({
    rowsDone: tally.rows,
    createdCount: tally.created,
    updatedCount: tally.updated,
    skippedCount: tally.skipped,
    errorCount: tally.errors,
    rowErrors: tally.rowErrors,
  });
  // A retried job starts over: the upsert makes writing the same rows again harmless.
  await updateTravelerImport(db, importId, { status: 'Processing', startedAt: new Date(), ...progress() });
  const seen = new Map<string, number>();
  let batch: ImportRow[] = [];
  const flush = async () => {
    if (batch.length > 0) await writeBatch(database, found.teamId, batch, tally);
    batch = [];
    await updateTravelerImport(db, importId, progress());
  };
  try {
    // The sizes a workbook inflates to are checked, by the reader, before a row is read.
    let isHeader = true;
    for await (const fileRow of readFileRows(found.format, partsStream(blobs, importId, found.partCount))) {
      if (isHeader) {
        isHeader = false;
        continue;
      }
      tally.rows++;
      const read = readImportRow(fileRow.cells, fileRow.number, mapping);
      if ('error' in read) {
        noteError(tally, fileRow.number, read.error);
      } else if (seen.has(read.email)) {
        noteError(tally, fileRow.number, `${read.email} already appears in row ${seen.get(read.email)}.`);
      } else {
        seen.set(read.email, fileRow.number);
        batch.push(read);
      }
      if (batch.length >= BATCH_ROWS) await flush();
    }
    await flush();
    await updateTravelerImport(db, importId, {
      status: 'Processed',
      rowsTotal: tally.rows,
      finishedAt: new Date(),
    });
  } catch (error) {
    logger.warn({ err: error, importId }, 'traveler import failed');
    await updateTravelerImport(db, importId, {
      ...progress(),
      status: 'Failed',
      failureReason: `The file could not be read after row ${tally.rows + 1}: ${error instanceof Error ? error.message : String(error)}`,
      finishedAt: new Date(),
    });
  }
}
