import { type CreateTeamBody, createTeamEndpoint, type TeamType } from '@tripline/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** A new team of the type, of which the caller becomes the owner. */
export async function createTeam(type: TeamType, body: CreateTeamBody) {
  return (await callEndpoint(createTeamEndpoint[type], { body })).data;
}
