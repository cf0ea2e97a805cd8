import { PassThrough } from 'node:stream';
import { createDownloadEndpoint, getExportFileEndpoint } from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal, requireTeam } from '../../access/access-guard.js';
import { createToken, hashToken } from '../../access/tokens.js';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { type ExportType, findUsableLink, insertLink, markLinkUsed } from './data-explorer-links.repository.js';
import { writeSegmentsCsv, writeSegmentsXlsx } from './write-exports.js';

const HOUR_MS = 3_600_000;
/** An Excel link is followed at once by the browser that asked; a sheet keeps fetching its CSV for a week. */
export const LINK_LIFETIME_MS: Record<ExportType, number> = { excel: HOUR_MS, gsheet: 7 * 24 * HOUR_MS };
const EXTENSION: Record<ExportType, 'xlsx' | 'csv'> = { excel: 'xlsx', gsheet: 'csv' };
const CONTENT_TYPE = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** The data explorer: POST {base}/data-explorer hands out an address; GET /api/exports/<token>.<ext> streams it. */
export const dataExplorerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const secret = deps.config.sessionSecret;

  const tags = ['data-explorer'];

  app.route({
    ...endpointRoute(createDownloadEndpoint, { tags }),
    handler: async (request, reply) => {
      const { team } = requireTeam(request);
      const { type } = request.body;
      const token = createToken();
      const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS[type]);
      await insertLink(db, {
        teamId: team.id,
        createdBy: requirePrincipal(request).userId,
        type,
        tokenHash: hashToken(token, secret),
        expiresAt,
      });
      const downloadUrl = `${deps.config.appUrl}/api/exports/${token}.${EXTENSION[type]}`;
      return reply.status(201).send({ data: { download_url: downloadUrl, expires_at: expiresAt.toISOString() } });
    },
  });

  app.route({
    ...endpointRoute(getExportFileEndpoint, { tags }),
    handler: async (request, reply) => {
      const [token = '', extension] = request.params.file.split('.') as [string, 'xlsx' | 'csv'];
      const found = await findUsableLink(db, hashToken(token, secret));
      if (!found || EXTENSION[found.link.type] !== extension) throw notFound('The export');
      await markLinkUsed(db, found.link.id);

      const day = new Date().toISOString().slice(0, 10);
      const body = new PassThrough();
      const write = extension === 'xlsx' ? writeSegmentsXlsx : writeSegmentsCsv;
      write(deps.database, found.team.id, body).catch((error: unknown) => {
        request.log.error({ err: error }, 'export failed while streaming');
        // Headers are gone already: a cut-off body is how the client learns the file is incomplete.
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .header('content-type', CONTENT_TYPE[extension])
        .header('content-disposition', `attachment; filename="tripline-segments-${day}.${extension}"`)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex')
        .send(body);
    },
  });
};
