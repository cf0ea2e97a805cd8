import { SSO_PATHS, type SsoLookupBody, ssoLookupResponseSchema } from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /sso/lookup: where the single sign-on of a work address starts (404 when its domain has none). */
export async function lookUpSingleSignOn(body: SsoLookupBody): Promise<string> {
  return (await apiRequest('POST', SSO_PATHS.lookup, { schema: ssoLookupResponseSchema, body })).data.redirect;
}
