import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.js';
import { ssoLookupBodySchema, ssoLookupResponseSchema } from './identity-provider-schema.js';

/** The single sign-on flow: public, from the sign-in page to the provider and back with a session. */
export const lookUpSingleSignOnEndpoint = defineEndpoint({
  method: 'POST',
  path: '/sso/lookup',
  access: { public: true },
  body: ssoLookupBodySchema,
  response: ssoLookupResponseSchema,
  summary: 'Where the single sign-on of a work address starts (404 when its domain has none)',
});

/** Redirects to the team's provider (SAML teams to their SAML start). */
export const startSingleSignOnEndpoint = defineEndpoint({
  method: 'GET',
  path: '/sso/:teamId/start',
  access: { public: true },
  query: z.object({ login_hint: z.string().max(320).optional() }),
});

/** Where an OpenID Connect provider sends the browser back; the answer is a redirect. */
export const finishOidcSignInEndpoint = defineEndpoint({
  method: 'GET',
  path: '/sso/oidc/callback',
  access: { public: true },
});

/** Redirects to the team's SAML provider with a signed request. */
export const startSamlSignInEndpoint = defineEndpoint({
  method: 'GET',
  path: '/sso/:teamId/saml/start',
  access: { public: true },
});

/** This service's SAML metadata for the team, as XML. */
export const getSamlMetadataEndpoint = defineEndpoint({
  method: 'GET',
  path: '/sso/:teamId/saml/metadata',
  access: { public: true },
});

/** Where a SAML provider posts its response as an HTML form (the assertion consumer service). */
export const finishSamlSignInEndpoint = defineEndpoint({
  method: 'POST',
  path: '/sso/saml/acs',
  access: { public: true },
  body: z.object({ SAMLResponse: z.string().min(1).max(500_000), RelayState: z.string().max(100) }),
});
