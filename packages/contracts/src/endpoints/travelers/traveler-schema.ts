import { z } from 'zod';

/** An address a traveler also sends or forwards bookings from. */
export const travelerEmailAddressSchema = z.object({
  id: z.string(),
  email: z.string(),
  created: z.string(),
});
export type TravelerEmailAddress = z.infer<typeof travelerEmailAddressSchema>;

/** One trip of a traveler, as the person page lists it. */
export const travelerTripSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  segment_count: z.number().int(),
  /** Cities or places the trip reaches, in order, without repeats. */
  destinations: z.array(z.string()),
});
export type TravelerTrip = z.infer<typeof travelerTripSchema>;

export const TRAVELER_STATUSES = ['active', 'inactive'] as const;
export type TravelerStatus = (typeof TRAVELER_STATUSES)[number];

/** A person of an organisation (spec §3 Traveler / member). */
export const travelerSchema = z.object({
  id: z.string(),
  /** First and last name, else the name read from their mail, else null. */
  name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  employee_id: z.string().nullable(),
  department: z.string().nullable(),
  status: z.enum(TRAVELER_STATUSES),
  extra_email_addresses: z.array(travelerEmailAddressSchema),
  trip_count: z.number().int(),
  created: z.string(),
  updated: z.string(),
});
export type Traveler = z.infer<typeof travelerSchema>;

/** The person page's record: the traveler with their trips, newest first. */
export const travelerDetailSchema = travelerSchema.extend({ trips: z.array(travelerTripSchema) });
export type TravelerDetail = z.infer<typeof travelerDetailSchema>;

export const travelerEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Enter a valid email address'));
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** The editable fields of a traveler. */
export const travelerFieldsSchema = z.object({
  first_name: optionalText(100),
  last_name: optionalText(100),
  employee_id: optionalText(100),
  department: optionalText(200),
});
