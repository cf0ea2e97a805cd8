import {
  createTeamBodySchema,
  createTeamResponseSchema,
  deleteTeamBodySchema,
  deleteTeamResponseSchema,
  getTeamResponseSchema,
  hasPermission,
  listTeamPermissionsResponseSchema,
  listTeamsQuerySchema,
  listTeamsResponseSchema,
  PERMISSIONS,
  roleSetHasPermission,
  type TeamType,
  updateTeamBodySchema,
  updateTeamResponseSchema,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal, requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { invalidFields } from '../../http/app-error.js';
import { listMeta, pageWindow, parseSort } from '../../http/pagination.js';
import { toTeamDto } from './team-dto.js';
import { TEAM_KINDS, teamPermission } from './team-kinds.js';
import { createTeamWithOwner, listTeams, markTeamDeleted, updateTeam } from './teams.repository.js';

const teamParams = z.object({ teamId: z.string().min(1).max(100) });

/** Lists, creates, shows, updates and deletes the teams of one type (org or dev). */
export function teamRoutes(type: TeamType): FastifyPluginAsyncZod<{ deps: AppDeps }> {
  const kind = TEAM_KINDS[type];
  const base = `/api/${kind.segment}`;
  const tags = ['teams'];
  return async (app, { deps }) => {
    const { db } = deps.database;

    app.get(
      base,
      {
        config: { access: { permission: null } },
        schema: { tags, querystring: listTeamsQuerySchema, response: { 200: listTeamsResponseSchema } },
      },
      async (request) => {
        const principal = requirePrincipal(request);
        const seesAll = hasPermission(principal.roles, `browse-all-${kind.resource}`);
        const query = request.query;
        const { rows, total } = await listTeams(db, {
          type,
          memberOf: seesAll ? undefined : principal.userId,
          search: query.search,
          sort: parseSort(query.sort, ['name', 'created'] as const, { field: 'name', direction: 'asc' }),
          ...pageWindow(query),
        });
        return { data: rows.map(toTeamDto), meta: listMeta(query, total) };
      },
    );

    app.post(
      base,
      {
        // Organisations are made by super administrators; a developer team by any account but a super viewer's.
        config: { access: { permission: teamPermission(type, 'add') } },
        schema: { tags, body: createTeamBodySchema, response: { 201: createTeamResponseSchema } },
      },
      async (request, reply) => {
        const principal = requirePrincipal(request);
        const team = await createTeamWithOwner(db, { type, ...request.body }, principal.userId);
        return reply.status(201).send({ data: toTeamDto(team) });
      },
    );

    app.get(
      `${base}/:teamId`,
      {
        config: { access: { permission: teamPermission(type, 'read'), team: type } },
        schema: { tags, params: teamParams, response: { 200: getTeamResponseSchema } },
      },
      async (request) => ({ data: toTeamDto(requireTeam(request).team) }),
    );

    app.patch(
      `${base}/:teamId`,
      {
        config: { access: { permission: teamPermission(type, 'edit'), team: type } },
        schema: { tags, params: teamParams, body: updateTeamBodySchema, response: { 200: updateTeamResponseSchema } },
      },
      async (request) => {
        const { team } = requireTeam(request);
        const body = request.body;
        const updated = await updateTeam(db, team.id, {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.region !== undefined && { region: body.region }),
          ...(body.sso_enabled !== undefined && { ssoEnabled: body.sso_enabled }),
          ...(body.onboard !== undefined && { onboard: body.onboard }),
        });
        return { data: toTeamDto(updated) };
      },
    );

    app.delete(
      `${base}/:teamId`,
      {
        config: { access: { permission: teamPermission(type, 'delete'), team: type } },
        schema: { tags, params: teamParams, body: deleteTeamBodySchema, response: { 200: deleteTeamResponseSchema } },
      },
      async (request) => {
        const { team } = requireTeam(request);
        if (request.body.name !== team.name) {
          throw invalidFields({ name: [`Type the team name "${team.name}" to confirm.`] });
        }
        return { data: toTeamDto(await markTeamDeleted(db, team.id)) };
      },
    );

    app.get(
      `${base}/:teamId/permissions`,
      {
        config: { access: { permission: null, team: type } },
        schema: { tags, params: teamParams, response: { 200: listTeamPermissionsResponseSchema } },
      },
      async (request) => {
        const { roles } = requireTeam(request);
        return { data: PERMISSIONS.filter((permission) => roleSetHasPermission(roles, permission)) };
      },
    );
  };
}
