import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { teamEndpoint } from '../../endpoint.js';
import { teamSchema } from './team-schema.js';

/** DELETE /api/orgs/:teamId and /api/developers/:teamId: the team's name typed again as confirmation (422 if it differs). */
export const deleteTeamBodySchema = z.object({
  name: z.string().trim().min(1, 'Type the team name to confirm'),
});
export type DeleteTeamBody = z.infer<typeof deleteTeamBodySchema>;

/** The team as it is after deletion (status Deleted). */
export const deleteTeamResponseSchema = dataEnvelope(teamSchema);
export type DeleteTeamResponse = z.infer<typeof deleteTeamResponseSchema>;

const deleteTeamSpec = { method: 'DELETE', body: deleteTeamBodySchema, response: deleteTeamResponseSchema } as const;

export const deleteTeamEndpoint = {
  org: teamEndpoint('org', '', { ...deleteTeamSpec, permission: 'delete-organizations' }),
  dev: teamEndpoint('dev', '', { ...deleteTeamSpec, permission: 'delete-developers' }),
};
