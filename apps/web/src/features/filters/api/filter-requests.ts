import {
  createFilterDownloadResponseSchema,
  type FilterDownload,
  type FilterRuleset,
  filterPaths,
  listFilterDownloadsResponseSchema,
  listFilterStatusesResponseSchema,
  type TestFilterResponse,
  testFilterResponseSchema,
} from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET {base}/filters/statuses: every ruleset merged with its status, outdated domains flagged. */
export async function listFilterRulesets(base: string): Promise<FilterRuleset[]> {
  return (await apiRequest('GET', filterPaths.statuses(base), { schema: listFilterStatusesResponseSchema })).data;
}

/** POST {base}/filters/test: how mail from an address would be treated. */
export async function testFilterAddress(base: string, email: string): Promise<TestFilterResponse['data']> {
  return (await apiRequest('POST', filterPaths.test(base), { schema: testFilterResponseSchema, body: { email } })).data;
}

/** GET {base}/filters: the download history, newest first (the latest 10 are kept). */
export async function listFilterDownloads(base: string): Promise<FilterDownload[]> {
  return (await apiRequest('GET', filterPaths.downloads(base), { schema: listFilterDownloadsResponseSchema })).data;
}

/** POST {base}/filters: records a download of the current filter set and returns it. */
export async function createFilterDownload(base: string): Promise<FilterDownload> {
  return (await apiRequest('POST', filterPaths.downloads(base), { schema: createFilterDownloadResponseSchema })).data;
}
