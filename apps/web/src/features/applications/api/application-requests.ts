import {
  type Application,
  applicationKeyResponseSchema,
  applicationPaths,
  type CreateApplicationBody,
  createApplicationResponseSchema,
  getApplicationResponseSchema,
  type ListApplicationsQuery,
  listApplicationsResponseSchema,
  type UpdateApplicationBody,
  updateApplicationResponseSchema,
} from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET {base}/applications. */
export function listApplications(base: string, query: Partial<ListApplicationsQuery>) {
  return apiRequest('GET', applicationPaths.list(base), {
    schema: listApplicationsResponseSchema,
    query,
    cancelable: true,
  });
}

/** GET {base}/applications/:id. */
export async function getApplication(base: string, id: string): Promise<Application> {
  return (await apiRequest('GET', applicationPaths.one(base, id), { schema: getApplicationResponseSchema })).data;
}

/** POST {base}/applications. */
export async function createApplication(base: string, body: CreateApplicationBody): Promise<Application> {
  return (await apiRequest('POST', applicationPaths.list(base), { schema: createApplicationResponseSchema, body }))
    .data;
}

/** PATCH {base}/applications/:id. */
export async function updateApplication(base: string, id: string, body: UpdateApplicationBody): Promise<Application> {
  return (await apiRequest('PATCH', applicationPaths.one(base, id), { schema: updateApplicationResponseSchema, body }))
    .data;
}

/** DELETE {base}/applications/:id. */
export async function deleteApplication(base: string, id: string): Promise<void> {
  await apiRequest('DELETE', applicationPaths.one(base, id));
}

/** GET {base}/applications/:id/key: the client secret, for holders of read-application-key. */
export async function getApplicationSecret(base: string, id: string): Promise<string> {
  return (await apiRequest('GET', applicationPaths.key(base, id), { schema: applicationKeyResponseSchema })).data
    .secret;
}

/** POST {base}/applications/:id/key: a new client secret; the old one stops working. */
export async function regenerateApplicationSecret(base: string, id: string): Promise<string> {
  return (await apiRequest('POST', applicationPaths.key(base, id), { schema: applicationKeyResponseSchema })).data
    .secret;
}
