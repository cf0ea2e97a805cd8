import { z } from 'zod';
import { dataEnvelope } from '../../api.js';

const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Enter a domain such as example.com');
const domainsSchema = z.array(domainSchema).min(1, 'Name at least one email domain').max(20);

/** POST {base}/identity-providers: OpenID Connect or SAML 2.0; saving it turns single sign-on on for the team. */
export const createIdentityProviderBodySchema = z.discriminatedUnion('protocol', [
  z.object({
    protocol: z.literal('oidc'),
    issuer: z.url({ protocol: /^https?$/, error: 'Enter the issuer URL' }).max(500),
    client_id: z.string().trim().min(1, 'Enter the client id').max(500),
    client_secret: z.string().min(1, 'Enter the client secret').max(2000),
    domains: domainsSchema,
  }),
  z.object({
    protocol: z.literal('saml'),
    entry_point: z.url({ protocol: /^https?$/, error: 'Enter the sign-in URL of the provider' }).max(1000),
    /** The provider's signing certificate, PEM or bare base64. */
    idp_cert: z.string().trim().min(100, 'Paste the signing certificate of the provider').max(20_000),
    /** The entity id this service presents (the assertion's audience); defaults to the metadata URL. */
    issuer: z.string().trim().min(1).max(500).optional(),
    domains: domainsSchema,
  }),
]);
export type CreateIdentityProviderBody = z.infer<typeof createIdentityProviderBodySchema>;

/** A team's identity provider as shown (never its secrets), with the addresses to give the provider. */
export const identityProviderSchema = z.object({
  id: z.string(),
  protocol: z.enum(['oidc', 'saml']),
  issuer: z.string(),
  client_id: z.string().nullable(),
  entry_point: z.string().nullable(),
  domains: z.array(z.string()),
  /** OIDC: the redirect URI to register with the provider. */
  redirect_uri: z.string(),
  /** SAML: where the provider posts its response, and this service's metadata. */
  acs_url: z.string(),
  metadata_url: z.string(),
  /** Where a member starts signing in. */
  sign_in_url: z.string(),
  created: z.string(),
  updated: z.string(),
});
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

export const identityProviderResponseSchema = dataEnvelope(identityProviderSchema);
/** GET {base}/identity-providers: null when the team signs in with passwords. */
export const getIdentityProviderResponseSchema = dataEnvelope(identityProviderSchema.nullable());
export type GetIdentityProviderResponse = z.infer<typeof getIdentityProviderResponseSchema>;

/** POST /sso/lookup: which single sign-on serves a work address. */
export const ssoLookupBodySchema = z.object({ email: z.email('Enter your work email address').max(320) });
export type SsoLookupBody = z.infer<typeof ssoLookupBodySchema>;
export const ssoLookupResponseSchema = dataEnvelope(z.object({ redirect: z.string() }));
export type SsoLookupResponse = z.infer<typeof ssoLookupResponseSchema>;
