import * as oidc from 'openid-client';
import type { Db } from '../../db/client.js';
import { decryptSecret } from '../applications/secret-box.js';
import type { IdentityProviderRow } from './identity-providers.repository.js';
import type { SsoIdentity } from './provision-sso-user.js';
import { consumeSsoRequest, saveSsoRequest } from './sso-requests.js';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http is accepted only for a provider on this machine (development and tests). */
export function isAllowedIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
}

/** Discovers the provider's endpoints and keys from its issuer. */
async function providerConfiguration(provider: IdentityProviderRow, encryptionKey: Buffer) {
  const secret = decryptSecret(encryptionKey, provider.clientSecretEncrypted as string);
  const issuer = new URL(provider.issuer);
  const options = issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined;
  return oidc.discovery(issuer, provider.clientId as string, secret, undefined, options);
}

/** The provider's authorization URL for a new sign-in, with state, nonce and a PKCE challenge remembered. */
export async function startOidcSignIn(
  db: Db,
  provider: IdentityProviderRow,
  options: { encryptionKey: Buffer; redirectUri: string; loginHint?: string | undefined },
): Promise<string> {
  const config = await providerConfiguration(provider, options.encryptionKey);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await saveSsoRequest(db, { id: state, teamId: provider.teamId, protocol: 'oidc', nonce, codeVerifier });
  const parameters: Record<string, string> = {
    redirect_uri: options.redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  if (options.loginHint) parameters.login_hint = options.loginHint;
  return oidc.buildAuthorizationUrl(config, parameters).href;
}

export class SsoAnswerRefused extends Error {}

/**
 * Completes a sign-in from the provider's redirect: the state must be one this service issued (once, in time),
 * then the code is exchanged with the PKCE verifier and the ID token checked (signature, issuer, audience, nonce).
 */
export async function finishOidcSignIn(
  db: Db,
  callbackUrl: URL,
  loadProvider: (teamId: string) => Promise<IdentityProviderRow | null>,
  encryptionKey: Buffer,
): Promise<{ teamId: string; provider: IdentityProviderRow; identity: SsoIdentity }> {
  const error = callbackUrl.searchParams.get('error');
  if (error) {
    const description = callbackUrl.searchParams.get('error_description');
    throw new SsoAnswerRefused(`The identity provider refused the sign-in: ${description || error}.`);
  }
  const state = callbackUrl.searchParams.get('state');
  const request = state ? await consumeSsoRequest(db, state, 'oidc') : null;
  if (!request) throw new SsoAnswerRefused('This sign-in link is invalid or has expired. Please start again.');
  const provider = await loadProvider(request.teamId);
  if (provider?.protocol !== 'oidc') {
    throw new SsoAnswerRefused('Single sign-on is no longer set up for this team.');
  }
  const config = await providerConfiguration(provider, encryptionKey);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: request.codeVerifier as string,
      expectedState: state as string,
      expectedNonce: request.nonce as string,
      idTokenExpected: true,
    });
  } catch (caught) {
    throw new SsoAnswerRefused(
      `The identity provider's answer could not be verified (${caught instanceof Error ? caught.message : 'unknown'}).`,
    );
  }
  const claims = tokens.claims();
  if (!claims) throw new SsoAnswerRefused('The identity provider sent no ID token.');
  let profile: Record<string, unknown> = claims;
  if (typeof claims.email !== 'string') {
    profile = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
  }
  if (typeof profile.email !== 'string')
    throw new SsoAnswerRefused('The identity provider did not share an email address.');
  if (profile.email_verified === false)
    throw new SsoAnswerRefused('The identity provider has not verified this email address.');
  return {
    teamId: request.teamId,
    provider,
    identity: {
      email: profile.email,
      firstName: typeof profile.given_name === 'string' ? profile.given_name : null,
      lastName: typeof profile.family_name === 'string' ? profile.family_name : null,
    },
  };
}
