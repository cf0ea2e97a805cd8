import { z } from 'zod';
import { dataEnvelope, isoDaySchema } from '../../api.js';
import { teamEndpoint } from '../../endpoint.js';

/** What happened to a flight, as airline mails tell it. */
export const FLIGHT_STATUSES = ['scheduled', 'delayed', 'cancelled', 'departed', 'landed', 'diverted'] as const;
export type FlightStatus = (typeof FLIGHT_STATUSES)[number];

/**
 * One status update of an air segment (spec §3 Air flight status; `Segment_id` spelled as the spec writes it).
 * Times are ISO 8601 as the mail wrote them; `departure_at`/`arrival_at` are the UTC instants.
 */
export const flightStatusSchema = z.object({
  id: z.string(),
  Segment_id: z.string(),
  trip_id: z.string(),
  status: z.enum(FLIGHT_STATUSES),
  /** Flight number with carrier, and the route. */
  number: z.string().nullable(),
  startCode: z.string().nullable(),
  endCode: z.string().nullable(),
  /** The departure and arrival times the update gives (the new ones after a change). */
  departureDateTime: z.string().nullable(),
  arrivalDateTime: z.string().nullable(),
  departure_at: z.string().nullable(),
  arrival_at: z.string().nullable(),
  /** The departure before the change, when the update moved it. */
  previous_departure_at: z.string().nullable(),
  gate: z.string().nullable(),
  terminal: z.string().nullable(),
  /** The email the update came from. */
  source_email_id: z.string().nullable(),
  updated_at: z.string(),
});
export type FlightStatusUpdate = z.infer<typeof flightStatusSchema>;

/**
 * GET {base}/segments/air/status (browse-trips): the latest status of each air segment departing between
 * startDate (default today, UTC) and endDate (inclusive; default startDate) that has one. 204 with no body
 * when there is none; the console reads that as an empty list.
 */
export const listFlightStatusesQuerySchema = z.object({
  startDate: isoDaySchema.optional(),
  endDate: isoDaySchema.optional(),
});
export type ListFlightStatusesQuery = z.infer<typeof listFlightStatusesQuerySchema>;
export const listFlightStatusesResponseSchema = dataEnvelope(z.array(flightStatusSchema));
export type ListFlightStatusesResponse = z.infer<typeof listFlightStatusesResponseSchema>;

/**
 * GET {base}/segments/air/:id/status (read-trips): the segment's current status (scheduled when no update
 * was recorded) and its updates, newest first.
 */
export const segmentFlightStatusSchema = z.object({
  Segment_id: z.string(),
  status: z.enum(FLIGHT_STATUSES),
  latest: flightStatusSchema.nullable(),
  history: z.array(flightStatusSchema),
});
export const getFlightStatusResponseSchema = dataEnvelope(segmentFlightStatusSchema);
export type GetFlightStatusResponse = z.infer<typeof getFlightStatusResponseSchema>;

/** The latest status of each flight in the range; no answer (204) when none has one. */
export const listFlightStatusesEndpoint = teamEndpoint('org', '/segments/air/status', {
  method: 'GET',
  permission: 'browse-trips',
  query: listFlightStatusesQuerySchema,
  response: listFlightStatusesResponseSchema.optional(),
});

export const getFlightStatusEndpoint = teamEndpoint('org', '/segments/air/:id/status', {
  method: 'GET',
  permission: 'read-trips',
  response: getFlightStatusResponseSchema,
});
