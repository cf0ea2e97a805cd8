import type { ExtractResult } from '@tripline/extract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { emailEvents, emailOriginals, emails, teams } from '../../db/schema.js';
import { dropNulDeep } from '../../lib/without-nul.js';
import { isWaitingForParse, type ParseOutcomeStatus, recordParseOutcomes } from '../emails/email-lifecycle.js';
import { decideWithDomains, type SenderDecision } from '../filters/filter-decision.js';
import { listTeamDomainsOf } from '../filters/filters.repository.js';
import type { EmailAddressing } from '../travelers/resolve-travelers.js';
import type { DeliveryQueueSignal } from '../webhooks/delivery-queue.js';
import { recordEmailOutcomeDeliveries } from '../webhooks/webhook-events.js';
import { assembleOrganisationEmail, emailAddressing } from './assemble-email.js';
import { nextEventTime } from './email-events.repository.js';
import { readOriginal } from './email-originals.js';
import { type EmailExtractor, extractInProcess, ParseTimeoutError } from './extract-pool.js';

export interface ParseDeps {
  db: Db;
  blobs: BlobStore;
  /** Woken when a parse leaves webhook deliveries. */
  deliveries: DeliveryQueueSignal;
  logger: Logger;
  /** Where the CPU-heavy extraction runs: the parse worker threads in the server, in-process when absent. */
  extract?: EmailExtractor;
}

/**
 * What an email keeps of its reading: reservations, segments, diagnostics, and who forwarded it (which assigning its
 * waiting segments later needs, to keep that address).
 */
export function storedResult(result: ExtractResult) {
  const forwardedBy = result.email?.forwardedBy;
  return {
    reservations: result.reservations,
    segments: result.segments,
    diagnostics: result.diagnostics,
    ...(forwardedBy ? { email: { forwardedBy } } : {}),
  };
}

function failureReason(result: ExtractResult): string {
  const error = result.diagnostics.find((d) => d.level === 'error');
  return error?.message ?? 'No reservation was found in this email';
}

type StoredEmail = typeof emails.$inferSelect;

/** What reading one email decided, before anything is written. */
interface Outcome {
  email: StoredEmail;
  status: ParseOutcomeStatus;
  result: ExtractResult | null;
  reason: string | null;
  eventData: Record<string, unknown>;
  /** An organisation's email with segments: its travelers and trips are assembled when the outcome is committed. */
  assemble: boolean;
  /** Who forwarded the email and whom it was sent to, which tell whose booking it is. */
  addressing?: EmailAddressing;
}

/**
 * Parses one stored email: sender filter, extraction, trips (organisations), events, webhook events.
 * Only an email still `received` is parsed, so a parse run twice (a restart, a lease run out) does the work once.
 */
export function parseStoredEmail(deps: ParseDeps, emailId: string): Promise<void> {
  return parseStoredEmails(deps, [emailId]);
}

/**
 * Parses a batch of stored emails: they are read together (one query with the originals kept beside them,
 * extractions queued side by side on the parse threads), then every outcome, its events, trips and webhook
 * deliveries are committed in one transaction with multi-row statements. Only emails still `received` are
 * claimed, so a batch run twice, or a crash half-way (nothing is committed), parses each email once. Should the
 * batch's transaction fail, each email is committed on its own, so one email that cannot be written does not hold
 * up the others; the first failure is thrown once the others are committed.
 */
export async function parseStoredEmails(deps: ParseDeps, emailIds: readonly string[]): Promise<void> {
  const ids = [...new Set(emailIds)];
  if (ids.length === 0) return;
  const rows = await deps.db
    .select({ email: emails, teamType: teams.type, raw: emailOriginals.raw })
    .from(emails)
    .innerJoin(teams, eq(teams.id, emails.teamId))
    .leftJoin(emailOriginals, eq(emailOriginals.emailId, emails.id))
    .where(and(inArray(emails.id, ids), isWaitingForParse));
  if (rows.length === 0) return;
  // The sender filter's own domains of every organisation in the batch, in one query.
  const orgTeamIds = [...new Set(rows.filter((row) => row.teamType === 'org').map((row) => row.email.teamId))];
  const domains = await listTeamDomainsOf(deps.db, orgTeamIds);
  const decide = (teamType: 'org' | 'dev', teamId: string, sender: string): SenderDecision =>
    decideWithDomains(
      teamType,
      sender,
      domains.filter((row) => row.teamId === teamId),
    );

  const outcomes = await Promise.all(rows.map((row) => readEmail(deps, row, decide)));
  await commitEach(deps, outcomes);
}

/** Commits outcomes together, or each on its own when they cannot be; wakes the delivery queue for what they left. */
async function commitEach(deps: ParseDeps, outcomes: readonly Outcome[]): Promise<void> {
  let deliveries = 0;
  try {
    deliveries = await commitOutcomes(deps.db, outcomes);
  } catch (error) {
    if (outcomes.length === 1) throw error;
    deps.logger.warn({ err: error, emails: outcomes.length }, 'a batch of parses could not be committed together');
    let failure: unknown = null;
    for (const outcome of outcomes) {
      try {
        deliveries += await commitOutcomes(deps.db, [outcome]);
      } catch (single) {
        failure ??= single;
      }
    }
    if (deliveries > 0) deps.deliveries.deliveriesQueued();
    if (failure) throw failure;
    return;
  }
  if (deliveries > 0) deps.deliveries.deliveriesQueued();
}

/**
 * Fails emails still `received` that could not be parsed after every attempt, with the reason, their event and
 * webhook deliveries, so they do not wait for ever.
 */
export async function failStoredEmails(deps: ParseDeps, emailIds: readonly string[], reason: string): Promise<void> {
  if (emailIds.length === 0) return;
  const rows = await deps.db
    .select()
    .from(emails)
    .where(and(inArray(emails.id, [...emailIds]), isWaitingForParse));
  await commitEach(
    deps,
    rows.map((email) => ({ email, status: 'failed', result: null, reason, eventData: {}, assemble: false })),
  );
}

/** Reads one email (its original, the sender filter, the extraction) into its outcome; writes nothing. */
async function readEmail(
  deps: ParseDeps,
  stored: { email: StoredEmail; teamType: 'org' | 'dev'; raw: Buffer | null },
  decide: (teamType: 'org' | 'dev', teamId: string, sender: string) => SenderDecision,
): Promise<Outcome> {
  const { email, teamType } = stored;
  const outcome = (
    status: ParseOutcomeStatus,
    result: ExtractResult | null,
    reason: string | null,
    eventData: Record<string, unknown>,
    assemble = false,
    addressing?: EmailAddressing,
  ): Outcome => ({ email, status, result, reason, eventData, assemble, ...(addressing ? { addressing } : {}) });
  const raw = stored.raw ?? (email.blobKey ? await readOriginal(deps, email) : null);
  // Retrying cannot bring back a missing original: say so instead of failing the job again and again.
  if (!raw) return outcome('failed', null, 'The stored original of this email is missing', {});

  const extractor = deps.extract ?? extractInProcess;
  /**
   * The extraction, kept without NUL characters (a message's text may hold them, stored JSON and text may not); one
   * stopped on its deadline comes back as its error, so the email fails instead of retrying.
   */
  const extract = (): Promise<ExtractResult | ParseTimeoutError> =>
    extractor(raw, email.receivedAt).then(dropNulDeep, (error: unknown) => {
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
  const addressing = emailAddressing(raw, result, email.toAddress);
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
    addressing,
  );
}

const EVENT_OF_STATUS = { parsed: 'parsed', failed: 'failed', filtered: 'filtered' } as const;

/**
 * Commits outcomes in one transaction: records the outcomes of the emails still `received` (one statement),
 * assembles the trips of organisations' emails, adds the outcome events (one insert) and records the webhook deliveries (one query, one
 * insert). Returns how many deliveries it recorded.
 */
async function commitOutcomes(db: Db, outcomes: readonly Outcome[]): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Only the first of two parses of one email running at once (a job queued twice) records its outcome.
    const claimed = await recordParseOutcomes(
      tx,
      outcomes.map((o) => ({
        id: o.email.id,
        status: o.status,
        reason: o.reason,
        result: o.result ? storedResult(o.result) : null,
      })),
    );
    const committed = outcomes.filter((o) => claimed.has(o.email.id));
    if (committed.length === 0) return 0;

    // Trips, one email after another (each locks its traveler), in a stable order so two batches never deadlock.
    const assembling = committed.filter((o) => o.assemble).sort((a, b) => a.email.id.localeCompare(b.email.id));
    for (const o of assembling) {
      if (!o.result || !o.addressing) continue;
      const assembled = await assembleOrganisationEmail(tx, o.email, o.result.segments, o.addressing);
      Object.assign(o.eventData, assembled);
    }

    const events = committed.map((o) => ({
      id: crypto.randomUUID(),
      emailId: o.email.id,
      type: EVENT_OF_STATUS[o.status],
      data: { ...o.eventData, ...(o.reason ? { reason: o.reason } : {}) },
      // After the trip events this transaction wrote for the same email.
      createdAt: nextEventTime(o.email.id),
    }));
    await tx.insert(emailEvents).values(events);
    const deliveries = await recordEmailOutcomeDeliveries(
      tx,
      committed.map((o, i) => ({
        teamId: o.email.teamId,
        emailId: o.email.id,
        eventId: events[i]?.id as string,
        status: o.status,
        result: o.result,
        reason: o.reason,
      })),
    );
    return deliveries.length;
  });
}
