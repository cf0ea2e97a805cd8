import type { ExtractResult, Segment } from '@tripline/extract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { type EmailStatus, emailEvents, emails, filterTeamDomains, teams } from '../../db/schema.js';
import type { JobSender } from '../../jobs/define-job.js';
import { decideWithDomains, type SenderDecision } from '../filters/filter-decision.js';
import { findOrCreateTraveler } from '../travelers/travelers.repository.js';
import { assembleTrips } from '../trips/assemble-trips.js';
import { queueDeliveryAttempts, recordWebhookDeliveriesOfMany } from '../webhooks/webhook-events.js';
import { addEmailEvent, nextEventTime } from './email-events.repository.js';
import { type EmailExtractor, extractInProcess, ParseTimeoutError } from './extract-pool.js';

export interface ParseDeps {
  db: Db;
  blobs: BlobStore;
  jobs: JobSender;
  logger: Logger;
  /** Where the CPU-heavy extraction runs: the parse worker threads in the server, in-process when absent. */
  extract?: EmailExtractor;
}

/** The payload of every email webhook event: the email id, its reservations and segments. */
export function webhookPayload(emailId: string, status: EmailStatus, result: ExtractResult | null, reason?: string) {
  return {
    email_id: emailId,
    status,
    ...(reason ? { reason } : {}),
    reservations: result?.reservations ?? [],
    segments: result?.segments ?? [],
  };
}

function failureReason(result: ExtractResult): string {
  const error = result.diagnostics.find((d) => d.level === 'error');
  return error?.message ?? 'No reservation was found in this email';
}

/** The traveler's name as the booking spells it, when it does. */
function travelerName(list: readonly Segment[]): string | null {
  const named = list.find((segment) => segment.firstName || segment.lastName);
  return named ? [named.firstName, named.lastName].filter(Boolean).join(' ') : null;
}

type StoredEmail = typeof emails.$inferSelect;

/** What reading one email decided, before anything is written. */
interface Outcome {
  email: StoredEmail;
  status: EmailStatus;
  result: ExtractResult | null;
  reason: string | null;
  eventData: Record<string, unknown>;
  /** An organisation's email with segments: its traveler and trips are assembled when the outcome is committed. */
  assemble: boolean;
}

/**
 * Parses one stored email: sender filter, extraction, trips (organisations), events, webhook events.
 * Only an email still `received` is parsed, so a job run twice (a restart, a re-queue) does the work once.
 */
export function parseStoredEmail(deps: ParseDeps, emailId: string): Promise<void> {
  return parseStoredEmails(deps, [emailId]);
}

/**
 * Parses a batch of stored emails: they are read together (one query, extractions queued side by side on the
 * parse threads), then every outcome, its events, trips and webhook deliveries are committed in one transaction
 * with multi-row statements. Only emails still `received` are claimed, so a batch run twice, or a crash half-way
 * (nothing is committed), parses each email once. Should the batch's transaction fail, each email is committed on
 * its own, so one email that cannot be written does not hold up the others.
 */
export async function parseStoredEmails(deps: ParseDeps, emailIds: readonly string[]): Promise<void> {
  const ids = [...new Set(emailIds)];
  if (ids.length === 0) return;
  const rows = await deps.db
    .select({ email: emails, teamType: teams.type })
    .from(emails)
    .innerJoin(teams, eq(teams.id, emails.teamId))
    .where(and(inArray(emails.id, ids), eq(emails.status, 'received')));
  if (rows.length === 0) return;
  // The sender filter's own domains of every organisation in the batch, in one query.
  const orgTeamIds = [...new Set(rows.filter((row) => row.teamType === 'org').map((row) => row.email.teamId))];
  const domains =
    orgTeamIds.length > 0
      ? await deps.db
          .select({ teamId: filterTeamDomains.teamId, domain: filterTeamDomains.domain, kind: filterTeamDomains.kind })
          .from(filterTeamDomains)
          .where(inArray(filterTeamDomains.teamId, orgTeamIds))
      : [];
  const decide = (teamType: 'org' | 'dev', teamId: string, sender: string): SenderDecision =>
    decideWithDomains(
      teamType,
      sender,
      domains.filter((row) => row.teamId === teamId),
    );

  const outcomes = await Promise.all(rows.map((row) => readEmail(deps, row.email, row.teamType, decide)));
  let deliveryIds: string[];
  try {
    deliveryIds = await commitOutcomes(deps.db, outcomes);
  } catch (error) {
    if (outcomes.length === 1) throw error;
    deps.logger.warn({ err: error, emails: outcomes.length }, 'a batch of parses could not be committed together');
    deliveryIds = [];
    let failure: unknown = null;
    for (const outcome of outcomes) {
      try {
        deliveryIds.push(...(await commitOutcomes(deps.db, [outcome])));
      } catch (single) {
        failure ??= single;
      }
    }
    if (failure) {
      await queueDeliveryAttempts(deps.jobs, deliveryIds);
      throw failure;
    }
  }
  // A crash before this leaves pending deliveries without a job; the worker queues those again when it starts.
  await queueDeliveryAttempts(deps.jobs, deliveryIds);
}

/** Reads one email (its original, the sender filter, the extraction) into its outcome; writes nothing. */
async function readEmail(
  deps: ParseDeps,
  email: StoredEmail,
  teamType: 'org' | 'dev',
  decide: (teamType: 'org' | 'dev', teamId: string, sender: string) => SenderDecision,
): Promise<Outcome> {
  const outcome = (
    status: EmailStatus,
    result: ExtractResult | null,
    reason: string | null,
    eventData: Record<string, unknown>,
    assemble = false,
  ): Outcome => ({ email, status, result, reason, eventData, assemble });
  const raw = await deps.blobs.get(email.blobKey).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  // Retrying cannot bring back a missing original: say so instead of failing the job again and again.
  if (!raw) return outcome('failed', null, 'The stored original of this email is missing', {});

  const extractor = deps.extract ?? extractInProcess;
  /** The extraction; one stopped on its deadline comes back as its error, so the email fails instead of retrying. */
  const extract = (): Promise<ExtractResult | ParseTimeoutError> =>
    extractor(raw, email.receivedAt).catch((error: unknown) => {
      if (error instanceof ParseTimeoutError) return error;
      throw error;
    });
  const timedOut = (error: ParseTimeoutError) =>
    outcome('failed', null, error.message, { timeout_ms: error.timeoutMs });

  const sender = email.fromAddress ?? email.envelopeFrom ?? '';
  let decision = decide(teamType, email.teamId, sender);
  let result: ExtractResult | null = null;
  if (!decision.accepted && teamType === 'org') {
    // A traveler forwarding a booking is not a travel provider: judge the forwarded original's sender instead.
    const read = await extract();
    if (read instanceof ParseTimeoutError) return timedOut(read);
    result = read;
    const original = result.email?.forwardedBy ? result.email.originalFrom : undefined;
    if (original) decision = decide(teamType, email.teamId, original);
  }
  if (!decision.accepted) {
    return outcome('filtered', null, decision.reason ?? 'Filtered out', {
      reason: decision.reason ?? null,
      type: decision.type ?? null,
      sender,
    });
  }
  if (!result) {
    const read = await extract();
    if (read instanceof ParseTimeoutError) return timedOut(read);
    result = read;
  }
  const parsed = result.reservations.length > 0;
  return outcome(
    parsed ? 'parsed' : 'failed',
    result,
    parsed ? null : failureReason(result),
    {
      reservations: result.reservations.length,
      segments: result.segments.length,
      diagnostics: result.diagnostics.filter((d) => d.level !== 'info').length,
      filter: decision.reason ?? null,
    },
    teamType === 'org' && result.segments.length > 0,
  );
}

/** Rows of a raw query, the same on both drivers. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const EVENT_OF_STATUS = { parsed: 'parsed', failed: 'failed', filtered: 'filtered' } as const;

/**
 * Commits outcomes in one transaction: claims the emails still `received` (one statement), assembles the trips of
 * organisations' emails, adds the outcome events (one insert) and records the webhook deliveries (one query, one
 * insert). Returns the ids of the deliveries to queue once committed.
 */
async function commitOutcomes(db: Db, outcomes: readonly Outcome[]): Promise<string[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const values = sql.join(
      outcomes.map(
        (o) =>
          sql`(${o.email.id}, ${o.status}, ${o.reason}, ${
            o.result
              ? JSON.stringify({
                  reservations: o.result.reservations,
                  segments: o.result.segments,
                  diagnostics: o.result.diagnostics,
                })
              : null
          })`,
      ),
      sql`, `,
    );
    // Only the first of two parses of one email running at once (a job queued twice) records its outcome.
    const claimed = new Set(
      rowsOf<{ id: string }>(
        await tx.execute(sql`
          update ${emails} set status = v.status, status_reason = v.reason, result = v.result::jsonb,
            parsed_at = clock_timestamp(), parse_count = ${emails.parseCount} + 1, updated_at = clock_timestamp()
          from (values ${values}) as v(id, status, reason, result)
          where ${emails.id} = v.id and ${emails.status} = 'received'
          returning ${emails.id} as id`),
      ).map((row) => row.id),
    );
    const committed = outcomes.filter((o) => claimed.has(o.email.id));
    if (committed.length === 0) return [];

    // Trips, one email after another (each locks its traveler), in a stable order so two batches never deadlock.
    const assembling = committed.filter((o) => o.assemble).sort((a, b) => a.email.id.localeCompare(b.email.id));
    for (const o of assembling) await assembleEmail(tx, o);

    const events = committed.map((o) => ({
      id: crypto.randomUUID(),
      emailId: o.email.id,
      type: EVENT_OF_STATUS[o.status as keyof typeof EVENT_OF_STATUS] ?? 'failed',
      data: { ...o.eventData, ...(o.reason ? { reason: o.reason } : {}) },
      // After the trip events this transaction wrote for the same email.
      createdAt: nextEventTime(o.email.id),
    }));
    await tx.insert(emailEvents).values(events);
    return recordWebhookDeliveriesOfMany(
      tx,
      committed.map((o, i) => ({
        teamId: o.email.teamId,
        type: o.status === 'parsed' ? 'email.parsed' : o.status === 'filtered' ? 'email.filtered' : 'email.failed',
        emailId: o.email.id,
        eventId: events[i]?.id as string,
        payload: webhookPayload(o.email.id, o.status, o.result, o.reason ?? undefined),
      })),
    );
  });
}

/** An organisation's email: finds or creates its traveler and merges its segments into the traveler's trips. */
async function assembleEmail(tx: Db, o: Outcome): Promise<void> {
  const { email, result } = o;
  if (!result) return;
  const address = result.email?.forwardedBy ?? result.email?.from ?? email.fromAddress;
  if (!address) return;
  const { traveler, created } = await findOrCreateTraveler(tx, email.teamId, address, travelerName(result.segments));
  if (created) await addEmailEvent(tx, email.id, 'traveler.created', { traveler_id: traveler.id, email: address });
  const assembled = await assembleTrips(tx, {
    teamId: email.teamId,
    travelerId: traveler.id,
    emailId: email.id,
    segments: result.segments,
  });
  await addEmailEvent(tx, email.id, 'trip.updated', { traveler_id: traveler.id, ...assembled });
  o.eventData.traveler_id = traveler.id;
}
