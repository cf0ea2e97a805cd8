import { teamEndpoint } from '../../endpoint.js';
import {
  createIntegrationBodySchema,
  integrationResponseSchema,
  listIntegrationsQuerySchema,
  listIntegrationsResponseSchema,
  pollIntegrationResponseSchema,
  testIntegrationResponseSchema,
  updateIntegrationBodySchema,
} from './integration-schema.js';

/** The IMAP integrations of an organisation (spec §7). */
export const listIntegrationsEndpoint = teamEndpoint('org', '/integrations', {
  method: 'GET',
  permission: 'browse-integrations',
  query: listIntegrationsQuerySchema,
  response: listIntegrationsResponseSchema,
});

export const createIntegrationEndpoint = teamEndpoint('org', '/integrations', {
  method: 'POST',
  permission: 'add-integrations',
  body: createIntegrationBodySchema,
  response: integrationResponseSchema,
  status: 201,
});

export const getIntegrationEndpoint = teamEndpoint('org', '/integrations/:id', {
  method: 'GET',
  permission: 'read-integrations',
  response: integrationResponseSchema,
});

export const updateIntegrationEndpoint = teamEndpoint('org', '/integrations/:id', {
  method: 'PATCH',
  permission: 'edit-integrations',
  body: updateIntegrationBodySchema,
  response: integrationResponseSchema,
});

export const deleteIntegrationEndpoint = teamEndpoint('org', '/integrations/:id', {
  method: 'DELETE',
  permission: 'delete-integrations',
  status: 204,
});

export const testIntegrationEndpoint = teamEndpoint('org', '/integrations/:id/test', {
  method: 'POST',
  permission: 'edit-integrations',
  response: testIntegrationResponseSchema,
});

export const pollIntegrationEndpoint = teamEndpoint('org', '/integrations/:id/poll', {
  method: 'POST',
  permission: 'edit-integrations',
  response: pollIntegrationResponseSchema,
});
