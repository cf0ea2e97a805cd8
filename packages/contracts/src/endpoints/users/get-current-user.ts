import type { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { userSchema } from './user-schema.js';

/** GET /api/users/current: 401 when not signed in. */
export const getCurrentUserResponseSchema = dataEnvelope(userSchema);
export type GetCurrentUserResponse = z.infer<typeof getCurrentUserResponseSchema>;
