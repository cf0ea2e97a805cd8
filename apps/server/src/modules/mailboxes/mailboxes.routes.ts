import { randomBytes } from 'node:crypto';
import {
  createMailboxEndpoint,
  deleteMailboxEndpoint,
  getMailboxEndpoint,
  listMailboxesEndpoint,
  type TeamType,
  updateMailboxEndpoint,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { invalidFields, notFound } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { listMeta, pageWindow, parseSort } from '../../http/pagination.js';
import {
  deleteMailbox,
  findTeamMailbox,
  insertMailbox,
  LocalPartTakenError,
  listMailboxes,
  MAILBOX_SORTS,
  toMailbox,
  updateMailbox,
} from './mailboxes.repository.js';

/** A local part nobody will guess: mail to a mailbox is accepted from anyone who knows its address. */
function randomLocalPart(): string {
  return `m-${randomBytes(8).toString('hex')}`;
}

/** Mailboxes of a team (developer screens and org settings). */
export function mailboxesRoutes(type: TeamType): FastifyPluginAsyncZod<{ deps: AppDeps }> {
  const tags = ['mailboxes'];
  return async (app, { deps }) => {
    const { db } = deps.database;
    const domain = deps.config.inboundDomain;
    const load = async (teamId: string, id: string) => {
      const found = await findTeamMailbox(db, teamId, id);
      if (!found) throw notFound('The mailbox');
      return toMailbox(found.mailbox, domain, found.emailCount);
    };

    app.route({
      ...endpointRoute(listMailboxesEndpoint[type], { tags }),
      handler: async (request) => {
        const { team } = requireTeam(request);
        const sort = parseSort(request.query.sort, MAILBOX_SORTS, { field: 'created', direction: 'desc' });
        const { rows, total } = await listMailboxes(db, team.id, sort, pageWindow(request.query));
        return {
          data: rows.map((row) => toMailbox(row.mailbox, domain, row.emailCount)),
          meta: listMeta(request.query, total),
        };
      },
    });

    app.route({
      ...endpointRoute(createMailboxEndpoint[type], { tags }),
      handler: async (request, reply) => {
        const { team } = requireTeam(request);
        try {
          const row = await insertMailbox(db, {
            teamId: team.id,
            name: request.body.name,
            localPart: request.body.local_part ?? randomLocalPart(),
            description: request.body.description ?? null,
          });
          return reply.status(201).send({ data: toMailbox(row, domain, 0) });
        } catch (error) {
          if (error instanceof LocalPartTakenError) {
            throw invalidFields({ local_part: ['This address is already taken.'] });
          }
          throw error;
        }
      },
    });

    app.route({
      ...endpointRoute(getMailboxEndpoint[type], { tags }),
      handler: async (request) => ({ data: await load(requireTeam(request).team.id, request.params.id) }),
    });

    app.route({
      ...endpointRoute(updateMailboxEndpoint[type], { tags }),
      handler: async (request) => {
        const { team } = requireTeam(request);
        await load(team.id, request.params.id);
        await updateMailbox(db, team.id, request.params.id, request.body);
        return { data: await load(team.id, request.params.id) };
      },
    });

    app.route({
      ...endpointRoute(deleteMailboxEndpoint[type], { tags }),
      handler: async (request, reply) => {
        const { team } = requireTeam(request);
        await load(team.id, request.params.id);
        await deleteMailbox(db, team.id, request.params.id);
        return reply.status(204).send();
      },
    });
  };
}
