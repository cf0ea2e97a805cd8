import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { defineEndpoint } from '../../endpoint.js';
import { teamNameSchema, teamSchema } from './team-schema.js';

/** POST /api/orgs and POST /api/developers: the caller becomes the team's owner. */
export const createTeamBodySchema = z.object({
  name: teamNameSchema,
  region: z.string().trim().max(50).nullable().optional(),
});
export type CreateTeamBody = z.infer<typeof createTeamBodySchema>;

export const createTeamResponseSchema = dataEnvelope(teamSchema);
export type CreateTeamResponse = z.infer<typeof createTeamResponseSchema>;

const createTeamSpec = {
  method: 'POST',
  body: createTeamBodySchema,
  response: createTeamResponseSchema,
  status: 201,
} as const;

/** Organisations are made by super administrators; a developer team by any account but a super viewer's. */
export const createTeamEndpoint = {
  org: defineEndpoint({ ...createTeamSpec, path: '/api/orgs', access: { permission: 'add-organizations' } }),
  dev: defineEndpoint({ ...createTeamSpec, path: '/api/developers', access: { permission: 'add-developers' } }),
};
