import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { teamNameSchema, teamSchema } from './team-schema.js';

/** POST /api/orgs and POST /api/developers: the caller becomes the team's owner. */
export const createTeamBodySchema = z.object({
  name: teamNameSchema,
  region: z.string().trim().max(50).nullable().optional(),
});
export type CreateTeamBody = z.infer<typeof createTeamBodySchema>;

export const createTeamResponseSchema = dataEnvelope(teamSchema);
export type CreateTeamResponse = z.infer<typeof createTeamResponseSchema>;
