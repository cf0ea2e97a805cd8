import {
  type CreateIdentityProviderBody,
  createIdentityProviderEndpoint,
  deleteIdentityProviderEndpoint,
  getIdentityProviderEndpoint,
  type Team,
} from '@tripline/contracts';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';

type TeamRef = Pick<Team, 'type' | 'id'>;

/** The team's identity provider: null while members sign in with passwords. */
export function identityProviderQuery(team: TeamRef) {
  return endpointQuery(getIdentityProviderEndpoint[team.type], { params: { teamId: team.id } });
}

/** Saves the provider and turns single sign-on on. */
export function saveIdentityProvider(team: TeamRef, body: CreateIdentityProviderBody) {
  return callEndpoint(createIdentityProviderEndpoint[team.type], { params: { teamId: team.id }, body });
}

/** Back to passwords. */
export function removeIdentityProvider(team: TeamRef) {
  return callEndpoint(deleteIdentityProviderEndpoint[team.type], { params: { teamId: team.id } });
}
