import {
  acceptInvitationBodySchema,
  acceptInvitationResponseSchema,
  createInvitationBodySchema,
  createInvitationResponseSchema,
  getInvitationResponseSchema,
  invitationSchema,
  type TeamType,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal, requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/app-error.js';
import { setSessionCookie } from '../auth/session-cookie.js';
import { TEAM_KINDS } from '../teams/team-kinds.js';
import { deleteInvitation, listPendingInvitations, toInvitationDto } from './invitations.repository.js';
import { acceptInvitation, inviteToTeam, showInvitation } from './invitations.service.js';

const teamParams = z.object({ teamId: z.string().min(1).max(100) });
const tags = ['invitations'];

/** A team's invitations: send, list pending, withdraw. */
export function teamInvitationsRoutes(type: TeamType): FastifyPluginAsyncZod<{ deps: AppDeps }> {
  const base = `/api/${TEAM_KINDS[type].segment}/:teamId/invitations`;
  return async (app, { deps }) => {
    const { db } = deps.database;

    app.post(
      base,
      {
        config: { access: { permission: 'add-invitations', team: type } },
        schema: {
          tags,
          params: teamParams,
          body: createInvitationBodySchema,
          response: { 201: createInvitationResponseSchema },
        },
      },
      async (request, reply) => {
        const { team } = requireTeam(request);
        const invitation = await inviteToTeam(deps, team, request.body, requirePrincipal(request).userId);
        return reply.status(201).send({ data: invitation });
      },
    );

    app.get(
      base,
      {
        config: { access: { permission: 'browse-invitations', team: type } },
        schema: { tags, params: teamParams, response: { 200: z.object({ data: z.array(invitationSchema) }) } },
      },
      async (request) => {
        const { team } = requireTeam(request);
        const rows = await listPendingInvitations(db, team.id);
        return { data: rows.map((row) => toInvitationDto(row, team)) };
      },
    );

    app.delete(
      `${base}/:invitationId`,
      {
        config: { access: { permission: 'delete-invitations', team: type } },
        schema: { tags, params: teamParams.extend({ invitationId: z.string().min(1).max(100) }) },
      },
      async (request, reply) => {
        const { team } = requireTeam(request);
        if (!(await deleteInvitation(db, team.id, request.params.invitationId))) throw notFound('The invitation');
        return reply.status(204).send();
      },
    );
  };
}

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** The invitation landing page and its acceptance, reached from the mailed link. */
export const invitationLinkRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/invitations/:token',
    {
      config: { access: { public: true } },
      schema: { tags, params: tokenParams, response: { 200: getInvitationResponseSchema } },
    },
    async (request) => ({ data: await showInvitation(deps, request.params.token) }),
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        params: tokenParams,
        body: acceptInvitationBodySchema,
        response: { 200: acceptInvitationResponseSchema },
      },
    },
    async (request, reply) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const result = await acceptInvitation(deps, request.params.token, request.body, request.principal, client);
      if (result.sessionToken) setSessionCookie(reply, result.sessionToken, deps.config.appUrl.startsWith('https:'));
      return { data: { team: result.team } };
    },
  );
};
