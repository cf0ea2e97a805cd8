import { z } from 'zod';
import { dataEnvelope } from '../../api.js';

/** GET {base}/permissions: the permission names the caller holds on that team. */
export const listTeamPermissionsResponseSchema = dataEnvelope(z.array(z.string()));
export type ListTeamPermissionsResponse = z.infer<typeof listTeamPermissionsResponseSchema>;
