import {
  logInEndpoint,
  logOutEndpoint,
  registerDeveloperEndpoint,
  requestPasswordResetEndpoint,
  resetPasswordEndpoint,
  validateTokenEndpoint,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteSession } from '../../access/session-store.js';
import type { AppDeps } from '../../app-deps.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { registerDeveloper, requestPasswordReset, resetPassword, signIn, verifyEmail } from './auth.service.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

/** Sign-in, sign-out, registration, password reset and email verification. */
export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const secureCookie = deps.config.appUrl.startsWith('https:');
  const tags = ['account'];
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.route({
    ...endpointRoute(logInEndpoint, { tags }),
    handler: async (request, reply) => {
      const { token, user } = await signIn(deps, request.body, client(request));
      setSessionCookie(reply, token, secureCookie);
      return { data: user };
    },
  });

  app.route({
    ...endpointRoute(logOutEndpoint, { tags }),
    handler: async (request, reply) => {
      if (request.principal)
        await deleteSession(deps.database.db, deps.config.sessionSecret, request.principal.sessionToken);
      clearSessionCookie(reply);
      return { data: {} };
    },
  });

  app.route({
    ...endpointRoute(registerDeveloperEndpoint, { tags }),
    handler: async (request, reply) => {
      const { token, user } = await registerDeveloper(deps, request.body, client(request));
      setSessionCookie(reply, token, secureCookie);
      return reply.status(201).send({ data: user });
    },
  });

  app.route({
    ...endpointRoute(requestPasswordResetEndpoint, { tags }),
    handler: async (request) => {
      const { mailing } = await requestPasswordReset(deps, request.body.email, request.ip);
      // The mail goes out after the answer; a failure to queue it is the server's to log, not the caller's to learn.
      mailing.catch((error: unknown) => request.log.error({ err: error }, 'password reset mail not queued'));
      return { data: { message: 'If an account uses this address, we have sent it a link to reset the password.' } };
    },
  });

  app.route({
    ...endpointRoute(resetPasswordEndpoint, { tags }),
    handler: async (request) => {
      await resetPassword(deps, request.body.token, request.body.password);
      return { data: { message: 'Your password has been reset. Please sign in.' } };
    },
  });

  app.route({
    ...endpointRoute(validateTokenEndpoint, { tags }),
    handler: async (request) => {
      const user = await verifyEmail(deps, request.params.token);
      return { data: { message: 'Your email address is verified.', email: user.email } };
    },
  });
};
