import { z } from 'zod';
import { dataEnvelope, listEnvelope, listQuerySchema } from '../../api.js';
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
