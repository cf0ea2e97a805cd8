import type { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { teamEndpoint } from '../../endpoint.js';
import { teamSchema } from './team-schema.js';

/** GET /api/orgs/:teamId and GET /api/developers/:teamId. */
export const getTeamResponseSchema = dataEnvelope(teamSchema);
export type GetTeamResponse = z.infer<typeof getTeamResponseSchema>;

const getTeamSpec = { method: 'GET', response: getTeamResponseSchema } as const;

export const getTeamEndpoint = {
  org: teamEndpoint('org', '', { ...getTeamSpec, permission: 'read-organizations' }),
  dev: teamEndpoint('dev', '', { ...getTeamSpec, permission: 'read-developers' }),
};
