import {
  FILTER_DOWNLOADS_KEPT,
  FILTER_RULESET_TYPES,
  type FilterDownload,
  type FilterRuleset,
} from '@tripline/contracts';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type FilterDomainKind, filterDownloads, filterTeamDomains } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { type RulesetType, SENDER_RULESETS } from './sender-rulesets-data.js';

/** Every ruleset merged with its status: a domain is outdated when the ruleset changed on a later day (spec §4). */
export function rulesetStatuses(): FilterRuleset[] {
  return (Object.keys(FILTER_RULESET_TYPES) as RulesetType[]).map((type) => {
    const ruleset = SENDER_RULESETS[type];
    return {
      type,
      name: FILTER_RULESET_TYPES[type],
      example: ruleset.example,
      modified: ruleset.modified,
      domains: Object.entries(ruleset.domains)
        .map(([name, created]) => ({ name, created, isOutdated: ruleset.modified > created }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  });
}

export async function listTeamDomains(db: Db, teamId: string) {
  return db
    .select()
    .from(filterTeamDomains)
    .where(eq(filterTeamDomains.teamId, teamId))
    .orderBy(filterTeamDomains.domain);
}

/** The own domains of several teams at once (a batch of parses), each with its team. */
export async function listTeamDomainsOf(db: Db, teamIds: readonly string[]) {
  if (teamIds.length === 0) return [];
  return db
    .select({ teamId: filterTeamDomains.teamId, domain: filterTeamDomains.domain, kind: filterTeamDomains.kind })
    .from(filterTeamDomains)
    .where(inArray(filterTeamDomains.teamId, [...teamIds]));
}

/**
 * Allows or blocks a domain for a team. A domain already listed keeps its kind unless `mayChange` (edit-filters,
 * spec §6): adding is not changing, so a second POST of a blocked domain cannot allow it.
 */
export async function upsertTeamDomain(
  db: Db,
  teamId: string,
  domain: string,
  kind: FilterDomainKind,
  mayChange: boolean,
) {
  const name = domain.toLowerCase();
  const sameDomain = and(eq(filterTeamDomains.teamId, teamId), eq(sql`lower(${filterTeamDomains.domain})`, name));
  const [listed] = await db.select().from(filterTeamDomains).where(sameDomain).limit(1);
  if (listed?.kind === kind) return listed;
  if (listed) {
    if (!mayChange) {
      throw new AppError('forbidden', `${listed.domain} is already listed; only an administrator may change it.`);
    }
    const [updated] = await db.update(filterTeamDomains).set({ kind }).where(sameDomain).returning();
    return updated ?? listed;
  }
  const [row] = await db
    .insert(filterTeamDomains)
    .values({ teamId, domain: name, kind })
    .onConflictDoNothing()
    .returning();
  // A concurrent insert of the same domain won the race: read it back.
  return (
    row ?? ((await db.select().from(filterTeamDomains).where(sameDomain))[0] as typeof filterTeamDomains.$inferSelect)
  );
}

export async function deleteTeamDomain(db: Db, teamId: string, domain: string): Promise<boolean> {
  const rows = await db
    .delete(filterTeamDomains)
    .where(and(eq(filterTeamDomains.teamId, teamId), eq(sql`lower(${filterTeamDomains.domain})`, domain.toLowerCase())))
    .returning({ domain: filterTeamDomains.domain });
  return rows.length > 0;
}

type DownloadRow = typeof filterDownloads.$inferSelect;

export function toDownloadDto(row: DownloadRow): FilterDownload {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    user_id: row.userId,
    filters: row.filters as FilterDownload['filters'],
  };
}

export async function listDownloads(db: Db, teamId: string): Promise<DownloadRow[]> {
  return db
    .select()
    .from(filterDownloads)
    .where(eq(filterDownloads.teamId, teamId))
    .orderBy(desc(filterDownloads.createdAt), desc(filterDownloads.id))
    .limit(FILTER_DOWNLOADS_KEPT);
}

/** Records a download of the current filter set and drops all but the latest 10 of the team. */
export async function recordDownload(db: Db, teamId: string, userId: string): Promise<DownloadRow> {
  const teamDomains = await listTeamDomains(db, teamId);
  const filters: FilterDownload['filters'] = {
    rulesets: rulesetStatuses().map((r) => ({
      type: r.type,
      modified: r.modified,
      domains: r.domains.map((d) => d.name),
    })),
    team_domains: teamDomains.map((d) => ({ domain: d.domain, kind: d.kind })),
  };
  const [row] = await db
    .insert(filterDownloads)
    .values({ id: crypto.randomUUID(), teamId, userId, filters })
    .returning();
  const kept = (await listDownloads(db, teamId)).map((download) => download.id);
  await db.delete(filterDownloads).where(and(eq(filterDownloads.teamId, teamId), notInArray(filterDownloads.id, kept)));
  return row as DownloadRow;
}
