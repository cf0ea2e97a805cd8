import {
  createFilterDownloadEndpoint,
  deleteTeamFilterDomainEndpoint,
  FILTER_RULESET_TYPES,
  listFilterDownloadsEndpoint,
  listFilterStatusesEndpoint,
  listTeamFilterDomainsEndpoint,
  roleSetHasPermission,
  testFilterEndpoint,
  upsertTeamFilterDomainEndpoint,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal, requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
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

const tags = ['filters'];

const toDomainDto = (row: { domain: string; kind: 'allow' | 'block'; createdAt: Date }) => ({
  domain: row.domain,
  kind: row.kind,
  created_at: row.createdAt.toISOString(),
});

/** The sender filter of an organisation team: ruleset statuses, a tester, its own domains and downloads. */
export const filterRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.route({
    ...endpointRoute(listFilterStatusesEndpoint, { tags }),
    handler: async () => ({ data: rulesetStatuses() }),
  });

  app.route({
    ...endpointRoute(testFilterEndpoint, { tags }),
    handler: async (request) => {
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
  });

  app.route({
    ...endpointRoute(listTeamFilterDomainsEndpoint, { tags }),
    handler: async (request) => {
      const { team } = requireTeam(request);
      return { data: (await listTeamDomains(db, team.id)).map(toDomainDto) };
    },
  });

  app.route({
    ...endpointRoute(upsertTeamFilterDomainEndpoint, { tags }),
    handler: async (request) => {
      const { team, roles } = requireTeam(request);
      const { domain, kind } = request.body;
      const mayChange = roleSetHasPermission(roles, 'edit-filters');
      return { data: toDomainDto(await upsertTeamDomain(db, team.id, domain, kind, mayChange)) };
    },
  });

  app.route({
    ...endpointRoute(deleteTeamFilterDomainEndpoint, { tags }),
    handler: async (request, reply) => {
      const { team } = requireTeam(request);
      if (!(await deleteTeamDomain(db, team.id, request.params.domain))) throw notFound('The filter domain');
      return reply.status(204).send();
    },
  });

  app.route({
    ...endpointRoute(listFilterDownloadsEndpoint, { tags }),
    handler: async (request) => {
      const { team } = requireTeam(request);
      return { data: (await listDownloads(db, team.id)).map(toDownloadDto) };
    },
  });

  app.route({
    ...endpointRoute(createFilterDownloadEndpoint, { tags }),
    handler: async (request, reply) => {
      const { team } = requireTeam(request);
      const row = await recordDownload(db, team.id, requirePrincipal(request).userId);
      return reply.status(201).send({ data: toDownloadDto(row) });
    },
  });
};
