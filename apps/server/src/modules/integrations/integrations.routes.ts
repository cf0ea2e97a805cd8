import { setTimeout as sleep } from 'node:timers/promises';
import {
  createIntegrationEndpoint,
  deleteIntegrationEndpoint,
  getIntegrationEndpoint,
  listIntegrationsEndpoint,
  pollIntegrationEndpoint,
  testIntegrationEndpoint,
  updateIntegrationEndpoint,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { blobStoreOf } from '../../blobs/configured-blob-store.js';
import { AppError, invalidFields, notFound } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { listMeta, pageWindow, parseSort } from '../../http/pagination.js';
import { resolveOutboundHost } from '../../net/outbound-address.js';
import { encryptSecret } from '../applications/secret-box.js';
import { findTeamMailbox } from '../mailboxes/mailboxes.repository.js';
import { describeImapError } from './imap-connection.js';
import { checkImapConnection, imapTarget, pollIntegration } from './imap-poller.js';
import {
  deleteIntegration,
  findTeamIntegration,
  INTEGRATION_SORTS,
  insertIntegration,
  listIntegrations,
  toIntegration,
  updateIntegration,
} from './integrations.repository.js';
import { startPollChain } from './poll-schedule.js';

const tags = ['integrations'];
/** How long Poll now waits for a scheduled poll that holds the folder. */
const BUSY_WAIT_MS = 20_000;

/** IMAP integrations of an organisation: an outside mail folder polled into one of its mailboxes. */
export const integrationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const blobs = blobStoreOf(deps.config);
  const key = deps.config.encryptionKey;

  const load = async (teamId: string, id: string) => {
    const row = await findTeamIntegration(db, teamId, id);
    if (!row) throw notFound('The integration');
    return row;
  };
  const allowPrivate = deps.config.allowPrivateNetworkTargets;
  /** The same address rules as webhook URLs: a server inside our own network is refused, not connected to. */
  const assertReachableHost = async (host: string) => {
    const { problem } = await resolveOutboundHost(host, allowPrivate);
    if (problem) throw invalidFields({ host: [`${problem}: enter the IMAP server's public name or address.`] });
  };
  const assertTeamMailbox = async (teamId: string, mailboxId: string) => {
    if (!(await findTeamMailbox(db, teamId, mailboxId))) {
      throw invalidFields({ mailbox_id: ['Choose one of this team’s mailboxes.'] });
    }
  };

  app.route({
    ...endpointRoute(listIntegrationsEndpoint, { tags }),
    handler: async (request) => {
      const { team } = requireTeam(request);
      const sort = parseSort(request.query.sort, INTEGRATION_SORTS, { field: 'created', direction: 'desc' });
      const { rows, total } = await listIntegrations(db, team.id, sort, pageWindow(request.query));
      return { data: rows.map(toIntegration), meta: listMeta(request.query, total) };
    },
  });

  app.route({
    ...endpointRoute(createIntegrationEndpoint, { tags }),
    handler: async (request, reply) => {
      const { team } = requireTeam(request);
      const { password, mailbox_id, ...rest } = request.body;
      await assertTeamMailbox(team.id, mailbox_id);
      await assertReachableHost(rest.host);
      const row = await insertIntegration(db, {
        ...rest,
        teamId: team.id,
        mailboxId: mailbox_id,
        passwordEncrypted: encryptSecret(key, password),
      });
      await startPollChain(db, deps.jobs, row.id);
      return reply.status(201).send({ data: toIntegration(row) });
    },
  });

  app.route({
    ...endpointRoute(getIntegrationEndpoint, { tags }),
    handler: async (request) => ({
      data: toIntegration(await load(requireTeam(request).team.id, request.params.id)),
    }),
  });

  app.route({
    ...endpointRoute(updateIntegrationEndpoint, { tags }),
    handler: async (request) => {
      const { team } = requireTeam(request);
      const row = await load(team.id, request.params.id);
      const { password, mailbox_id, enabled, ...rest } = request.body;
      if (mailbox_id !== undefined) await assertTeamMailbox(team.id, mailbox_id);
      if (rest.host !== undefined) await assertReachableHost(rest.host);
      const movedFolder =
        (rest.host !== undefined && rest.host !== row.host) ||
        (rest.username !== undefined && rest.username !== row.username) ||
        (rest.folder !== undefined && rest.folder !== row.folder);
      await updateIntegration(db, row.id, {
        ...rest,
        ...(mailbox_id === undefined ? {} : { mailboxId: mailbox_id }),
        ...(password === undefined ? {} : { passwordEncrypted: encryptSecret(key, password) }),
        // Another folder has UIDs of its own: read it from its start.
        ...(movedFolder ? { uidValidity: null, lastUid: 0 } : {}),
        ...(enabled === false ? { status: 'disabled' as const, pollChain: null } : {}),
        ...(enabled === true && row.status === 'disabled' ? { status: 'active' as const, lastError: null } : {}),
      });
      if (enabled === true && row.status === 'disabled') await startPollChain(db, deps.jobs, row.id);
      return { data: toIntegration(await load(team.id, row.id)) };
    },
  });

  app.route({
    ...endpointRoute(deleteIntegrationEndpoint, { tags }),
    handler: async (request, reply) => {
      const { team } = requireTeam(request);
      await load(team.id, request.params.id);
      await deleteIntegration(db, team.id, request.params.id);
      return reply.status(204).send();
    },
  });

  app.route({
    ...endpointRoute(testIntegrationEndpoint, { tags }),
    handler: async (request) => {
      const row = await load(requireTeam(request).team.id, request.params.id);
      const target = imapTarget(row, key);
      try {
        const { messages } = await checkImapConnection(target, allowPrivate);
        const message = `Signed in to ${row.host} and opened "${row.folder}" (${messages} messages).`;
        return { data: { ok: true, message, messages } };
      } catch (error) {
        const message = describeImapError(error, target);
        request.log.warn({ integration: row.id, err: error }, 'IMAP connection test failed');
        return { data: { ok: false, message, messages: null } };
      }
    },
  });

  app.route({
    ...endpointRoute(pollIntegrationEndpoint, { tags }),
    handler: async (request) => {
      const { team } = requireTeam(request);
      const row = await load(team.id, request.params.id);
      if (row.status === 'disabled') throw new AppError('conflict', 'This integration is disabled; enable it first.');
      const pollDeps = {
        db,
        blobs,
        jobs: deps.jobs,
        work: deps.work,
        encryptionKey: key,
        allowPrivateNetworkTargets: allowPrivate,
      };
      let outcome = await pollIntegration(pollDeps, row.id);
      // A scheduled poll holding the folder usually ends within seconds: wait for it, then poll after it.
      for (let waited = 0; outcome.busy && waited < BUSY_WAIT_MS; waited += 500) {
        await sleep(500);
        outcome = await pollIntegration(pollDeps, row.id);
      }
      if (outcome.busy) throw new AppError('conflict', 'A poll of this integration is already running.');
      if (outcome.error) request.log.warn({ integration: row.id, reason: outcome.error }, 'IMAP poll failed');
      return { data: { stored: outcome.stored, integration: toIntegration(await load(team.id, row.id)) } };
    },
  });
};
