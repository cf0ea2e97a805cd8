import {
  type CreateReportBody,
  createReportResponseSchema,
  getReportResponseSchema,
  type ListReportsQuery,
  listReportsResponseSchema,
  type Report,
  reportPaths,
} from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET {base}/reports, newest first. */
export function listReports(base: string, query: Partial<ListReportsQuery> = {}) {
  return apiRequest('GET', reportPaths.list(base), { schema: listReportsResponseSchema, query, cancelable: true });
}

/** GET {base}/reports/:id. */
export async function getReport(base: string, id: string): Promise<Report> {
  return (await apiRequest('GET', reportPaths.one(base, id), { schema: getReportResponseSchema })).data;
}

/** POST {base}/reports: the report starts as Processing and is generated in the background. */
export async function createReport(base: string, body: CreateReportBody): Promise<Report> {
  return (await apiRequest('POST', reportPaths.list(base), { schema: createReportResponseSchema, body })).data;
}

/** DELETE {base}/reports/:id with its files. */
export async function deleteReport(base: string, id: string): Promise<void> {
  await apiRequest('DELETE', reportPaths.one(base, id));
}
