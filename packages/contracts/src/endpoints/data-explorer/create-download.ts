import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { DATA_EXPLORER_TYPES } from '../../constants.js';
import { defineEndpoint, teamEndpoint } from '../../endpoint.js';

/**
 * POST {base}/data-explorer: an address of the team's segments. `excel` is a one-hour .xlsx download;
 * `gsheet` a CSV address, readable without signing in, that Google Sheets' IMPORTDATA fetches for 7 days.
 */
export const createDownloadBodySchema = z.object({ type: z.enum(DATA_EXPLORER_TYPES) }).strict();
export type CreateDownloadBody = z.infer<typeof createDownloadBodySchema>;
export const createDownloadResponseSchema = dataEnvelope(
  z.object({ download_url: z.string(), expires_at: z.string() }),
);
export type CreateDownloadResponse = z.infer<typeof createDownloadResponseSchema>;

/** GET /api/exports/<token>.xlsx or .csv: the file itself, opened by the token alone. */
export const exportFileParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.(xlsx|csv)$/, 'Unknown export'),
});

export const createDownloadEndpoint = teamEndpoint('org', '/data-explorer', {
  method: 'POST',
  permission: 'add-downloads',
  body: createDownloadBodySchema,
  response: createDownloadResponseSchema,
  status: 201,
});

/** The token is the credential: Google Sheets fetches the CSV without cookies. Answers the file, not JSON. */
export const getExportFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/exports/:file',
  access: { public: true },
  params: exportFileParamsSchema,
});
