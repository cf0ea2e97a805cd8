import {
  type CreateIntegrationBody,
  type Integration,
  integrationResponseSchema,
  listIntegrationsResponseSchema,
  pollIntegrationResponseSchema,
  testIntegrationResponseSchema,
  type UpdateIntegrationBody,
} from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

const path = (base: string, id?: string, action?: string) =>
  [`${base}/integrations`, id ? encodeURIComponent(id) : '', action ?? ''].filter(Boolean).join('/');

/** GET {base}/integrations. */
export function listIntegrations(base: string) {
  return apiRequest('GET', path(base), { schema: listIntegrationsResponseSchema, query: { paginate: 'false' } });
}

/** POST {base}/integrations: polling starts at once. */
export async function createIntegration(base: string, body: CreateIntegrationBody): Promise<Integration> {
  return (await apiRequest('POST', path(base), { schema: integrationResponseSchema, body })).data;
}

/** PATCH {base}/integrations/:id. */
export async function updateIntegration(base: string, id: string, body: UpdateIntegrationBody): Promise<Integration> {
  return (await apiRequest('PATCH', path(base, id), { schema: integrationResponseSchema, body })).data;
}

/** DELETE {base}/integrations/:id; the emails it brought in stay. */
export async function deleteIntegration(base: string, id: string): Promise<void> {
  await apiRequest('DELETE', path(base, id));
}

/** POST {base}/integrations/:id/test: signs in and opens the folder. */
export async function testIntegration(base: string, id: string) {
  return (await apiRequest('POST', path(base, id, 'test'), { schema: testIntegrationResponseSchema })).data;
}

/** POST {base}/integrations/:id/poll: fetches new mail now. */
export async function pollIntegration(base: string, id: string) {
  return (await apiRequest('POST', path(base, id, 'poll'), { schema: pollIntegrationResponseSchema })).data;
}
