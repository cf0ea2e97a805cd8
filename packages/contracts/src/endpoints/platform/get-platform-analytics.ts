import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { defineEndpoint } from '../../endpoint.js';
import { TEAM_TYPES } from '../../roles.js';

/** One team's activity as the platform view shows it. */
export const platformTeamActivitySchema = z.object({
  id: z.string(),
  type: z.enum(TEAM_TYPES),
  name: z.string(),
  emails: z.object({
    received: z.number().int(),
    parsed: z.number().int(),
    failed: z.number().int(),
    filtered: z.number().int(),
  }),
  /** Organisations only; null for developer teams, which have none. */
  travelers: z.number().int().nullable(),
  trips: z.number().int().nullable(),
  /** When the team last received an email, or null when it never did. */
  last_activity: z.string().nullable(),
});
export type PlatformTeamActivity = z.infer<typeof platformTeamActivitySchema>;

/**
 * GET /api/platform/analytics (browse-platform-analytics: super-admin only): the analytics mode of spec §6,
 * every team that is not Deleted with its emails by status, travelers, trips and last activity, by name.
 */
export const getPlatformAnalyticsResponseSchema = dataEnvelope(
  z.object({
    teams: z.array(platformTeamActivitySchema),
    totals: z.object({
      teams: z.number().int(),
      received: z.number().int(),
      parsed: z.number().int(),
      failed: z.number().int(),
      filtered: z.number().int(),
      travelers: z.number().int(),
      trips: z.number().int(),
    }),
  }),
);
export type PlatformAnalytics = z.infer<typeof getPlatformAnalyticsResponseSchema>['data'];

export const getPlatformAnalyticsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/platform/analytics',
  access: { permission: 'browse-platform-analytics' },
  response: getPlatformAnalyticsResponseSchema,
});
