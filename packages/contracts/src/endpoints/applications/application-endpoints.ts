import { z } from 'zod';
import { dataEnvelope, listEnvelope, listQuerySchema } from '../../api.js';
import { teamEndpoints } from '../../endpoint.js';
import { applicationNameSchema, applicationSchema } from './application-schema.js';

/** GET {base}/applications: created:desc by default; sort also by name. */
export const listApplicationsQuerySchema = listQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type ListApplicationsQuery = z.infer<typeof listApplicationsQuerySchema>;
export const listApplicationsResponseSchema = listEnvelope(applicationSchema);
export type ListApplicationsResponse = z.infer<typeof listApplicationsResponseSchema>;

/** GET {base}/applications/:id. */
export const getApplicationResponseSchema = dataEnvelope(applicationSchema);
export type GetApplicationResponse = z.infer<typeof getApplicationResponseSchema>;

/** POST {base}/applications → 201; the answer carries the secret for holders of read-application-key. */
export const createApplicationBodySchema = z.object({
  name: applicationNameSchema,
  description: z.string().trim().max(500).nullable().optional(),
});
export type CreateApplicationBody = z.infer<typeof createApplicationBodySchema>;
export const createApplicationResponseSchema = dataEnvelope(applicationSchema);
export type CreateApplicationResponse = z.infer<typeof createApplicationResponseSchema>;

/** PATCH {base}/applications/:id; the secret is unchanged and shown only to holders of read-application-key. */
export const updateApplicationBodySchema = createApplicationBodySchema.partial();
export type UpdateApplicationBody = z.infer<typeof updateApplicationBodySchema>;
export const updateApplicationResponseSchema = dataEnvelope(applicationSchema);
export type UpdateApplicationResponse = z.infer<typeof updateApplicationResponseSchema>;

/** GET {base}/applications/:id/key (read-application-key) and POST (edit-application-key, regenerates). */
export const applicationKeyResponseSchema = dataEnvelope(z.object({ secret: z.string() }));
export type ApplicationKeyResponse = z.infer<typeof applicationKeyResponseSchema>;

/** A team's API applications, for both kinds of team: `listApplicationsEndpoint[team.type]`. */
export const listApplicationsEndpoint = teamEndpoints('/applications', {
  method: 'GET',
  permission: 'browse-applications',
  query: listApplicationsQuerySchema,
  response: listApplicationsResponseSchema,
});

export const createApplicationEndpoint = teamEndpoints('/applications', {
  method: 'POST',
  permission: 'add-applications',
  body: createApplicationBodySchema,
  response: createApplicationResponseSchema,
  status: 201,
});

export const getApplicationEndpoint = teamEndpoints('/applications/:applicationId', {
  method: 'GET',
  permission: 'read-applications',
  response: getApplicationResponseSchema,
});

export const updateApplicationEndpoint = teamEndpoints('/applications/:applicationId', {
  method: 'PATCH',
  permission: 'edit-applications',
  body: updateApplicationBodySchema,
  response: updateApplicationResponseSchema,
});

export const deleteApplicationEndpoint = teamEndpoints('/applications/:applicationId', {
  method: 'DELETE',
  permission: 'delete-applications',
  status: 204,
});

/** The client secret, for holders of read-application-key. */
export const getApplicationKeyEndpoint = teamEndpoints('/applications/:applicationId/key', {
  method: 'GET',
  permission: 'read-application-key',
  response: applicationKeyResponseSchema,
});

/** A new client secret; the old one stops working. */
export const regenerateApplicationKeyEndpoint = teamEndpoints('/applications/:applicationId/key', {
  method: 'POST',
  permission: 'edit-application-key',
  response: applicationKeyResponseSchema,
});
