import {
  createTeamEndpoint,
  deleteTeamEndpoint,
  getTeamEndpoint,
  hasPermission,
  listTeamPermissionsEndpoint,
  listTeamsEndpoint,
  PERMISSIONS,
  roleSetHasPermission,
  type TeamType,
  updateTeamEndpoint,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal, requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { invalidFields } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { listMeta, pageWindow, parseSort } from '../../http/pagination.js';
import { toTeamDto } from './team-dto.js';
import { TEAM_KINDS } from './team-kinds.js';
import { createTeamWithOwner, listTeams, markTeamDeleted, updateTeam } from './teams.repository.js';

/** Lists, creates, shows, updates and deletes the teams of one type (org or dev). */
export function teamRoutes(type: TeamType): FastifyPluginAsyncZod<{ deps: AppDeps }> {
  const kind = TEAM_KINDS[type];
  const tags = ['teams'];
  return async (app, { deps }) => {
    const { db } = deps.database;

    app.route({
      ...endpointRoute(listTeamsEndpoint[type], { tags }),
      handler: async (request) => {
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
    });

    app.route({
      ...endpointRoute(createTeamEndpoint[type], { tags }),
      handler: async (request, reply) => {
        const principal = requirePrincipal(request);
        const team = await createTeamWithOwner(db, { type, ...request.body }, principal.userId);
        return reply.status(201).send({ data: toTeamDto(team) });
      },
    });

    app.route({
      ...endpointRoute(getTeamEndpoint[type], { tags }),
      handler: async (request) => ({ data: toTeamDto(requireTeam(request).team) }),
    });

    app.route({
      ...endpointRoute(updateTeamEndpoint[type], { tags }),
      handler: async (request) => {
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
    });

    app.route({
      ...endpointRoute(deleteTeamEndpoint[type], { tags }),
      handler: async (request) => {
        const { team } = requireTeam(request);
        if (request.body.name !== team.name) {
          throw invalidFields({ name: [`Type the team name "${team.name}" to confirm.`] });
        }
        return { data: toTeamDto(await markTeamDeleted(db, team.id)) };
      },
    });

    app.route({
      ...endpointRoute(listTeamPermissionsEndpoint[type], { tags }),
      handler: async (request) => {
        const { roles } = requireTeam(request);
        return { data: PERMISSIONS.filter((permission) => roleSetHasPermission(roles, permission)) };
      },
    });
  };
}
