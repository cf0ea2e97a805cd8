import { lookUpSingleSignOnEndpoint, type SsoLookupBody } from '@tripline/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Where the single sign-on of a work address starts (404 when its domain has none). */
export async function lookUpSingleSignOn(body: SsoLookupBody): Promise<string> {
  return (await callEndpoint(lookUpSingleSignOnEndpoint, { body })).data.redirect;
}
