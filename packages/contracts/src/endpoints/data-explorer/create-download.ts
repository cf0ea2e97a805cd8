import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { DATA_EXPLORER_TYPES } from '../../constants.js';

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
