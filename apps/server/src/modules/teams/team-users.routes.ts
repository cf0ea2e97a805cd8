import {
  getTeamUserEndpoint,
  listTeamUsersEndpoint,
  removeTeamUserEndpoint,
  type TeamType,
  updateTeamUserEndpoint,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { invalidFields, notFound } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { listMeta, pageWindow, parseSort } from '../../http/pagination.js';
import {
  countOwners,
  findTeamUser,
  listTeamUsers,
  removeMember,
  setMemberRole,
  TEAM_USER_SORTS,
} from './team-users.repository.js';

const LAST_OWNER = 'A team needs at least one owner.';

/** The Users screens of a team: members, their roles, removal. */
export function teamUsersRoutes(type: TeamType): FastifyPluginAsyncZod<{ deps: AppDeps }> {
  const tags = ['team users'];
  return async (app, { deps }) => {
    const { db } = deps.database;
    const loadMember = async (teamId: string, userId: string) => {
      const member = await findTeamUser(db, teamId, userId);
      if (!member) throw notFound('The user');
      return member;
    };

    app.route({
      ...endpointRoute(listTeamUsersEndpoint[type], { tags }),
      handler: async (request) => {
        const { team } = requireTeam(request);
        const sort = parseSort(request.query.sort, TEAM_USER_SORTS, { field: 'name', direction: 'asc' });
        const { rows, total } = await listTeamUsers(db, team.id, sort, pageWindow(request.query));
        return { data: rows, meta: listMeta(request.query, total) };
      },
    });

    app.route({
      ...endpointRoute(getTeamUserEndpoint[type], { tags }),
      handler: async (request) => ({ data: await loadMember(requireTeam(request).team.id, request.params.userId) }),
    });

    app.route({
      ...endpointRoute(updateTeamUserEndpoint[type], { tags }),
      handler: async (request) => {
        const { team } = requireTeam(request);
        const member = await loadMember(team.id, request.params.userId);
        if (member.role === 'owner' && request.body.role !== 'owner' && (await countOwners(db, team.id)) <= 1) {
          throw invalidFields({ role: [LAST_OWNER] }, LAST_OWNER);
        }
        await setMemberRole(db, team.id, member.id, request.body.role);
        return { data: await loadMember(team.id, member.id) };
      },
    });

    app.route({
      ...endpointRoute(removeTeamUserEndpoint[type], { tags }),
      handler: async (request, reply) => {
        const { team } = requireTeam(request);
        const member = await loadMember(team.id, request.params.userId);
        if (member.role === 'owner' && (await countOwners(db, team.id)) <= 1) {
          throw invalidFields({ role: [LAST_OWNER] }, LAST_OWNER);
        }
        await removeMember(db, team.id, member.id);
        return reply.status(204).send();
      },
    });
  };
}
