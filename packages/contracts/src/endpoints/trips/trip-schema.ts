import { z } from 'zod';
import { SEGMENT_TYPES } from '../../constants.js';
import { segmentSchema } from './segment-schema.js';

/** The traveler a trip belongs to. */
export const tripOwnerSchema = z.object({
  id: z.string(),
  /** First and last name, else the name read from their mail, else null. */
  name: z.string().nullable(),
  email: z.string(),
});
export type TripOwner = z.infer<typeof tripOwnerSchema>;

/** The trip's confirmed segments of one type (CheckOut and Overnight rows left out), in start order. */
export const tripSegmentListSchema = z.object({
  type: z.enum(SEGMENT_TYPES),
  segments: z.array(segmentSchema),
});
export type TripSegmentList = z.infer<typeof tripSegmentListSchema>;

/** The trip's segments starting on one local day (YYYY-MM-DD as the booking wrote it), CheckOut and Overnight left out. */
export const tripSegmentDateSchema = z.object({
  date: z.string(),
  segments: z.array(segmentSchema),
});
export type TripSegmentDate = z.infer<typeof tripSegmentDateSchema>;

/**
 * A trip (spec §3 Trip): one traveler's segments with no gap over 24 hours (decision 013).
 * `segments` holds every segment in start order, cancelled ones and a stay's CheckOut and Overnight rows
 * included (each carries status and subType); `lists` and `dates` are the flat lists, which leave CheckOut and
 * Overnight rows and cancelled segments out (decision 012). `start`/`end` are UTC instants, from the confirmed segments.
 */
export const tripSchema = z.object({
  id: z.string(),
  owner: tripOwnerSchema,
  start: z.string(),
  end: z.string(),
  segment_count: z.number().int(),
  segments: z.array(segmentSchema),
  lists: z.array(tripSegmentListSchema),
  dates: z.array(tripSegmentDateSchema),
  created: z.string(),
  updated: z.string(),
});
export type Trip = z.infer<typeof tripSchema>;

/**
 * A trip as GET {base}/trips lists it (spec §3 Trip): its listed segments once, grouped by type in `lists`.
 * Every segment and the days are in the trip itself (GET {base}/trips/:id).
 */
export const tripListItemSchema = tripSchema.omit({ segments: true, dates: true });
export type TripListItem = z.infer<typeof tripListItemSchema>;
