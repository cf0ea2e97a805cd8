import {
  createFilterDownloadResponseSchema,
  FILTER_RULESET_TYPES,
  listFilterDownloadsResponseSchema,
  listFilterStatusesResponseSchema,
  listTeamFilterDomainsResponseSchema,
  roleSetHasPermission,
  testFilterBodySchema,
  testFilterResponseSchema,
  upsertTeamFilterDomainBodySchema,
  upsertTeamFilterDomainResponseSchema,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal, requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/app-error.js';
import { decideWithDomains } from './filter-decision.js';
import {
  deleteTeamDomain,
  listDownloads,
  listTeamDomains,
  recordDownload,
  rulesetStatuses,
  toDownloadDto,
  upsertTeamDomain,
} from './filters.repository.js';
import { senderDomain } from './sender-domain.js';
import type { RulesetType } from './sender-rulesets-data.js';

const teamParams = z.object({ teamId: z.string().min(1).max(100) });
const tags = ['filters'];
const base = '/api/orgs/:teamId/filters';

const toDomainDto = (row: { domain: string; kind: 'allow' | 'block'; createdAt: Date }) => ({
  domain: row.domain,
  kind: row.kind,
  created_at: row.createdAt.toISOString(),
});

/** The sender filter of an organisation team: ruleset statuses, a tester, its own domains and downloads. */
export const filterRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get(
    `${base}/statuses`,
    {
      config: { access: { permission: 'browse-filters', team: 'org' } },
      schema: { tags, params: teamParams, response: { 200: listFilterStatusesResponseSchema } },
    },
    async () => ({ data: rulesetStatuses() }),
  );

  app.post(
    `${base}/test`,
    {
      config: { access: { permission: 'read-filters', team: 'org' } },
      schema: { tags, params: teamParams, body: testFilterBodySchema, response: { 200: testFilterResponseSchema } },
    },
    async (request) => {
      const { team } = requireTeam(request);
      const { email } = request.body;
      const decision = decideWithDomains('org', email, await listTeamDomains(db, team.id));
      const type = (decision.type ?? null) as RulesetType | null;
      return {
        data: {
          email,
          domain: senderDomain(email),
          accepted: decision.accepted,
          type,
          ruleset_name: type ? FILTER_RULESET_TYPES[type] : null,
          reason: decision.reason ?? '',
        },
      };
    },
  );

  app.get(
    `${base}/domains`,
    {
      config: { access: { permission: 'browse-filters', team: 'org' } },
      schema: { tags, params: teamParams, response: { 200: listTeamFilterDomainsResponseSchema } },
    },
    async (request) => {
      const { team } = requireTeam(request);
      return { data: (await listTeamDomains(db, team.id)).map(toDomainDto) };
    },
  );

  app.post(
    `${base}/domains`,
    {
      config: { access: { permission: 'add-filters', team: 'org' } },
      schema: {
        tags,
        params: teamParams,
        body: upsertTeamFilterDomainBodySchema,
        response: { 200: upsertTeamFilterDomainResponseSchema },
      },
    },
    async (request) => {
      const { team, roles } = requireTeam(request);
      const { domain, kind } = request.body;
      const mayChange = roleSetHasPermission(roles, 'edit-filters');
      return { data: toDomainDto(await upsertTeamDomain(db, team.id, domain, kind, mayChange)) };
    },
  );

  app.delete(
    `${base}/domains/:domain`,
    {
      config: { access: { permission: 'delete-filters', team: 'org' } },
      schema: { tags, params: teamParams.extend({ domain: z.string().min(1).max(253) }) },
    },
    async (request, reply) => {
      const { team } = requireTeam(request);
      if (!(await deleteTeamDomain(db, team.id, request.params.domain))) throw notFound('The filter domain');
      return reply.status(204).send();
    },
  );

  app.get(
    base,
    {
      config: { access: { permission: 'browse-downloads', team: 'org' } },
      schema: { tags, params: teamParams, response: { 200: listFilterDownloadsResponseSchema } },
    },
    async (request) => {
      const { team } = requireTeam(request);
      return { data: (await listDownloads(db, team.id)).map(toDownloadDto) };
    },
  );

  app.post(
    base,
    {
      config: { access: { permission: 'add-downloads', team: 'org' } },
      schema: { tags, params: teamParams, response: { 201: createFilterDownloadResponseSchema } },
    },
    async (request, reply) => {
      const { team } = requireTeam(request);
      const row = await recordDownload(db, team.id, requirePrincipal(request).userId);
      return reply.status(201).send({ data: toDownloadDto(row) });
    },
  );
};
