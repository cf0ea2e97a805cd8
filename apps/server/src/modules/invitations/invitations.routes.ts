import {
  acceptInvitationEndpoint,
  createInvitationEndpoint,
  deleteInvitationEndpoint,
  getInvitationEndpoint,
  listInvitationsEndpoint,
  type TeamType,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal, requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { setSessionCookie } from '../auth/session-cookie.js';
import { deleteInvitation, listPendingInvitations, toInvitationDto } from './invitations.repository.js';
import { acceptInvitation, inviteToTeam, showInvitation } from './invitations.service.js';

const tags = ['invitations'];

/** A team's invitations: send, list pending, withdraw. */
export function teamInvitationsRoutes(type: TeamType): FastifyPluginAsyncZod<{ deps: AppDeps }> {
  return async (app, { deps }) => {
    const { db } = deps.database;

    app.route({
      ...endpointRoute(createInvitationEndpoint[type], { tags }),
      handler: async (request, reply) => {
        const { team } = requireTeam(request);
        const invitation = await inviteToTeam(deps, team, request.body, requirePrincipal(request).userId);
        return reply.status(201).send({ data: invitation });
      },
    });

    app.route({
      ...endpointRoute(listInvitationsEndpoint[type], { tags }),
      handler: async (request) => {
        const { team } = requireTeam(request);
        const rows = await listPendingInvitations(db, team.id);
        return { data: rows.map((row) => toInvitationDto(row, team)) };
      },
    });

    app.route({
      ...endpointRoute(deleteInvitationEndpoint[type], { tags }),
      handler: async (request, reply) => {
        const { team } = requireTeam(request);
        if (!(await deleteInvitation(db, team.id, request.params.invitationId))) throw notFound('The invitation');
        return reply.status(204).send();
      },
    });
  };
}

/** The invitation landing page and its acceptance, reached from the mailed link. */
export const invitationLinkRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.route({
    ...endpointRoute(getInvitationEndpoint, { tags }),
    handler: async (request) => ({ data: await showInvitation(deps, request.params.token) }),
  });

  app.route({
    ...endpointRoute(acceptInvitationEndpoint, { tags }),
    handler: async (request, reply) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const result = await acceptInvitation(deps, request.params.token, request.body, request.principal, client);
      if (result.sessionToken) setSessionCookie(reply, result.sessionToken, deps.config.appUrl.startsWith('https:'));
      return { data: { team: result.team } };
    },
  });
};
