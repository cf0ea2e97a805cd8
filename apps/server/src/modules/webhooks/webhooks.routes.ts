import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listEmailCallbacksEndpoint,
  listWebhooksEndpoint,
  roleSetHasPermission,
  type TeamType,
  testWebhookEndpoint,
  updateWebhookEndpoint,
  WEBHOOK_STATUSES,
} from '@tripline/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { emails } from '../../db/schema.js';
import { AppError, invalidFields, notFound } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { encryptSecret } from '../applications/secret-box.js';
import { queueDelivery } from './webhook-events.js';
import { newWebhookSecret } from './webhook-signature.js';
import { webhookUrlProblem } from './webhook-url-check.js';
import {
  deleteWebhook,
  findWebhook,
  insertWebhook,
  listEmailCallbacks,
  listWebhooks,
  toWebhookDto,
  updateWebhook,
} from './webhooks.repository.js';

const tags = ['webhooks'];

/** A team's webhooks and the callbacks made for its emails. */
export function webhookRoutes(type: TeamType): FastifyPluginAsyncZod<{ deps: AppDeps }> {
  return async (app, { deps }) => {
    const { db } = deps.database;
    const key = deps.config.encryptionKey;

    async function checkUrl(url: string) {
      const problem = await webhookUrlProblem(url, deps.config.allowPrivateNetworkTargets);
      if (problem) throw invalidFields({ url: [problem] });
    }

    app.route({
      ...endpointRoute(listWebhooksEndpoint[type], { tags }),
      handler: async (request) => {
        const { team, roles } = requireTeam(request);
        const rows = await listWebhooks(db, team.id);
        const withSecret = roleSetHasPermission(roles, 'edit-webhooks');
        const groups = WEBHOOK_STATUSES.map((status) => ({
          status,
          count: rows.filter((row) => row.status === status).length,
        })).filter((group) => group.count > 0);
        return { data: rows.map((row) => toWebhookDto(row, key, withSecret)), meta: { groups } };
      },
    });

    app.route({
      ...endpointRoute(createWebhookEndpoint[type], { tags }),
      handler: async (request, reply) => {
        const { team } = requireTeam(request);
        await checkUrl(request.body.url);
        const row = await insertWebhook(db, {
          teamId: team.id,
          url: request.body.url,
          description: request.body.description ?? null,
          eventTypes: [...new Set(request.body.event_types)],
          secretEncrypted: encryptSecret(key, newWebhookSecret()),
        });
        return reply.status(201).send({ data: toWebhookDto(row, key, true) });
      },
    });

    app.route({
      ...endpointRoute(getWebhookEndpoint[type], { tags }),
      handler: async (request) => {
        const { team, roles } = requireTeam(request);
        const row = await findWebhook(db, team.id, request.params.webhookId);
        if (!row) throw notFound('The webhook');
        return { data: toWebhookDto(row, key, roleSetHasPermission(roles, 'edit-webhooks')) };
      },
    });

    app.route({
      ...endpointRoute(updateWebhookEndpoint[type], { tags }),
      handler: async (request) => {
        const { team } = requireTeam(request);
        const { url, description, event_types: eventTypes, status } = request.body;
        if (url !== undefined) await checkUrl(url);
        const row = await updateWebhook(db, team.id, request.params.webhookId, {
          ...(url !== undefined ? { url } : {}),
          ...(description !== undefined ? { description } : {}),
          ...(eventTypes !== undefined ? { eventTypes: [...new Set(eventTypes)] } : {}),
          // Switching a webhook on again starts its failure clock afresh.
          ...(status !== undefined ? { status, failingSince: null } : {}),
        });
        if (!row) throw notFound('The webhook');
        return { data: toWebhookDto(row, key, true) };
      },
    });

    app.route({
      ...endpointRoute(deleteWebhookEndpoint[type], { tags }),
      handler: async (request, reply) => {
        const { team } = requireTeam(request);
        if (!(await deleteWebhook(db, team.id, request.params.webhookId))) throw notFound('The webhook');
        return reply.status(204).send();
      },
    });

    app.route({
      ...endpointRoute(testWebhookEndpoint[type], { tags }),
      handler: async (request, reply) => {
        const { team } = requireTeam(request);
        const row = await findWebhook(db, team.id, request.params.webhookId);
        if (!row) throw notFound('The webhook');
        if (row.status === 'disabled')
          throw new AppError('conflict', 'Enable the webhook before sending a test event.');
        const eventId = `evt_${crypto.randomUUID().replaceAll('-', '')}`;
        const payload = { test: true, email_id: null, reservations: [], segments: [] };
        const deliveryId = await queueDelivery({ db, work: deps.work }, team.id, row.id, {
          type: 'webhook.test',
          emailId: null,
          eventId,
          payload,
        });
        return reply.status(202).send({ data: { event_id: eventId, delivery_id: deliveryId as string } });
      },
    });

    app.route({
      ...endpointRoute(listEmailCallbacksEndpoint[type], { tags }),
      handler: async (request) => {
        const { team, roles } = requireTeam(request);
        const [email] = await db
          .select({ id: emails.id })
          .from(emails)
          .where(and(eq(emails.teamId, team.id), eq(emails.id, request.params.emailId)))
          .limit(1);
        if (!email) throw notFound('The email');
        const callbacks = await listEmailCallbacks(db, team.id, email.id, request.query.event_id);
        // Email readers see that a callback was made; where it went and what came back is webhooks' to show.
        if (roleSetHasPermission(roles, 'read-webhooks')) return { data: callbacks };
        return { data: callbacks.map((callback) => ({ ...callback, webhook_url: null, response_excerpt: null })) };
      },
    });
  };
}
