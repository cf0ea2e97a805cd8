import { z } from 'zod';
import { TEAM_STATUSES } from '../../constants.js';
import { TEAM_ROLES, TEAM_TYPES } from '../../roles.js';

/** A team as every answer carries it (spec §3). */
export const teamSchema = z.object({
  id: z.string(),
  type: z.enum(TEAM_TYPES),
  name: z.string(),
  region: z.string().nullable(),
  sso_enabled: z.boolean(),
  onboard: z.boolean(),
  status: z.enum(TEAM_STATUSES),
  created: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

/** A member of a team as the Users screens list them. */
export const teamUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  created: z.string(),
});
export type TeamUser = z.infer<typeof teamUserSchema>;

/** The words a team name may hold; shared by create and update. */
export const teamNameSchema = z.string().trim().min(2, 'The name needs at least 2 characters').max(100);
