import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import type { Db } from '../../db/client.js';
import { type IdentityProviderRow, ssoUrls } from './identity-providers.repository.js';
import { SsoAnswerRefused } from './oidc-sign-in.js';
import type { SsoIdentity } from './provision-sso-user.js';
import { SSO_REQUEST_TTL_MS, samlRequestCache } from './sso-requests.js';

/** The entity id this service presents to a team's provider (the audience its assertions must name). */
export function samlEntityId(provider: IdentityProviderRow): string {
  return provider.issuer;
}

/** A SAML 2.0 service provider for one team: signed assertions only, answers only to requests it sent. */
export function samlFor(db: Db, provider: IdentityProviderRow, appUrl: string): SAML {
  const urls = ssoUrls(appUrl, provider.teamId);
  return new SAML({
    callbackUrl: urls.acsUrl,
    entryPoint: provider.entryPoint as string,
    issuer: samlEntityId(provider),
    audience: samlEntityId(provider),
    idpCert: provider.idpCert as string,
    wantAssertionsSigned: true,
    // The assertion's own signature is required above; many providers sign only the assertion.
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SSO_REQUEST_TTL_MS,
    cacheProvider: samlRequestCache(db, provider.teamId),
    acceptedClockSkewMs: 60_000,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    disableRequestedAuthnContext: true,
  });
}

/** The provider's sign-in URL carrying a new AuthnRequest (redirect binding); the team rides in RelayState. */
export function startSamlSignIn(db: Db, provider: IdentityProviderRow, appUrl: string): Promise<string> {
  return samlFor(db, provider, appUrl).getAuthorizeUrlAsync(provider.teamId, undefined, {});
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Checks a posted SAMLResponse (signature, audience, time window, InResponseTo) and reads who signed in. */
export async function finishSamlSignIn(
  db: Db,
  provider: IdentityProviderRow,
  appUrl: string,
  samlResponse: string,
): Promise<SsoIdentity> {
  let profile: Record<string, unknown> | null;
  try {
    ({ profile } = await samlFor(db, provider, appUrl).validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (caught) {
    throw new SsoAnswerRefused(
      `The identity provider's answer could not be verified (${caught instanceof Error ? caught.message : 'unknown'}).`,
    );
  }
  if (!profile) throw new SsoAnswerRefused('The identity provider sent no assertion.');
  const email =
    text(profile.email) ??
    text(profile.mail) ??
    text(profile['http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress']) ??
    (text(profile.nameID)?.includes('@') ? text(profile.nameID) : null);
  if (!email) throw new SsoAnswerRefused('The identity provider did not share an email address.');
  return {
    email,
    firstName: text(profile.firstName) ?? text(profile.givenName),
    lastName: text(profile.lastName) ?? text(profile.sn),
  };
}
