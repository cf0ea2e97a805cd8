import { z } from 'zod';
import { TRAVELER_IMPORT_STATUSES } from '../../constants.js';

/** Traveler fields a file column can feed. */
export const TRAVELER_IMPORT_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'full_name',
  'employee_id',
  'department',
  'extra_emails',
] as const;
export type TravelerImportField = (typeof TRAVELER_IMPORT_FIELDS)[number];
export const TRAVELER_IMPORT_FIELD_LABELS: Record<TravelerImportField, string> = {
  email: 'Email',
  first_name: 'First name',
  last_name: 'Last name',
  full_name: 'Full name',
  employee_id: 'Employee ID',
  department: 'Department',
  extra_emails: 'Extra emails',
};

/** Field → column position (0-based); email is required. */
export const travelerImportMappingSchema = z
  .object({
    email: z.number().int().min(0),
    first_name: z.number().int().min(0).nullable().optional(),
    last_name: z.number().int().min(0).nullable().optional(),
    full_name: z.number().int().min(0).nullable().optional(),
    employee_id: z.number().int().min(0).nullable().optional(),
    department: z.number().int().min(0).nullable().optional(),
    extra_emails: z.number().int().min(0).nullable().optional(),
  })
  .strict();
export type TravelerImportMapping = z.infer<typeof travelerImportMappingSchema>;

export const travelerImportResultSchema = z.object({ label: z.string(), count: z.number().int() });
export const travelerImportRowErrorSchema = z.object({ row: z.number().int(), reason: z.string() });

/** A traveler import (spec §3): status, progress, results as label/count pairs and the rows that failed. */
export const travelerImportSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  format: z.enum(['csv', 'xlsx']),
  byte_size: z.number().int(),
  status: z.enum(TRAVELER_IMPORT_STATUSES),
  /** Header of each column, in file order. */
  columns: z.array(z.string()),
  mapping: travelerImportMappingSchema.nullable(),
  progress: z.object({ done: z.number().int(), total: z.number().int().nullable() }),
  results: z.array(travelerImportResultSchema),
  /** The first rows that were not imported (row numbers count the header as row 1). */
  errors: z.array(travelerImportRowErrorSchema),
  failure_reason: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
  finished: z.string().nullable(),
});
export type TravelerImport = z.infer<typeof travelerImportSchema>;

/** An upload's answer: the import, a preview of its first rows and the suggested mapping. */
export const travelerImportUploadSchema = travelerImportSchema.extend({
  preview: z.array(z.array(z.string())),
  suggested_mapping: z.record(z.string(), z.number().int()),
});
export type TravelerImportUpload = z.infer<typeof travelerImportUploadSchema>;
