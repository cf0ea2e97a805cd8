import type { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { teamSchema } from './team-schema.js';

/** GET /api/orgs/:teamId and GET /api/developers/:teamId. */
export const getTeamResponseSchema = dataEnvelope(teamSchema);
export type GetTeamResponse = z.infer<typeof getTeamResponseSchema>;
