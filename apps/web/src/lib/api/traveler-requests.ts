import {
  type AddTravelerEmailAddressBody,
  addTravelerEmailAddressResponseSchema,
  type CreateTravelerBody,
  createTravelerResponseSchema,
  getTravelerResponseSchema,
  type ListTravelersQuery,
  listTravelersResponseSchema,
  type TravelerDetail,
  type TravelerEmailAddress,
  type UpdateTravelerBody,
} from '@tripline/contracts';
import { apiRequest } from '../api-client';

const one = (base: string, id: string) => `${base}/travelers/${encodeURIComponent(id)}`;

/** GET {base}/travelers. */
export function listTravelers(base: string, query: Partial<ListTravelersQuery> = {}) {
  return apiRequest('GET', `${base}/travelers`, { schema: listTravelersResponseSchema, query, cancelable: true });
}

/** POST {base}/travelers: `isExistingMember` is true when the server answered 200 with a member it already had. */
export async function createTraveler(base: string, body: CreateTravelerBody) {
  return (await apiRequest('POST', `${base}/travelers`, { schema: createTravelerResponseSchema, body })).data;
}

/** GET {base}/travelers/:id, with trips and extra addresses. */
export async function getTraveler(base: string, id: string): Promise<TravelerDetail> {
  return (await apiRequest('GET', one(base, id), { schema: getTravelerResponseSchema })).data;
}

/** PATCH {base}/travelers/:id. */
export async function updateTraveler(base: string, id: string, body: UpdateTravelerBody): Promise<TravelerDetail> {
  return (await apiRequest('PATCH', one(base, id), { schema: getTravelerResponseSchema, body })).data;
}

/** POST {base}/travelers/:id/deactivate or /reactivate: the server's record replaces the one shown. */
export async function setTravelerActive(base: string, id: string, active: boolean): Promise<TravelerDetail> {
  const action = active ? 'reactivate' : 'deactivate';
  return (await apiRequest('POST', `${one(base, id)}/${action}`, { schema: getTravelerResponseSchema })).data;
}

/** DELETE {base}/travelers/:id (their trips go with them). */
export async function deleteTraveler(base: string, id: string): Promise<void> {
  await apiRequest('DELETE', one(base, id));
}

/** POST {base}/travelers/:id/email-addresses. */
export async function addTravelerEmailAddress(
  base: string,
  id: string,
  body: AddTravelerEmailAddressBody,
): Promise<TravelerEmailAddress> {
  return (
    await apiRequest('POST', `${one(base, id)}/email-addresses`, {
      schema: addTravelerEmailAddressResponseSchema,
      body,
    })
  ).data;
}

/** DELETE {base}/travelers/:id/email-addresses/:emailId. */
export async function removeTravelerEmailAddress(base: string, id: string, emailId: string): Promise<void> {
  await apiRequest('DELETE', `${one(base, id)}/email-addresses/${encodeURIComponent(emailId)}`);
}
