import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './constants.js';

/** The header every call must send; the server refuses state-changing calls without it. */
export const REQUESTED_WITH_HEADER = 'x-requested-with';
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';

/** Wraps a payload schema as the `{data}` envelope. */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export const paginationMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  next: z.number().int().nullable(),
  previous: z.number().int().nullable(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** A list answer: `{data: [...], meta}`. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMetaSchema });
}

/** `field:asc|desc`. */
export const sortSchema = z.string().regex(/^[a-z_]+:(asc|desc)$/, 'Sort must look like field:asc or field:desc');

/** The list query every list accepts. `paginate=false` returns every row. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  sort: sortSchema.optional(),
  paginate: z.enum(['true', 'false']).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** Whether YYYY-MM-DD names a day of the calendar (years 1 to 9999, as PostgreSQL's dates hold them). */
export function isCalendarDay(day: string): boolean {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  if (year < 1 || month < 1 || month > 12 || date < 1) return false;
  const isLeap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return date <= (lengths[month - 1] ?? 0);
}

/** A calendar day, YYYY-MM-DD, as filters take it: one that exists (no 2020-02-31). */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .refine(isCalendarDay, 'This day does not exist');
