import type { ExtractResult, Segment } from '@tripline/extract';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { type EmailStatus, emails, teams } from '../../db/schema.js';
import type { JobSender } from '../../jobs/define-job.js';
import { decideSender } from '../filters/filter-decision.js';
import { findOrCreateTraveler } from '../travelers/travelers.repository.js';
import { assembleTrips } from '../trips/assemble-trips.js';
import { queueDeliveryAttempts, recordWebhookDeliveries } from '../webhooks/webhook-events.js';
import { addEmailEvent } from './email-events.repository.js';
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

/**
 * Parses one stored email: sender filter, extraction, trips (organisations), events, webhook events.
 * Only an email still `received` is parsed, so a job run twice (a restart, a re-queue) does the work once.
 */
export async function parseStoredEmail(deps: ParseDeps, emailId: string): Promise<void> {
  const [row] = await deps.db
    .select({ email: emails, teamType: teams.type })
    .from(emails)
    .innerJoin(teams, eq(teams.id, emails.teamId))
    .where(eq(emails.id, emailId))
    .limit(1);
  if (row?.email.status !== 'received') return;
  const { email, teamType } = row;
  const raw = await deps.blobs.get(email.blobKey).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!raw) {
    // Retrying cannot bring back a missing original: say so instead of failing the job again and again.
    await finish(deps, email.id, email.teamId, 'failed', null, 'The stored original of this email is missing', {});
    return;
  }

  const extractor = deps.extract ?? extractInProcess;
  /** The extraction; one stopped on its deadline comes back as its error, so the email fails instead of retrying. */
  const extract = (bytes: Uint8Array, at: Date): Promise<ExtractResult | ParseTimeoutError> =>
    extractor(bytes, at).catch((error: unknown) => {
      if (error instanceof ParseTimeoutError) return error;
      throw error;
    });
  const failTimedOut = (error: ParseTimeoutError) =>
    finish(deps, email.id, email.teamId, 'failed', null, error.message, { timeout_ms: error.timeoutMs });
  const sender = email.fromAddress ?? email.envelopeFrom ?? '';
  let decision = await decideSender(deps.db, email.teamId, sender);
  let result: ExtractResult | null = null;
  if (!decision.accepted && teamType === 'org') {
    // A traveler forwarding a booking is not a travel provider: judge the forwarded original's sender instead.
    const read = await extract(raw, email.receivedAt);
    if (read instanceof ParseTimeoutError) return failTimedOut(read);
    result = read;
    const original = result.email?.forwardedBy ? result.email.originalFrom : undefined;
    if (original) decision = await decideSender(deps.db, email.teamId, original);
  }
  if (!decision.accepted) {
    await finish(deps, email.id, email.teamId, 'filtered', null, decision.reason ?? 'Filtered out', {
      reason: decision.reason ?? null,
      type: decision.type ?? null,
      sender,
    });
    return;
  }

  if (!result) {
    const read = await extract(raw, email.receivedAt);
    if (read instanceof ParseTimeoutError) return failTimedOut(read);
    result = read;
  }
  const parsed = result.reservations.length > 0;
  const status: EmailStatus = parsed ? 'parsed' : 'failed';
  await finish(
    deps,
    email.id,
    email.teamId,
    status,
    result,
    parsed ? null : failureReason(result),
    {
      reservations: result.reservations.length,
      segments: result.segments.length,
      diagnostics: result.diagnostics.filter((d) => d.level !== 'info').length,
      filter: decision.reason ?? null,
    },
    async (tx, eventData) => {
      if (teamType !== 'org' || !result || result.segments.length === 0) return;
      const address = result.email?.forwardedBy ?? result.email?.from ?? email.fromAddress;
      if (!address) return;
      const { traveler, created } = await findOrCreateTraveler(
        tx,
        email.teamId,
        address,
        travelerName(result.segments),
      );
      if (created) await addEmailEvent(tx, email.id, 'traveler.created', { traveler_id: traveler.id, email: address });
      const outcome = await assembleTrips(tx, {
        teamId: email.teamId,
        travelerId: traveler.id,
        emailId: email.id,
        segments: result.segments,
      });
      await addEmailEvent(tx, email.id, 'trip.updated', { traveler_id: traveler.id, ...outcome });
      eventData.traveler_id = traveler.id;
    },
  );
}

/**
 * Records the outcome, its event and its webhook deliveries in one transaction, then queues the deliveries'
 * first attempts. A crash between the two leaves pending deliveries without a job; the worker queues those
 * again when it starts (`requeueUndelivered`).
 */
async function finish(
  deps: ParseDeps,
  emailId: string,
  teamId: string,
  status: EmailStatus,
  result: ExtractResult | null,
  reason: string | null,
  eventData: Record<string, unknown>,
  assemble?: (tx: Db, eventData: Record<string, unknown>) => Promise<void>,
): Promise<void> {
  const deliveryIds = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Only the first of two parses of one email running at once (a job queued twice) records its outcome.
    const claimed = await tx
      .update(emails)
      .set({
        status,
        statusReason: reason,
        result: result
          ? { reservations: result.reservations, segments: result.segments, diagnostics: result.diagnostics }
          : null,
        parsedAt: new Date(),
        parseCount: sql`${emails.parseCount} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(emails.id, emailId), eq(emails.status, 'received')))
      .returning({ id: emails.id });
    if (claimed.length === 0) return [];
    if (assemble) await assemble(tx, eventData);
    const eventId = await addEmailEvent(
      tx,
      emailId,
      status === 'parsed' ? 'parsed' : status === 'failed' ? 'failed' : 'filtered',
      { ...eventData, ...(reason ? { reason } : {}) },
    );
    return recordWebhookDeliveries(tx, teamId, {
      type: status === 'parsed' ? 'email.parsed' : status === 'failed' ? 'email.failed' : 'email.filtered',
      emailId,
      eventId,
      payload: webhookPayload(emailId, status, result, reason ?? undefined),
    });
  });
  await queueDeliveryAttempts(deps.jobs, deliveryIds);
}
