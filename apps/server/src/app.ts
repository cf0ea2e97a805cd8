import { existsSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_DOCS_PATH } from '@tripline/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type RegisteredRoute, registerAccessGuard } from './access/access-guard.js';
import { AccessCaches, shareSessionChanges } from './access/session-cache.js';
import type { AppDeps } from './app-deps.js';
import { notFound } from './http/app-error.js';
import { registerErrorHandler, sendError } from './http/error-handler.js';
import { redactUrl } from './http/log-redaction.js';
import { registerNulRefusal } from './http/refuse-nul.js';
import { registerRequestedWithCheck } from './http/requested-with.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { applicationRoutes } from './modules/applications/applications.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { chartsRoutes } from './modules/charts/charts.routes.js';
import { consoleSettingsRoutes } from './modules/console-settings/console-settings.routes.js';
import { dataExplorerRoutes } from './modules/data-explorer/data-explorer.routes.js';
import { emailsRoutes } from './modules/emails/emails.routes.js';
import { filterRoutes } from './modules/filters/filters.routes.js';
import { messageUploadRoutes } from './modules/ingest/message-upload.routes.js';
import { integrationsRoutes } from './modules/integrations/integrations.routes.js';
import { invitationLinkRoutes, teamInvitationsRoutes } from './modules/invitations/invitations.routes.js';
import { locationsRoutes } from './modules/locations/locations.routes.js';
import { mailboxesRoutes } from './modules/mailboxes/mailboxes.routes.js';
import { platformRoutes } from './modules/platform/platform.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { identityProviderRoutes } from './modules/sso/identity-providers.routes.js';
import { ssoRoutes } from './modules/sso/sso.routes.js';
import { teamUsersRoutes } from './modules/teams/team-users.routes.js';
import { teamRoutes } from './modules/teams/teams.routes.js';
import { travelerImportsRoutes } from './modules/travelers/traveler-imports.routes.js';
import { travelersRoutes } from './modules/travelers/travelers.routes.js';
import { flightStatusRoutes } from './modules/trips/flight-status.routes.js';
import { travelRoutes } from './modules/trips/travel.routes.js';
import { tripsRoutes } from './modules/trips/trips.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { webhookRoutes } from './modules/webhooks/webhooks.routes.js';

export interface BuiltApp {
  app: FastifyInstance;
  /** Every route that declared its access, for tests walking the permission table. */
  routes: RegisteredRoute[];
}

/**
 * Page loads the server never answers with the console. /login, /logout and /password/* take only POST here,
 * so a GET of them loads the console too (mailed links use the console's own paths, CONSOLE_PATHS).
 */
const SERVER_PATHS = /^\/(api|healthz)(\/|$|\?)/;

/** Builds the HTTP server without listening. */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      serializers: {
        req: (request) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
      },
    },
    trustProxy: deps.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Tripline API',
        version: '0.1.0',
        description: 'Every call sends X-Requested-With: XMLHttpRequest.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH });

  registerRequestedWithCheck(app);
  registerNulRefusal(app);
  registerSecurityHeaders(app);
  const caches = new AccessCaches();
  app.decorate('accessCaches', caches);
  const routes = registerAccessGuard(app, {
    db: deps.database.db,
    secret: deps.config.sessionSecret,
    caches,
    onChange: shareSessionChanges(caches).changed,
  });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    await deps.database.query('select 1');
    return reply.send({ status: 'ok' });
  });

  await app.register(authRoutes, { deps });
  await app.register(usersRoutes, { deps });
  await app.register(locationsRoutes);
  await app.register(invitationLinkRoutes, { deps });
  await app.register(filterRoutes, { deps });
  await app.register(travelersRoutes, { deps });
  await app.register(travelerImportsRoutes, { deps });
  await app.register(chartsRoutes, { deps });
  await app.register(dataExplorerRoutes, { deps });
  await app.register(integrationsRoutes, { deps });
  await app.register(tripsRoutes, { deps });
  await app.register(flightStatusRoutes, { deps });
  await app.register(travelRoutes, { deps });
  await app.register(ssoRoutes, { deps });
  await app.register(platformRoutes, { deps });
  await app.register(consoleSettingsRoutes, { deps });
  for (const type of ['org', 'dev'] as const) {
    await app.register(teamRoutes(type), { deps });
    await app.register(teamUsersRoutes(type), { deps });
    await app.register(teamInvitationsRoutes(type), { deps });
    await app.register(mailboxesRoutes(type), { deps });
    await app.register(identityProviderRoutes(type), { deps });
    await app.register(messageUploadRoutes(type), { deps });
    await app.register(emailsRoutes(type), { deps });
    await app.register(webhookRoutes(type), { deps });
    await app.register(applicationRoutes(type), { deps });
    await app.register(reportsRoutes(type), { deps });
  }

  const hasConsole = existsSync(`${deps.config.webDist}/index.html`);
  if (hasConsole) await app.register(fastifyStatic, { root: deps.config.webDist, wildcard: false, index: false });

  app.setNotFoundHandler((request, reply) => {
    const isPageLoad = request.method === 'GET' || request.method === 'HEAD';
    if (hasConsole && isPageLoad && !SERVER_PATHS.test(request.url)) {
      // The console routes on the client: every unknown page path gets its index.html.
      return reply.sendFile('index.html');
    }
    return sendError(reply, notFound('The page'));
  });

  return { app, routes };
}
