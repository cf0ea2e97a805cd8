import type { PlatformAnalytics, PlatformTeamActivity } from '@tripline/contracts';
import { asc, count, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emails, teams, travelers, trips } from '../../db/schema.js';
import { isParseOutcome } from '../emails/email-lifecycle.js';

type EmailCounts = PlatformTeamActivity['emails'];

/**
 * Every team that is not Deleted with its activity: emails by status, travelers, trips, the last email's time.
 * One grouped query per table, each reading its team index, so the cost grows with the teams, not by team.
 */
export async function readPlatformAnalytics(db: Db): Promise<PlatformAnalytics> {
  const [teamRows, emailRows, travelerRows, tripRows] = await Promise.all([
    db
      .select({ id: teams.id, type: teams.type, name: teams.name })
      .from(teams)
      .where(ne(teams.status, 'Deleted'))
      .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id)),
    db
      .select({
        teamId: emails.teamId,
        status: emails.status,
        total: count().mapWith(Number),
        last: max(emails.createdAt),
      })
      .from(emails)
      .groupBy(emails.teamId, emails.status),
    db
      .select({ teamId: travelers.teamId, total: count().mapWith(Number) })
      .from(travelers)
      .groupBy(travelers.teamId),
    db
      .select({ teamId: trips.teamId, total: count().mapWith(Number) })
      .from(trips)
      .groupBy(trips.teamId),
  ]);

  const mail = new Map<string, { counts: EmailCounts; last: Date | null }>();
  for (const row of emailRows) {
    const entry = mail.get(row.teamId) ?? { counts: { received: 0, parsed: 0, failed: 0, filtered: 0 }, last: null };
    // Every email was received; parsed, failed and filtered are where it ended (one still waiting is only received).
    entry.counts.received += row.total;
    if (isParseOutcome(row.status)) entry.counts[row.status] += row.total;
    const last = row.last ? new Date(row.last) : null;
    if (last && (!entry.last || last > entry.last)) entry.last = last;
    mail.set(row.teamId, entry);
  }
  const travelerCounts = new Map(travelerRows.map((row) => [row.teamId, row.total]));
  const tripCounts = new Map(tripRows.map((row) => [row.teamId, row.total]));

  const rows: PlatformTeamActivity[] = teamRows.map((team) => {
    const activity = mail.get(team.id);
    const isOrg = team.type === 'org';
    return {
      id: team.id,
      type: team.type,
      name: team.name,
      emails: activity?.counts ?? { received: 0, parsed: 0, failed: 0, filtered: 0 },
      travelers: isOrg ? (travelerCounts.get(team.id) ?? 0) : null,
      trips: isOrg ? (tripCounts.get(team.id) ?? 0) : null,
      last_activity: activity?.last?.toISOString() ?? null,
    };
  });
  const sum = (pick: (row: PlatformTeamActivity) => number | null) =>
    rows.reduce((total, row) => total + (pick(row) ?? 0), 0);
  return {
    teams: rows,
    totals: {
      teams: rows.length,
      received: sum((row) => row.emails.received),
      parsed: sum((row) => row.emails.parsed),
      failed: sum((row) => row.emails.failed),
      filtered: sum((row) => row.emails.filtered),
      travelers: sum((row) => row.travelers),
      trips: sum((row) => row.trips),
    },
  };
}
