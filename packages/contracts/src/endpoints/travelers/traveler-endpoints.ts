import { z } from 'zod';
import { dataEnvelope, listEnvelope, listQuerySchema } from '../../api.js';
import {
  TRAVELER_STATUSES,
  travelerDetailSchema,
  travelerEmailAddressSchema,
  travelerEmailSchema,
  travelerFieldsSchema,
  travelerSchema,
} from './traveler-schema.js';

/** GET {base}/travelers: search q (name, address, employee id), status; sorts created, name, email (default created:desc). */
export const listTravelersQuerySchema = listQuerySchema.extend({
  q: z.string().trim().min(1).max(200).optional(),
  status: z.enum(TRAVELER_STATUSES).optional(),
});
export type ListTravelersQuery = z.infer<typeof listTravelersQuerySchema>;
export const listTravelersResponseSchema = listEnvelope(travelerSchema);
export type ListTravelersResponse = z.infer<typeof listTravelersResponseSchema>;

/** POST {base}/travelers: 201 with the new traveler, or 200 with the member who already has this address. */
export const createTravelerBodySchema = travelerFieldsSchema.extend({ email: travelerEmailSchema });
export type CreateTravelerBody = z.infer<typeof createTravelerBodySchema>;
export const createTravelerResponseSchema = dataEnvelope(travelerSchema.extend({ isExistingMember: z.boolean() }));
export type CreateTravelerResponse = z.infer<typeof createTravelerResponseSchema>;

/**
 * GET {base}/travelers/:id, and the answer of PATCH, /deactivate and /reactivate.
 * DELETE answers 204 and removes the traveler's trips with them.
 */
export const getTravelerResponseSchema = dataEnvelope(travelerDetailSchema);
export type GetTravelerResponse = z.infer<typeof getTravelerResponseSchema>;

/** PATCH {base}/travelers/:id: names, employee id, department and the primary address. */
export const updateTravelerBodySchema = travelerFieldsSchema.extend({ email: travelerEmailSchema.optional() }).strict();
export type UpdateTravelerBody = z.infer<typeof updateTravelerBodySchema>;

/** GET {base}/travelers/:id/email-addresses. */
export const listTravelerEmailAddressesResponseSchema = dataEnvelope(z.array(travelerEmailAddressSchema));
/** POST {base}/travelers/:id/email-addresses: 201; an address any traveler of the team has is a 422. */
export const addTravelerEmailAddressBodySchema = z.object({ email: travelerEmailSchema });
export type AddTravelerEmailAddressBody = z.infer<typeof addTravelerEmailAddressBodySchema>;
export const addTravelerEmailAddressResponseSchema = dataEnvelope(travelerEmailAddressSchema);
