import { useMutation } from '@tanstack/react-query';
import {
  type CreateDownloadBody,
  type CreateDownloadResponse,
  createDownloadResponseSchema,
} from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The spec's message (§8) when no download address could be had. */
export const DATA_EXPLORER_FAILURE = 'We are unable to fetch your data explorer file. Please try again.';

export type DataExplorerDownload = CreateDownloadResponse['data'];

/** POST {base}/data-explorer with the type; reads data.download_url. */
export async function createDownload(base: string, type: CreateDownloadBody['type']): Promise<DataExplorerDownload> {
  return (await apiRequest('POST', `${base}/data-explorer`, { schema: createDownloadResponseSchema, body: { type } }))
    .data;
}

/** Asks for an export address of the team's segments. */
export function useCreateDownload(base: string) {
  return useMutation({ mutationFn: (type: CreateDownloadBody['type']) => createDownload(base, type) });
}
