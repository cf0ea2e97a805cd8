import {
  getCurrentUserResponseSchema,
  listCurrentUserTeamsResponseSchema,
  lookupUserEmailQuerySchema,
  lookupUserEmailResponseSchema,
  updateCurrentUserBodySchema,
  updateCurrentUserResponseSchema,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { assertMayLookUpEmail } from './email-lookup.js';
import { updateCurrentUser } from './update-current-user.js';
import { groupTeams, loadUserView } from './user-view.js';
import { findUserByEmail } from './users.repository.js';

const SIGNED_IN = { access: { permission: null } } as const;

/** The signed-in user's own account. */
export const usersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get(
    '/api/users/current',
    { config: SIGNED_IN, schema: { tags: ['account'], response: { 200: getCurrentUserResponseSchema } } },
    async (request) => {
      const principal = requirePrincipal(request);
      return { data: await loadUserView(db, principal.userId, principal.memberships) };
    },
  );

  app.patch(
    '/api/users/current',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['account'],
        body: updateCurrentUserBodySchema,
        response: { 200: updateCurrentUserResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      await updateCurrentUser(
        db,
        { userId: principal.userId, sessionToken: principal.sessionToken, secret: deps.config.sessionSecret },
        request.body,
      );
      return { data: await loadUserView(db, principal.userId, principal.memberships) };
    },
  );

  app.get(
    '/api/users/current/teams',
    { config: SIGNED_IN, schema: { tags: ['account'], response: { 200: listCurrentUserTeamsResponseSchema } } },
    async (request) => ({ data: groupTeams(requirePrincipal(request).memberships) }),
  );

  app.get(
    '/api/users/lookups/email',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['account'],
        querystring: lookupUserEmailQuerySchema,
        response: { 200: lookupUserEmailResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      await assertMayLookUpEmail(db, principal.userId, principal.roles);
      const user = await findUserByEmail(db, request.query.email);
      return { data: { email: request.query.email, exists: user !== null } };
    },
  );
};
