import { z } from 'zod';
import { dataEnvelope, listEnvelope, listQuerySchema } from '../../api.js';
import { teamEndpoint } from '../../endpoint.js';
import {
  travelerImportMappingSchema,
  travelerImportSchema,
  travelerImportUploadSchema,
} from './traveler-import-schema.js';

/** Largest file part one upload request takes; a bigger file is sent in parts (POST …/imports/:id/upload). */
export const TRAVELER_IMPORT_MAX_PART_BYTES = 20 * 1024 * 1024;
/** Largest whole file an import takes, all parts together. */
export const TRAVELER_IMPORT_MAX_FILE_BYTES = 100 * 1024 * 1024;
/** The multipart field that carries the file. */
export const TRAVELER_IMPORT_FILE_FIELD = 'file';

/** GET {base}/travelers/imports, newest first. */
export const listTravelerImportsQuerySchema = listQuerySchema;
export const listTravelerImportsResponseSchema = listEnvelope(travelerImportSchema);
export type ListTravelerImportsResponse = z.infer<typeof listTravelerImportsResponseSchema>;

/**
 * POST {base}/travelers/imports/upload (multipart, field `file`, .csv or .xlsx): 201 with a Queued import,
 * POST {base}/travelers/imports/:id/upload: 200, appends the next part of the same file.
 */
export const uploadTravelerImportResponseSchema = dataEnvelope(travelerImportUploadSchema);
export type UploadTravelerImportResponse = z.infer<typeof uploadTravelerImportResponseSchema>;

/** POST {base}/travelers/imports/:id/process: the confirmed mapping; 202 once the job is queued. */
export const processTravelerImportBodySchema = z.object({ mapping: travelerImportMappingSchema });
export type ProcessTravelerImportBody = z.infer<typeof processTravelerImportBodySchema>;

/** GET {base}/travelers/imports/:id and the answer of /process. */
export const getTravelerImportResponseSchema = dataEnvelope(travelerImportSchema);
export type GetTravelerImportResponse = z.infer<typeof getTravelerImportResponseSchema>;

/**
 * GET {base}/travelers/imports/:id/preview: the import with its columns' first rows and the suggested mapping,
 * read again from the stored file, so the mapping form survives a reload.
 */
export const getTravelerImportPreviewResponseSchema = uploadTravelerImportResponseSchema;

/** Imports are started and followed by those who may add members. */
const permission = 'add-members';

export const listTravelerImportsEndpoint = teamEndpoint('org', '/travelers/imports', {
  method: 'GET',
  permission,
  query: listTravelerImportsQuerySchema,
  response: listTravelerImportsResponseSchema,
});

/** Multipart, the file in TRAVELER_IMPORT_FILE_FIELD: the first part of a file, which starts the import. */
export const uploadTravelerImportEndpoint = teamEndpoint('org', '/travelers/imports/upload', {
  method: 'POST',
  permission,
  response: uploadTravelerImportResponseSchema,
  status: 201,
});

/** Multipart, as the first part: the next part of the same file. */
export const uploadTravelerImportPartEndpoint = teamEndpoint('org', '/travelers/imports/:id/upload', {
  method: 'POST',
  permission,
  response: uploadTravelerImportResponseSchema,
});

export const processTravelerImportEndpoint = teamEndpoint('org', '/travelers/imports/:id/process', {
  method: 'POST',
  permission,
  body: processTravelerImportBodySchema,
  response: getTravelerImportResponseSchema,
  status: 202,
});

export const getTravelerImportEndpoint = teamEndpoint('org', '/travelers/imports/:id', {
  method: 'GET',
  permission,
  response: getTravelerImportResponseSchema,
});

export const getTravelerImportPreviewEndpoint = teamEndpoint('org', '/travelers/imports/:id/preview', {
  method: 'GET',
  permission,
  response: getTravelerImportPreviewResponseSchema,
});
