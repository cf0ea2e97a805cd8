import type { ExtractResult } from '@tripline/extract';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { BlobStore } from '../../blobs/blob-store.js';
import { type Db, rowsOf } from '../../db/client.js';
import { emails, segments, teams, travelers, trips } from '../../db/schema.js';
import { clearUnassignedOfTeam, replaceParsedResult } from '../emails/email-lifecycle.js';
import { isProviderAddress } from '../travelers/resolve-travelers.js';
import { listedCondition } from '../trips/segment-dto.js';
import { assembleOrganisationEmail, emailAddressing } from './assemble-email.js';
import { addEmailEvent } from './email-events.repository.js';
import { readOriginal } from './email-originals.js';
import { type EmailExtractor, extractInProcess } from './extract-pool.js';
import { storedResult } from './parse-email.js';

export interface ReprocessDeps {
  db: Db;
  blobs: BlobStore;
  extract?: EmailExtractor;
}

/** What an organisation's figures were before and after. */
export interface TeamFigures {
  travelers: number;
  segments: number;
  /** Counted spend in cents, per currency. */
  spend: Record<string, number>;
  /** Segments with coordinates, which the map shows. */
  placed: number;
  /** Emails with segments waiting for a traveler. */
  waiting: number;
}

export interface TeamReprocess {
  teamId: string;
  name: string;
  emails: number;
  /** Emails read again from their stored original (the others kept what was read before). */
  reread: number;
  /** Travelers made from a provider's address, removed. */
  removed: string[];
  before: TeamFigures;
  after: TeamFigures;
}

async function figures(db: Db, teamId: string): Promise<TeamFigures> {
  const [counts] = rowsOf<{ travelers: number; segments: number; placed: number; waiting: number }>(
    await db.execute(sql`
      select (select count(*) from ${travelers} where team_id = ${teamId})::int as travelers,
        (select count(*) from ${segments} where team_id = ${teamId} and status = 'confirmed')::int as segments,
        (select count(*) from ${segments} where team_id = ${teamId} and status = 'confirmed'
          and start_latitude is not null)::int as placed,
        (select count(*) from ${emails} where team_id = ${teamId} and unassigned_segments is not null)::int as waiting`),
  );
  const spend = rowsOf<{ currency: string | null; cents: string | number }>(
    await db.execute(sql`
      select s.currency, sum(s.price_cents) as cents from ${segments} s
      where s.team_id = ${teamId} and s.price_cents is not null and ${sql.raw(listedCondition('s'))}
      group by s.currency order by s.currency`),
  );
  return {
    travelers: counts?.travelers ?? 0,
    segments: counts?.segments ?? 0,
    placed: counts?.placed ?? 0,
    waiting: counts?.waiting ?? 0,
    spend: Object.fromEntries(spend.map((row) => [row.currency ?? '', Number(row.cents)])),
  };
}

/**
 * Builds an organisation's trips again from its parsed emails, oldest first, so that stored data follows today's
 * rules (decision 039): whose booking, totals counted once, and the coordinates the engine now gives. Each email is
 * read again from its stored original (what was read before is kept when it cannot be); the segments mail gave are
 * replaced, and travelers made from a provider's address that are left holding nothing are removed. Running it
 * twice gives the same result.
 */
export async function reprocessOrganisation(deps: ReprocessDeps, teamId: string): Promise<TeamReprocess> {
  const { db } = deps;
  const [team] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw new Error(`No team has the id ${teamId}`);
  const before = await figures(db, teamId);
  const stored = await db
    .select({
      id: emails.id,
      teamId: emails.teamId,
      blobKey: emails.blobKey,
      receivedAt: emails.receivedAt,
      toAddress: emails.toAddress,
    })
    .from(emails)
    .where(and(eq(emails.teamId, teamId), eq(emails.status, 'parsed')))
    .orderBy(asc(emails.receivedAt), asc(emails.id));

  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.delete(segments).where(and(eq(segments.teamId, teamId), isNotNull(segments.emailId)));
    await tx.execute(
      sql`delete from ${trips} where team_id = ${teamId} and not exists (select 1 from ${segments} s where s.trip_id = ${trips.id})`,
    );
    await clearUnassignedOfTeam(tx, teamId);
  });

  const extract = deps.extract ?? extractInProcess;
  let reread = 0;
  for (const email of stored) {
    const raw = await readOriginal(deps, email);
    const [row] = await db.select({ result: emails.result }).from(emails).where(eq(emails.id, email.id));
    let result = (row?.result ?? null) as ExtractResult | null;
    if (raw) {
      const fresh = await extract(raw, email.receivedAt).catch(() => null);
      if (fresh && fresh.segments.length > 0) {
        result = fresh;
        reread++;
      }
    }
    if (!result || result.segments.length === 0) continue;
    const read = result;
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (read !== row?.result) {
        await replaceParsedResult(tx, email.id, storedResult(read));
      }
      await addEmailEvent(tx, email.id, 'reprocessed', null);
      await assembleOrganisationEmail(tx, email, read.segments, emailAddressing(raw, read, email.toAddress));
    });
  }

  // Travelers the old rule made from a provider's address, now holding nothing.
  const holders = await db
    .select({ id: travelers.id, email: travelers.primaryEmail })
    .from(travelers)
    .where(
      and(
        eq(travelers.teamId, teamId),
        sql`not exists (select 1 from ${segments} s where s.traveler_id = ${travelers.id})`,
        sql`not exists (select 1 from ${trips} t where t.traveler_id = ${travelers.id})`,
      ),
    );
  const providers = holders.filter((holder) => isProviderAddress(holder.email));
  if (providers.length > 0)
    await db.delete(travelers).where(
      inArray(
        travelers.id,
        providers.map((holder) => holder.id),
      ),
    );
  return {
    teamId,
    name: team.name,
    emails: stored.length,
    reread,
    removed: providers.map((holder) => holder.email).sort(),
    before,
    after: await figures(db, teamId),
  };
}

/** The organisation teams to reprocess: the one given, or every one. */
export async function organisationIds(db: Db, teamId?: string): Promise<string[]> {
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(teamId ? and(eq(teams.type, 'org'), eq(teams.id, teamId)) : eq(teams.type, 'org'))
    .orderBy(asc(teams.createdAt));
  return rows.map((row) => row.id);
}

/** One organisation's change, as lines for a person to read. */
export function describeReprocess(change: TeamReprocess): string[] {
  const move = (label: string, from: number, to: number) =>
    `${label} ${from === to ? `${to} (unchanged)` : `${from} → ${to}`}`;
  const currencies = [...new Set([...Object.keys(change.before.spend), ...Object.keys(change.after.spend)])].sort();
  const money = (cents: number | undefined) => ((cents ?? 0) / 100).toFixed(2);
  return [
    `${change.name} (${change.teamId}): ${change.emails} parsed emails, ${change.reread} read again from their originals`,
    `  ${move('travelers', change.before.travelers, change.after.travelers)}${
      change.removed.length ? `; removed, made from a provider's address: ${change.removed.join(', ')}` : ''
    }`,
    `  ${move('segments', change.before.segments, change.after.segments)}; ${move('on the map', change.before.placed, change.after.placed)}; ${move('emails waiting for a traveler', change.before.waiting, change.after.waiting)}`,
    ...currencies.map((currency) => {
      const [from, to] = [money(change.before.spend[currency]), money(change.after.spend[currency])];
      return `  spend ${currency || '(no currency)'} ${from === to ? `${to} (unchanged)` : `${from} → ${to}`}`;
    }),
  ];
}
