import { z } from 'zod';
import { listEnvelope, listQuerySchema } from '../../api.js';
import { teamSchema } from './team-schema.js';

/** GET /api/orgs and GET /api/developers: `paginate=false` returns every team, `sort=name:asc` by default. */
export const listTeamsQuerySchema = listQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type ListTeamsQuery = z.infer<typeof listTeamsQuerySchema>;

export const listTeamsResponseSchema = listEnvelope(teamSchema);
export type ListTeamsResponse = z.infer<typeof listTeamsResponseSchema>;
