import { teamEndpoints } from '../../endpoint.js';
import {
  createIdentityProviderBodySchema,
  getIdentityProviderResponseSchema,
  identityProviderResponseSchema,
} from './identity-provider-schema.js';

/**
 * {base}/identity-providers: a team's single sign-on. Authentication settings belong to super administrators
 * (browse-authentication is the permission table's only authentication permission, spec §6).
 */
export const getIdentityProviderEndpoint = teamEndpoints('/identity-providers', {
  method: 'GET',
  permission: 'browse-authentication',
  response: getIdentityProviderResponseSchema,
});

export const createIdentityProviderEndpoint = teamEndpoints('/identity-providers', {
  method: 'POST',
  permission: 'browse-authentication',
  body: createIdentityProviderBodySchema,
  response: identityProviderResponseSchema,
  status: 201,
});

export const deleteIdentityProviderEndpoint = teamEndpoints('/identity-providers', {
  method: 'DELETE',
  permission: 'browse-authentication',
  status: 204,
});
