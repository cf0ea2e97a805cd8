import { z } from 'zod';
import { listEnvelope, listQuerySchema } from '../../api.js';
import { defineEndpoint } from '../../endpoint.js';
import { teamSchema } from './team-schema.js';

/** GET /api/orgs and GET /api/developers: `paginate=false` returns every team, `sort=name:asc` by default. */
export const listTeamsQuerySchema = listQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type ListTeamsQuery = z.infer<typeof listTeamsQuerySchema>;

export const listTeamsResponseSchema = listEnvelope(teamSchema);
export type ListTeamsResponse = z.infer<typeof listTeamsResponseSchema>;

function teamsListEndpoint<const P extends string>(path: P) {
  return defineEndpoint({
    method: 'GET',
    path,
    access: { permission: null },
    query: listTeamsQuerySchema,
    response: listTeamsResponseSchema,
  });
}

/** The teams of each type the caller belongs to (or every one, for whom browse-all allows). */
export const listTeamsEndpoint = { org: teamsListEndpoint('/api/orgs'), dev: teamsListEndpoint('/api/developers') };
