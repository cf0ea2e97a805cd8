import { z } from 'zod';
import { GLOBAL_ROLES, TEAM_ROLES } from '../../roles.js';
import { teamSchema } from '../teams/team-schema.js';

/** Roles keyed by team type then team id, plus the global list (spec §3, §6). */
export const userRolesSchema = z.object({
  global: z.array(z.enum(GLOBAL_ROLES)),
  org: z.record(z.string(), z.enum(TEAM_ROLES)),
  dev: z.record(z.string(), z.enum(TEAM_ROLES)),
});

/** The teams a user belongs to, each list sorted by name. */
export const userTeamsSchema = z.object({
  orgs: z.array(teamSchema),
  developers: z.array(teamSchema),
});
export type UserTeams = z.infer<typeof userTeamsSchema>;

/** The signed-in user (spec §3). `name` is the display name: first and last name, else email, else "Person {id}". */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  email_verified: z.boolean(),
  timezone: z.string().nullable(),
  roles: userRolesSchema,
  teams: userTeamsSchema,
});
export type User = z.infer<typeof userSchema>;

export const emailSchema = z.email('Enter a valid email address').trim().toLowerCase().max(254);
export const passwordSchema = z.string().min(8, 'Use at least 8 characters').max(200);
