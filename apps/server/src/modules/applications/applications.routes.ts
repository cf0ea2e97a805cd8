import {
  applicationKeyResponseSchema,
  createApplicationBodySchema,
  createApplicationResponseSchema,
  getApplicationResponseSchema,
  listApplicationsQuerySchema,
  listApplicationsResponseSchema,
  roleSetHasPermission,
  type TeamType,
  updateApplicationBodySchema,
  updateApplicationResponseSchema,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/app-error.js';
import { listMeta, pageWindow, parseSort } from '../../http/pagination.js';
import { TEAM_KINDS } from '../teams/team-kinds.js';
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

const teamParams = z.object({ teamId: z.string().min(1).max(100) });
const appParams = teamParams.extend({ applicationId: z.string().min(1).max(100) });
const tags = ['applications'];

/** A team's API applications and their client secrets. */
export function applicationRoutes(type: TeamType): FastifyPluginAsyncZod<{ deps: AppDeps }> {
  const base = `/api/${TEAM_KINDS[type].segment}/:teamId/applications`;
  return async (app, { deps }) => {
    const { db } = deps.database;
    const key = deps.config.encryptionKey;

    app.get(
      base,
      {
        config: { access: { permission: 'browse-applications', team: type } },
        schema: {
          tags,
          params: teamParams,
          querystring: listApplicationsQuerySchema,
          response: { 200: listApplicationsResponseSchema },
        },
      },
      async (request) => {
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
    );

    app.post(
      base,
      {
        config: { access: { permission: 'add-applications', team: type } },
        schema: {
          tags,
          params: teamParams,
          body: createApplicationBodySchema,
          response: { 201: createApplicationResponseSchema },
        },
      },
      async (request, reply) => {
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
    );

    app.get(
      `${base}/:applicationId`,
      {
        config: { access: { permission: 'read-applications', team: type } },
        schema: { tags, params: appParams, response: { 200: getApplicationResponseSchema } },
      },
      async (request) => {
        const { team } = requireTeam(request);
        const row = await findApplication(db, team.id, request.params.applicationId);
        if (!row) throw notFound('The application');
        return { data: toApplicationDto(row, key, false) };
      },
    );

    app.patch(
      `${base}/:applicationId`,
      {
        config: { access: { permission: 'edit-applications', team: type } },
        schema: {
          tags,
          params: appParams,
          body: updateApplicationBodySchema,
          response: { 200: updateApplicationResponseSchema },
        },
      },
      async (request) => {
        const { team, roles } = requireTeam(request);
        const { name, description } = request.body;
        const row = await updateApplication(db, team.id, request.params.applicationId, {
          ...(name !== undefined ? { name } : {}),
          ...(description !== undefined ? { description } : {}),
        });
        if (!row) throw notFound('The application');
        return { data: toApplicationDto(row, key, roleSetHasPermission(roles, 'read-application-key')) };
      },
    );

    app.delete(
      `${base}/:applicationId`,
      {
        config: { access: { permission: 'delete-applications', team: type } },
        schema: { tags, params: appParams },
      },
      async (request, reply) => {
        const { team } = requireTeam(request);
        if (!(await deleteApplication(db, team.id, request.params.applicationId))) throw notFound('The application');
        return reply.status(204).send();
      },
    );

    app.get(
      `${base}/:applicationId/key`,
      {
        config: { access: { permission: 'read-application-key', team: type } },
        schema: { tags, params: appParams, response: { 200: applicationKeyResponseSchema } },
      },
      async (request) => {
        const { team } = requireTeam(request);
        const row = await findApplication(db, team.id, request.params.applicationId);
        if (!row) throw notFound('The application');
        return { data: { secret: decryptSecret(key, row.secretEncrypted) } };
      },
    );

    app.post(
      `${base}/:applicationId/key`,
      {
        config: { access: { permission: 'edit-application-key', team: type } },
        schema: { tags, params: appParams, response: { 200: applicationKeyResponseSchema } },
      },
      async (request) => {
        const { team } = requireTeam(request);
        const secret = newClientSecret();
        const row = await replaceApplicationSecret(db, key, team.id, request.params.applicationId, secret);
        if (!row) throw notFound('The application');
        return { data: { secret } };
      },
    );
  };
}
