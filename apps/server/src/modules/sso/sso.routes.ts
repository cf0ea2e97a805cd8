import {
  endpointUrl,
  finishOidcSignInEndpoint,
  finishSamlSignInEndpoint,
  getSamlMetadataEndpoint,
  lookUpSingleSignOnEndpoint,
  startSamlSignInEndpoint,
  startSingleSignOnEndpoint,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSession } from '../../access/session-store.js';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { setSessionCookie } from '../auth/session-cookie.js';
import { TEAM_KINDS } from '../teams/team-kinds.js';
import { findTeamById } from '../teams/teams.repository.js';
import {
  findIdentityProviderByDomain,
  findTeamIdentityProvider,
  type IdentityProviderRow,
  signInPageWithError,
  ssoUrls,
} from './identity-providers.repository.js';
import { finishOidcSignIn, SsoAnswerRefused, startOidcSignIn } from './oidc-sign-in.js';
import { provisionSsoUser, type SsoIdentity, SsoIdentityRefused } from './provision-sso-user.js';
import { finishSamlSignIn, samlFor, startSamlSignIn } from './saml-sign-in.js';

const tags = ['single sign-on'];

/** The single sign-on flow: from the sign-in page to the provider and back with a session. */
export const ssoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const { appUrl, encryptionKey, sessionSecret } = deps.config;
  const secureCookie = appUrl.startsWith('https:');

  // The provider posts its SAML response as an HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const activeProvider = async (teamId: string): Promise<IdentityProviderRow | null> => {
    const team = await findTeamById(db, teamId);
    if (team?.status !== 'Active' || !team.ssoEnabled) return null;
    return findTeamIdentityProvider(db, teamId);
  };

  /** Where a team's sign-in starts, by its protocol. */
  const startPath = (provider: IdentityProviderRow) =>
    endpointUrl(provider.protocol === 'saml' ? startSamlSignInEndpoint : startSingleSignOnEndpoint, {
      teamId: provider.teamId,
    });

  /** Provisions the user, opens a session and sends the browser into the team's console. */
  const signInAndLand = async (
    request: { ip: string; headers: Record<string, unknown> },
    reply: Parameters<typeof setSessionCookie>[0],
    provider: IdentityProviderRow,
    identity: SsoIdentity,
  ) => {
    const team = await findTeamById(db, provider.teamId);
    if (!team) throw new SsoAnswerRefused('This team no longer exists.');
    const user = await provisionSsoUser(db, team, provider.domains, identity);
    const userAgent = request.headers['user-agent'];
    const token = await createSession(db, sessionSecret, user.id, {
      ip: request.ip,
      userAgent: typeof userAgent === 'string' ? userAgent : undefined,
    });
    setSessionCookie(reply, token, secureCookie);
    return reply.redirect(`/${TEAM_KINDS[team.type].segment}/${encodeURIComponent(team.id)}/dashboard`, 303);
  };

  /** A refused answer goes back to the sign-in page with the reason; anything else is a server fault. */
  const refusal = (error: unknown) => {
    if (error instanceof SsoAnswerRefused || error instanceof SsoIdentityRefused) {
      return signInPageWithError(error.message);
    }
    throw error;
  };

  app.route({
    ...endpointRoute(lookUpSingleSignOnEndpoint, { tags }),
    handler: async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const found = await findIdentityProviderByDomain(db, email.split('@')[1] ?? '');
      if (!found?.team.ssoEnabled) {
        throw notFound('Single sign-on for this address');
      }
      const start = startPath(found.provider);
      return { data: { redirect: `${start}?login_hint=${encodeURIComponent(email)}` } };
    },
  });

  app.route({
    ...endpointRoute(startSingleSignOnEndpoint, { tags }),
    handler: async (request, reply) => {
      const provider = await activeProvider(request.params.teamId);
      if (!provider) throw notFound('Single sign-on for this team');
      if (provider.protocol === 'saml') return reply.redirect(startPath(provider), 303);
      const url = await startOidcSignIn(db, provider, {
        encryptionKey,
        redirectUri: ssoUrls(appUrl, provider.teamId).redirectUri,
        loginHint: request.query.login_hint,
      });
      return reply.redirect(url, 303);
    },
  });

  const oidcCallback = endpointRoute(finishOidcSignInEndpoint, { tags });
  app.route({
    ...oidcCallback,
    schema: { ...oidcCallback.schema, hide: true },
    handler: async (request, reply) => {
      // The URL the provider redirected to, as registered: the app's public address, not the proxy's view.
      const callbackUrl = new URL(request.url, appUrl);
      try {
        const { provider, identity } = await finishOidcSignIn(db, callbackUrl, activeProvider, encryptionKey);
        return await signInAndLand(request, reply, provider, identity);
      } catch (error) {
        return reply.redirect(refusal(error), 303);
      }
    },
  });

  app.route({
    ...endpointRoute(startSamlSignInEndpoint, { tags }),
    handler: async (request, reply) => {
      const provider = await activeProvider(request.params.teamId);
      if (provider?.protocol !== 'saml') throw notFound('SAML sign-on for this team');
      return reply.redirect(await startSamlSignIn(db, provider, appUrl), 303);
    },
  });

  app.route({
    ...endpointRoute(getSamlMetadataEndpoint, { tags }),
    handler: async (request, reply) => {
      const provider = await activeProvider(request.params.teamId);
      if (provider?.protocol !== 'saml') throw notFound('SAML sign-on for this team');
      const xml = samlFor(db, provider, appUrl).generateServiceProviderMetadata(null, null);
      return reply.type('application/samlmetadata+xml; charset=utf-8').send(xml);
    },
  });

  const samlAcs = endpointRoute(finishSamlSignInEndpoint, { tags });
  app.route({
    ...samlAcs,
    // A signed assertion answering a request this service sent is its own proof against forgery.
    config: { ...samlAcs.config, crossSiteForm: true },
    schema: { ...samlAcs.schema, hide: true },
    handler: async (request, reply) => {
      try {
        const provider = await activeProvider(request.body.RelayState);
        if (provider?.protocol !== 'saml') {
          throw new SsoAnswerRefused('Single sign-on is not set up for this team.');
        }
        const identity = await finishSamlSignIn(db, provider, appUrl, request.body.SAMLResponse);
        return await signInAndLand(request, reply, provider, identity);
      } catch (error) {
        return reply.redirect(refusal(error), 303);
      }
    },
  });
};
