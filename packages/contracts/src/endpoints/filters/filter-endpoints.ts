import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { FILTER_RULESET_TYPES } from '../../constants.js';
import { pathParam, teamEndpoint } from '../../endpoint.js';
import { filterDownloadSchema, filterRulesetSchema, teamFilterDomainSchema } from './filter-schema.js';

/** GET {base}/filters/statuses: every ruleset with its domains flagged isOutdated. */
export const listFilterStatusesResponseSchema = dataEnvelope(z.array(filterRulesetSchema));
export type ListFilterStatusesResponse = z.infer<typeof listFilterStatusesResponseSchema>;

/** POST {base}/filters/test: how mail from an address would be treated. */
export const testFilterBodySchema = z.object({ email: z.string().trim().min(3).max(320) });
export type TestFilterBody = z.infer<typeof testFilterBodySchema>;
export const testFilterResponseSchema = dataEnvelope(
  z.object({
    email: z.string(),
    domain: z.string().nullable(),
    accepted: z.boolean(),
    type: z.enum(Object.keys(FILTER_RULESET_TYPES) as [keyof typeof FILTER_RULESET_TYPES]).nullable(),
    ruleset_name: z.string().nullable(),
    reason: z.string(),
  }),
);
export type TestFilterResponse = z.infer<typeof testFilterResponseSchema>;

/** GET {base}/filters: the download history, newest first. POST {base}/filters → 201 records a download. */
export const listFilterDownloadsResponseSchema = dataEnvelope(z.array(filterDownloadSchema));
export type ListFilterDownloadsResponse = z.infer<typeof listFilterDownloadsResponseSchema>;
export const createFilterDownloadResponseSchema = dataEnvelope(filterDownloadSchema);
export type CreateFilterDownloadResponse = z.infer<typeof createFilterDownloadResponseSchema>;

/** GET {base}/filters/domains; POST adds or changes one (add-filters); DELETE …/domains/:domain (delete-filters). */
export const listTeamFilterDomainsResponseSchema = dataEnvelope(z.array(teamFilterDomainSchema));
export const upsertTeamFilterDomainBodySchema = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Enter a domain like example.com'),
  kind: z.enum(['allow', 'block']),
});
export type UpsertTeamFilterDomainBody = z.infer<typeof upsertTeamFilterDomainBodySchema>;
export const upsertTeamFilterDomainResponseSchema = dataEnvelope(teamFilterDomainSchema);

export const listFilterStatusesEndpoint = teamEndpoint('org', '/filters/statuses', {
  method: 'GET',
  permission: 'browse-filters',
  response: listFilterStatusesResponseSchema,
});

export const testFilterEndpoint = teamEndpoint('org', '/filters/test', {
  method: 'POST',
  permission: 'read-filters',
  body: testFilterBodySchema,
  response: testFilterResponseSchema,
});

export const listTeamFilterDomainsEndpoint = teamEndpoint('org', '/filters/domains', {
  method: 'GET',
  permission: 'browse-filters',
  response: listTeamFilterDomainsResponseSchema,
});

/** Adds a domain; changing the kind of one the team has takes edit-filters too. */
export const upsertTeamFilterDomainEndpoint = teamEndpoint('org', '/filters/domains', {
  method: 'POST',
  permission: 'add-filters',
  body: upsertTeamFilterDomainBodySchema,
  response: upsertTeamFilterDomainResponseSchema,
});

export const deleteTeamFilterDomainEndpoint = teamEndpoint('org', '/filters/domains/:domain', {
  method: 'DELETE',
  permission: 'delete-filters',
  params: z.object({ teamId: pathParam, domain: z.string().min(1).max(253) }),
  status: 204,
});

export const listFilterDownloadsEndpoint = teamEndpoint('org', '/filters', {
  method: 'GET',
  permission: 'browse-downloads',
  response: listFilterDownloadsResponseSchema,
});

export const createFilterDownloadEndpoint = teamEndpoint('org', '/filters', {
  method: 'POST',
  permission: 'add-downloads',
  response: createFilterDownloadResponseSchema,
  status: 201,
});
