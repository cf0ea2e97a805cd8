import {
  type CreateIdentityProviderBody,
  getIdentityProviderResponseSchema,
  type IdentityProvider,
  identityProviderResponseSchema,
} from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET {base}/identity-providers: null while members sign in with passwords. */
export async function getIdentityProvider(base: string): Promise<IdentityProvider | null> {
  return (await apiRequest('GET', `${base}/identity-providers`, { schema: getIdentityProviderResponseSchema })).data;
}

/** POST {base}/identity-providers: saves the provider and turns single sign-on on. */
export async function saveIdentityProvider(base: string, body: CreateIdentityProviderBody): Promise<IdentityProvider> {
  return (await apiRequest('POST', `${base}/identity-providers`, { schema: identityProviderResponseSchema, body }))
    .data;
}

/** DELETE {base}/identity-providers: back to passwords. */
export async function removeIdentityProvider(base: string): Promise<void> {
  await apiRequest('DELETE', `${base}/identity-providers`);
}
