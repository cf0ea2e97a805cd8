import { useMutation } from '@tanstack/react-query';
import { type CreateDownloadBody, type CreateDownloadResponse, createDownloadEndpoint } from '@tripline/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** The spec's message (§8) when no download address could be had. */
export const DATA_EXPLORER_FAILURE = 'We are unable to fetch your data explorer file. Please try again.';

export type DataExplorerDownload = CreateDownloadResponse['data'];

/** Asks for an export address of the team's segments; the answer's download_url is the file. */
export function useCreateDownload(teamId: string) {
  return useMutation({
    mutationFn: async (type: CreateDownloadBody['type']): Promise<DataExplorerDownload> =>
      (await callEndpoint(createDownloadEndpoint, { params: { teamId }, body: { type } })).data,
  });
}
