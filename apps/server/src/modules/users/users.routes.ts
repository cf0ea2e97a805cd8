import {
  getCurrentUserEndpoint,
  listCurrentUserTeamsEndpoint,
  lookupUserEmailEndpoint,
  updateCurrentUserEndpoint,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { assertMayLookUpEmail } from './email-lookup.js';
import { updateCurrentUser } from './update-current-user.js';
import { groupTeams, loadUserView } from './user-view.js';
import { findUserByEmail } from './users.repository.js';

/** The signed-in user's own account. */
export const usersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const tags = ['account'];

  app.route({
    ...endpointRoute(getCurrentUserEndpoint, { tags }),
    handler: async (request) => {
      const principal = requirePrincipal(request);
      return { data: await loadUserView(db, principal.userId, principal.memberships) };
    },
  });

  app.route({
    ...endpointRoute(updateCurrentUserEndpoint, { tags }),
    handler: async (request) => {
      const principal = requirePrincipal(request);
      await updateCurrentUser(
        db,
        { userId: principal.userId, sessionToken: principal.sessionToken, secret: deps.config.sessionSecret },
        request.body,
      );
      return { data: await loadUserView(db, principal.userId, principal.memberships) };
    },
  });

  app.route({
    ...endpointRoute(listCurrentUserTeamsEndpoint, { tags }),
    handler: async (request) => ({ data: groupTeams(requirePrincipal(request).memberships) }),
  });

  app.route({
    ...endpointRoute(lookupUserEmailEndpoint, { tags }),
    handler: async (request) => {
      const principal = requirePrincipal(request);
      await assertMayLookUpEmail(db, principal.userId, principal.roles);
      const user = await findUserByEmail(db, request.query.email);
      return { data: { email: request.query.email, exists: user !== null } };
    },
  });
};
