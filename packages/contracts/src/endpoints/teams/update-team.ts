import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { teamEndpoint } from '../../endpoint.js';
import { teamNameSchema, teamSchema } from './team-schema.js';

/** PATCH /api/orgs/:teamId and /api/developers/:teamId; an invalid field answers 422 with field messages. */
export const updateTeamBodySchema = z
  .object({
    name: teamNameSchema,
    region: z.string().trim().max(50).nullable(),
    sso_enabled: z.boolean(),
    onboard: z.boolean(),
  })
  .partial();
export type UpdateTeamBody = z.infer<typeof updateTeamBodySchema>;

export const updateTeamResponseSchema = dataEnvelope(teamSchema);
export type UpdateTeamResponse = z.infer<typeof updateTeamResponseSchema>;

const updateTeamSpec = { method: 'PATCH', body: updateTeamBodySchema, response: updateTeamResponseSchema } as const;

export const updateTeamEndpoint = {
  org: teamEndpoint('org', '', { ...updateTeamSpec, permission: 'edit-organizations' }),
  dev: teamEndpoint('dev', '', { ...updateTeamSpec, permission: 'edit-developers' }),
};
