import { z } from 'zod';
import { TEAM_ROLES, TEAM_TYPES } from '../../roles.js';

/** An invitation to join a team; it expires after INVITATION_TTL_DAYS. */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  team_id: z.string(),
  team_type: z.enum(TEAM_TYPES),
  team_name: z.string(),
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const INVITATION_TTL_DAYS = 7;
