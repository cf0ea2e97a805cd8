import { z } from 'zod';
import { FILTER_RULESET_TYPES } from '../../constants.js';

const RULESET_TYPES = Object.keys(FILTER_RULESET_TYPES) as [keyof typeof FILTER_RULESET_TYPES];

/** A sender domain of a ruleset; outdated when the ruleset's modified day is after the day it was added. */
export const filterDomainSchema = z.object({ name: z.string(), created: z.string(), isOutdated: z.boolean() });

/** A ruleset of sender domains for one type of provider, merged with its status (spec §3, §4). */
export const filterRulesetSchema = z.object({
  type: z.enum(RULESET_TYPES),
  name: z.string(),
  example: z.string(),
  /** YYYY-MM-DD. */
  modified: z.string(),
  domains: z.array(filterDomainSchema),
});
export type FilterRuleset = z.infer<typeof filterRulesetSchema>;

/** A domain the team allows or blocks on top of the rulesets. */
export const teamFilterDomainSchema = z.object({
  domain: z.string(),
  kind: z.enum(['allow', 'block']),
  created_at: z.string(),
});
export type TeamFilterDomain = z.infer<typeof teamFilterDomainSchema>;

/** One download of the filter set; the latest 10 are kept. */
export const filterDownloadSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  user_id: z.string().nullable(),
  filters: z.object({
    rulesets: z.array(z.object({ type: z.enum(RULESET_TYPES), modified: z.string(), domains: z.array(z.string()) })),
    team_domains: z.array(z.object({ domain: z.string(), kind: z.enum(['allow', 'block']) })),
  }),
});
export type FilterDownload = z.infer<typeof filterDownloadSchema>;

export const FILTER_DOWNLOADS_KEPT = 10;
