import { WEBHOOK_EVENT_TYPES } from '@tripline/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { emails } from '../db/schema.js';
import { insertApplication } from '../modules/applications/applications.repository.js';
import { newClientSecret } from '../modules/applications/client-credentials.js';
import { encryptSecret } from '../modules/applications/secret-box.js';
import { upsertTeamDomain } from '../modules/filters/filters.repository.js';
import { parseStoredEmails } from '../modules/ingest/parse-email.js';
import { receiveMessage } from '../modules/ingest/receive-message.js';
import type { MailboxRow } from '../modules/mailboxes/mailboxes.repository.js';
import { generateReport } from '../modules/reports/generate-report.js';
import { insertReport } from '../modules/reports/reports.repository.js';
import { newWebhookSecret } from '../modules/webhooks/webhook-signature.js';
import { insertWebhook } from '../modules/webhooks/webhooks.repository.js';
import {
  DEMO_BLOCKED_DOMAIN,
  DEMO_BOOKINGS,
  DEMO_PEOPLE,
  type DemoBooking,
  readSample,
  type SampleFacts,
  scheduleBookings,
} from './demo-bookings.js';
import { headerValue, rewriteSample } from './rewrite-sample.js';

export interface DemoMailDeps {
  db: Db;
  blobs: BlobStore;
  config: Pick<Config, 'encryptionKey' | 'inboundDomain'>;
  logger: Logger;
}

export interface DemoTeams {
  org: { id: string; mailbox: MailboxRow };
  dev: { id: string; mailbox: MailboxRow };
  ownerId: string;
}

/**
 * Where the developer team's webhook points: a host under `.example`, which never resolves (RFC 2606), so every
 * delivery attempt fails visibly with that reason and is retried on the schedule (decision 048).
 */
export const DEMO_WEBHOOK_URL = 'https://hooks.itinerary-labs.example/tripline';

/** A demo email, rewritten and dated, ready to be received. */
export interface DemoMessage {
  booking: DemoBooking;
  raw: Buffer;
  receivedAt: Date;
  /** Days its dates moved by. */
  days: number;
}

/** The demo's emails relative to `now`, rewritten for the demo's people, oldest first. */
export function demoMessages(now: Date, bookings: readonly DemoBooking[] = DEMO_BOOKINGS): DemoMessage[] {
  const facts = new Map<string, SampleFacts>(bookings.map((b) => [b.sample, readSample(b.sample)]));
  const shifts = scheduleBookings(bookings, facts, now);
  return bookings
    .map((booking) => {
      const days = shifts.get(booking.sample) ?? 0;
      const person = DEMO_PEOPLE[booking.person];
      if (!person) throw new Error(`The demo has no person ${booking.person}`);
      const rewritten = rewriteSample((facts.get(booking.sample) as SampleFacts).text, {
        days,
        people: [{ from: booking.was, to: person }],
        recipient: person.address,
      });
      // Mail takes a minute or two to arrive.
      const receivedAt = new Date((rewritten.sentAt ?? now).getTime() + 90_000);
      return { booking, raw: Buffer.from(rewritten.text, 'utf8'), receivedAt, days };
    })
    .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
}

/**
 * Sends the demo's mail through the real pipeline: each email is received into its team's mailbox (dated when it
 * would have arrived), then parsed in the order it arrived — sender filter, extraction, travelers and trips,
 * webhook deliveries — as the parse queue would. The developer team gets two applications and a webhook first, so
 * its parses leave deliveries; the organisation blocks a newsletter domain first, so that mail is filtered out.
 * Ends with reports of both teams generated. Returns how many emails it fed.
 */
export async function feedDemoMail(deps: DemoMailDeps, teams: DemoTeams, now = new Date()): Promise<number> {
  const { db, config } = deps;
  const key = config.encryptionKey;
  for (const [name, description] of [
    ['Itinerary Labs iOS', 'The mobile app: reads trips for its users.'],
    ['Back-office sync', 'Nightly export of parsed trips to the CRM.'],
  ] as const) {
    await insertApplication(db, key, { teamId: teams.dev.id, name, description, secret: newClientSecret() });
  }
  await insertWebhook(db, {
    teamId: teams.dev.id,
    url: DEMO_WEBHOOK_URL,
    description: 'Parsed trips for the mobile app',
    eventTypes: [...WEBHOOK_EVENT_TYPES],
    secretEncrypted: encryptSecret(key, newWebhookSecret()),
  });
  // The demo's own setup, as a super-admin would make it: the domain is new, so nothing existing changes.
  await upsertTeamDomain(db, teams.org.id, DEMO_BLOCKED_DOMAIN, 'block', true);

  const messages = demoMessages(now);
  const ids: string[] = [];
  const following: string[] = [];
  const quiet = { emailsReceived: () => {}, deliveriesQueued: () => {} };
  for (const message of messages) {
    const { mailbox } = message.booking.team === 'org' ? teams.org : teams.dev;
    const head = message.raw.subarray(0, 4096).toString('utf8');
    const received = await receiveMessage(
      { db, blobs: deps.blobs, work: quiet },
      {
        mailbox,
        raw: message.raw,
        via: 'smtp',
        envelopeFrom: /<([^>]+)>/.exec(headerValue(head, 'From') ?? '')?.[1] ?? null,
        recipient: `${mailbox.localPart}@${config.inboundDomain}`,
        receivedAt: message.receivedAt,
      },
    );
    (message.booking.follows ? following : ids).push(received.id);
  }
  // One at a time (the engine's time budget is per email, in wall time), what changes a booking (a cancellation)
  // after the booking.
  const parse = { db, blobs: deps.blobs, deliveries: quiet, logger: deps.logger };
  for (const id of [...ids, ...following]) await parseStoredEmails(parse, [id]);

  await generateDemoReports(deps, teams, now);
  return ids.length + following.length;
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** A report or two of each team, generated as the report job does. */
async function generateDemoReports(deps: DemoMailDeps, teams: DemoTeams, now: Date): Promise<void> {
  const yearAgo = new Date(now.getTime() - 365 * 86_400_000);
  const quarterAgo = new Date(now.getTime() - 90 * 86_400_000);
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  const requests = [
    { teamId: teams.org.id, type: 'flight_spend', name: 'Flight spend, last 12 months', from: yearAgo },
    { teamId: teams.org.id, type: 'all_segments', name: 'All bookings, last quarter', from: quarterAgo },
    { teamId: teams.dev.id, type: 'email', name: 'Parsed emails, last 30 days', from: monthAgo },
  ] as const;
  const generate = { db: deps.db, blobs: deps.blobs, logger: deps.logger, inboundDomain: deps.config.inboundDomain };
  for (const request of requests) {
    const report = await insertReport(deps.db, {
      teamId: request.teamId,
      createdBy: teams.ownerId,
      type: request.type,
      name: request.name,
      startDate: isoDay(request.from),
      endDate: isoDay(now),
    });
    await generateReport(generate, report.id);
  }
}

/** The demo's emails by status, per team: what the log line says when the demo is ready. */
export async function demoEmailCounts(db: Db, teamIds: readonly string[]): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: emails.status })
    .from(emails)
    .where(inArray(emails.teamId, [...teamIds]))
    .orderBy(asc(emails.receivedAt));
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
}
