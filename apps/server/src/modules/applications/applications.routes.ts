import {
  createApplicationEndpoint,
  deleteApplicationEndpoint,
  getApplicationEndpoint,
  getApplicationKeyEndpoint,
  listApplicationsEndpoint,
  regenerateApplicationKeyEndpoint,
  roleSetHasPermission,
  type TeamType,
  updateApplicationEndpoint,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { listMeta, pageWindow, parseSort } from '../../http/pagination.js';
import {
  deleteApplication,
  findApplication,
  insertApplication,
  listApplications,
  replaceApplicationSecret,
  toApplicationDto,
  updateApplication,
} from './applications.repository.js';
import { newClientSecret } from './client-credentials.js';
import { decryptSecret } from './secret-box.js';

const tags = ['applications'];

/** A team's API applications and their client secrets. */
export function applicationRoutes(type: TeamType): FastifyPluginAsyncZod<{ deps: AppDeps }> {
  return async (app, { deps }) => {
    const { db } = deps.database;
    const key = deps.config.encryptionKey;

    app.route({
      ...endpointRoute(listApplicationsEndpoint[type], { tags }),
      handler: async (request) => {
        const { team } = requireTeam(request);
        const sort = parseSort(request.query.sort, ['created', 'name'] as const, {
          field: 'created',
          direction: 'desc',
        });
        const { rows, total } = await listApplications(db, team.id, {
          search: request.query.search,
          sort,
          ...pageWindow(request.query),
        });
        return { data: rows.map((row) => toApplicationDto(row, key, false)), meta: listMeta(request.query, total) };
      },
    });

    app.route({
      ...endpointRoute(createApplicationEndpoint[type], { tags }),
      handler: async (request, reply) => {
        const { team, roles } = requireTeam(request);
        const row = await insertApplication(db, key, {
          teamId: team.id,
          name: request.body.name,
          description: request.body.description ?? null,
          secret: newClientSecret(),
        });
        const withSecret = roleSetHasPermission(roles, 'read-application-key');
        return reply.status(201).send({ data: toApplicationDto(row, key, withSecret) });
      },
    });

    app.route({
      ...endpointRoute(getApplicationEndpoint[type], { tags }),
      handler: async (request) => {
        const { team } = requireTeam(request);
        const row = await findApplication(db, team.id, request.params.applicationId);
        if (!row) throw notFound('The application');
        return { data: toApplicationDto(row, key, false) };
      },
    });

    app.route({
      ...endpointRoute(updateApplicationEndpoint[type], { tags }),
      handler: async (request) => {
        const { team, roles } = requireTeam(request);
        const { name, description } = request.body;
        const row = await updateApplication(db, team.id, request.params.applicationId, {
          ...(name !== undefined ? { name } : {}),
          ...(description !== undefined ? { description } : {}),
        });
        if (!row) throw notFound('The application');
        return { data: toApplicationDto(row, key, roleSetHasPermission(roles, 'read-application-key')) };
      },
    });

    app.route({
      ...endpointRoute(deleteApplicationEndpoint[type], { tags }),
      handler: async (request, reply) => {
        const { team } = requireTeam(request);
        if (!(await deleteApplication(db, team.id, request.params.applicationId))) throw notFound('The application');
        return reply.status(204).send();
      },
    });

    app.route({
      ...endpointRoute(getApplicationKeyEndpoint[type], { tags }),
      handler: async (request) => {
        const { team } = requireTeam(request);
        const row = await findApplication(db, team.id, request.params.applicationId);
        if (!row) throw notFound('The application');
        return { data: { secret: decryptSecret(key, row.secretEncrypted) } };
      },
    });

    app.route({
      ...endpointRoute(regenerateApplicationKeyEndpoint[type], { tags }),
      handler: async (request) => {
        const { team } = requireTeam(request);
        const secret = newClientSecret();
        const row = await replaceApplicationSecret(db, key, team.id, request.params.applicationId, secret);
        if (!row) throw notFound('The application');
        return { data: { secret } };
      },
    });
  };
}
