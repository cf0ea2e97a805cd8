import type { Db } from '../../db/client.js';
import type { JobSender } from '../../jobs/define-job.js';
import { pollImapJob } from '../../jobs/definitions/poll-imap.js';
import { type PollDeps, pollIntegration } from './imap-poller.js';
import { findIntegration, findIntegrationsWithoutRecentPoll, updateIntegration } from './integrations.repository.js';

/** Every active integration is polled once a minute. */
export const POLL_INTERVAL_SECONDS = 60;

/**
 * Starts a fresh schedule for an integration: each poll job sends the next one a minute later, carrying the
 * chain's token; a job whose token is no longer the integration's (a newer chain replaced it) ends its chain.
 */
export async function startPollChain(db: Db, jobs: JobSender, integrationId: string): Promise<void> {
  const chain = crypto.randomUUID();
  await updateIntegration(db, integrationId, { pollChain: chain });
  await jobs.send(pollImapJob, { integrationId, chain });
}

/** The poll job: polls when the chain is still current, then books the next poll. */
export async function runScheduledPoll(
  deps: PollDeps & { jobs: JobSender },
  payload: { integrationId: string; chain: string },
): Promise<void> {
  const row = await findIntegration(deps.db, payload.integrationId);
  if (!row || row.pollChain !== payload.chain || row.status === 'disabled') return;
  await pollIntegration(deps, row.id);
  await deps.jobs.send(pollImapJob, payload, { startAfter: new Date(Date.now() + POLL_INTERVAL_SECONDS * 1000) });
}

/** At start: integrations not polled for a few intervals lost their schedule (a crash between jobs) and get a new one. */
export async function resumeImapPolls(db: Db, jobs: JobSender): Promise<number> {
  const stale = await findIntegrationsWithoutRecentPoll(db, new Date(Date.now() - 3 * POLL_INTERVAL_SECONDS * 1000));
  for (const id of stale) await startPollChain(db, jobs, id);
  return stale.length;
}
