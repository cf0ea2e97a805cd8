import { z } from 'zod';
import { dataEnvelope, listEnvelope, listQuerySchema } from '../../api.js';
import { teamEndpoint } from '../../endpoint.js';
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

/** The people of the organisation (spec §7). */
export const listTravelersEndpoint = teamEndpoint('org', '/travelers', {
  method: 'GET',
  permission: 'browse-members',
  query: listTravelersQuerySchema,
  response: listTravelersResponseSchema,
});

/** 201 with the new traveler; 200, with the same schema, when a member already has the address. */
export const createTravelerEndpoint = teamEndpoint('org', '/travelers', {
  method: 'POST',
  permission: 'add-members',
  body: createTravelerBodySchema,
  response: createTravelerResponseSchema,
  status: 201,
});

export const getTravelerEndpoint = teamEndpoint('org', '/travelers/:id', {
  method: 'GET',
  permission: 'read-members',
  response: getTravelerResponseSchema,
});

export const updateTravelerEndpoint = teamEndpoint('org', '/travelers/:id', {
  method: 'PATCH',
  permission: 'edit-members',
  body: updateTravelerBodySchema,
  response: getTravelerResponseSchema,
});

export const deleteTravelerEndpoint = teamEndpoint('org', '/travelers/:id', {
  method: 'DELETE',
  permission: 'delete-members',
  status: 204,
});

export const deactivateTravelerEndpoint = teamEndpoint('org', '/travelers/:id/deactivate', {
  method: 'POST',
  permission: 'edit-members',
  response: getTravelerResponseSchema,
});

export const reactivateTravelerEndpoint = teamEndpoint('org', '/travelers/:id/reactivate', {
  method: 'POST',
  permission: 'edit-members',
  response: getTravelerResponseSchema,
});

export const listTravelerEmailAddressesEndpoint = teamEndpoint('org', '/travelers/:id/email-addresses', {
  method: 'GET',
  permission: 'read-members',
  response: listTravelerEmailAddressesResponseSchema,
});

export const addTravelerEmailAddressEndpoint = teamEndpoint('org', '/travelers/:id/email-addresses', {
  method: 'POST',
  permission: 'edit-members',
  body: addTravelerEmailAddressBodySchema,
  response: addTravelerEmailAddressResponseSchema,
  status: 201,
});

export const deleteTravelerEmailAddressEndpoint = teamEndpoint('org', '/travelers/:id/email-addresses/:emailId', {
  method: 'DELETE',
  permission: 'edit-members',
  status: 204,
});
