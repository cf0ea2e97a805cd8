import { createHash } from 'node:crypto';
import {
  RAW_MESSAGE_CONTENT_TYPE,
  roleSetHasPermission,
  rolesOnTeam,
  type TeamType,
  uploadMessageEndpoint,
} from '@tripline/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TimedCache } from '../../access/session-cache.js';
import type { AppDeps } from '../../app-deps.js';
import { blobStoreOf } from '../../blobs/configured-blob-store.js';
import { mailboxes, teams } from '../../db/schema.js';
import { AppError, forbidden, notFound, unauthenticated } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { authenticateClient } from '../applications/client-credentials.js';
import type { MailboxRow } from '../mailboxes/mailboxes.repository.js';
import { looksLikeMessage } from './message-headers.js';
import { receiveMessage } from './receive-message.js';

declare module 'fastify' {
  interface FastifyRequest {
    uploadMailbox?: MailboxRow;
  }
}

/**
 * POST {base}/mailboxes/:id/messages: a raw message (message/rfc822) into a mailbox, as if it came over SMTP.
 * Callers are an application of the team (HTTP Basic client id and secret) or a signed-in user who may add emails.
 */
export function messageUploadRoutes(type: TeamType): FastifyPluginAsyncZod<{ deps: AppDeps }> {
  const endpoint = uploadMessageEndpoint[type];
  return async (app, { deps }) => {
    const { db } = deps.database;
    const blobs = blobStoreOf(deps.config);
    app.addContentTypeParser(
      RAW_MESSAGE_CONTENT_TYPE,
      { parseAs: 'buffer', bodyLimit: deps.config.maxMessageBytes },
      (_request, body, done) => done(null, body),
    );

    // An upload's client and mailbox, looked up once and reused for a few seconds like sessions (decision 031):
    // cleared by any change made through the API (a new secret, a deleted mailbox or application).
    const clients = app.accessCaches.add(new TimedCache<{ teamId: string; applicationId: string }>());
    const targets = app.accessCaches.add(new TimedCache<{ teamId: string; mailbox: MailboxRow | null } | null>());
    const clientOf = async (authorization: string) => {
      const key = createHash('sha256').update(authorization).digest('base64');
      let client = clients.get(key);
      if (!client) {
        client = (await authenticateClient(db, authorization)) ?? undefined;
        if (client) clients.set(key, client);
      }
      return client ?? null;
    };
    /** The team (null when it is no Active team of this type) and the mailbox, in one query. */
    const targetOf = async (teamId: string, mailboxId: string) => {
      const key = `${teamId}/${mailboxId}`;
      let target = targets.get(key);
      if (target === undefined) {
        const [team] = await db
          .select({ id: teams.id, mailbox: mailboxes })
          .from(teams)
          .leftJoin(mailboxes, and(eq(mailboxes.teamId, teams.id), eq(mailboxes.id, mailboxId)))
          .where(and(eq(teams.id, teamId), eq(teams.type, type), eq(teams.status, 'Active')))
          .limit(1);
        target = team ? { teamId: team.id, mailbox: team.mailbox } : null;
        targets.set(key, target);
      }
      return target;
    };

    /** Who may upload, checked before the body is read: 401, then 404 (team, mailbox), then 403. */
    const authorize = async (request: FastifyRequest) => {
      const params = endpoint.params.parse(request.params);
      const client = request.headers.authorization ? await clientOf(request.headers.authorization) : null;
      if (!client && !request.principal) throw unauthenticated();
      const target = await targetOf(params.teamId, params.id);
      if (!target) throw notFound('The team');
      if (client) {
        if (client.teamId !== target.teamId) throw notFound('The team');
      } else if (request.principal) {
        const roles = rolesOnTeam(request.principal.roles, type, target.teamId);
        if (roles.length === 0) throw notFound('The team');
        if (!roleSetHasPermission(roles, 'add-emails')) throw forbidden();
      }
      if (!target.mailbox) throw notFound('The mailbox');
      request.uploadMailbox = target.mailbox;
    };

    app.route({
      // The guard only loads the session here; client credentials are checked by `authorize`.
      ...endpointRoute(endpoint, { tags: ['mailboxes'], keepsSessions: true }),
      onRequest: authorize,
      handler: async (request, reply) => {
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) {
          throw new AppError(
            'bad_request',
            `Send the raw message with Content-Type: ${RAW_MESSAGE_CONTENT_TYPE}.`,
            undefined,
            415,
          );
        }
        if (!looksLikeMessage(raw)) {
          throw new AppError('bad_request', 'The body is not an RFC 5322 message: no header block was found.');
        }
        const mailbox = request.uploadMailbox;
        if (!mailbox) throw notFound('The mailbox');
        const { id } = await receiveMessage({ db, blobs, work: deps.work }, { mailbox, raw, via: 'http' });
        return reply.status(202).send({ data: { id } });
      },
    });
  };
}
