import {
  getTeamUserResponseSchema,
  listTeamUsersQuerySchema,
  listTeamUsersResponseSchema,
  type TeamType,
  updateTeamUserBodySchema,
  updateTeamUserResponseSchema,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { invalidFields, notFound } from '../../http/app-error.js';
import { listMeta, pageWindow, parseSort } from '../../http/pagination.js';
import { TEAM_KINDS } from './team-kinds.js';
import {
  countOwners,
  findTeamUser,
  listTeamUsers,
  removeMember,
  setMemberRole,
  TEAM_USER_SORTS,
} from './team-users.repository.js';

const memberParams = z.object({ teamId: z.string().min(1).max(100), userId: z.string().min(1).max(100) });
const LAST_OWNER = 'A team needs at least one owner.';

/** The Users screens of a team: members, their roles, removal. */
export function teamUsersRoutes(type: TeamType): FastifyPluginAsyncZod<{ deps: AppDeps }> {
  const base = `/api/${TEAM_KINDS[type].segment}/:teamId/users`;
  const tags = ['team users'];
  return async (app, { deps }) => {
    const { db } = deps.database;
    const loadMember = async (teamId: string, userId: string) => {
      const member = await findTeamUser(db, teamId, userId);
      if (!member) throw notFound('The user');
      return member;
    };

    app.get(
      base,
      {
        config: { access: { permission: 'browse-users', team: type } },
        schema: {
          tags,
          params: memberParams.pick({ teamId: true }),
          querystring: listTeamUsersQuerySchema,
          response: { 200: listTeamUsersResponseSchema },
        },
      },
      async (request) => {
        const { team } = requireTeam(request);
        const sort = parseSort(request.query.sort, TEAM_USER_SORTS, { field: 'name', direction: 'asc' });
        const { rows, total } = await listTeamUsers(db, team.id, sort, pageWindow(request.query));
        return { data: rows, meta: listMeta(request.query, total) };
      },
    );

    app.get(
      `${base}/:userId`,
      {
        config: { access: { permission: 'read-users', team: type } },
        schema: { tags, params: memberParams, response: { 200: getTeamUserResponseSchema } },
      },
      async (request) => ({ data: await loadMember(requireTeam(request).team.id, request.params.userId) }),
    );

    app.patch(
      `${base}/:userId`,
      {
        config: { access: { permission: 'edit-users', team: type } },
        schema: {
          tags,
          params: memberParams,
          body: updateTeamUserBodySchema,
          response: { 200: updateTeamUserResponseSchema },
        },
      },
      async (request) => {
        const { team } = requireTeam(request);
        const member = await loadMember(team.id, request.params.userId);
        if (member.role === 'owner' && request.body.role !== 'owner' && (await countOwners(db, team.id)) <= 1) {
          throw invalidFields({ role: [LAST_OWNER] }, LAST_OWNER);
        }
        await setMemberRole(db, team.id, member.id, request.body.role);
        return { data: await loadMember(team.id, member.id) };
      },
    );

    app.delete(
      `${base}/:userId`,
      {
        config: { access: { permission: 'delete-users', team: type } },
        schema: { tags, params: memberParams },
      },
      async (request, reply) => {
        const { team } = requireTeam(request);
        const member = await loadMember(team.id, request.params.userId);
        if (member.role === 'owner' && (await countOwners(db, team.id)) <= 1) {
          throw invalidFields({ role: [LAST_OWNER] }, LAST_OWNER);
        }
        await removeMember(db, team.id, member.id);
        return reply.status(204).send();
      },
    );
  };
}
