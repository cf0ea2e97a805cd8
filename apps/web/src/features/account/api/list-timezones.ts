import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, listTimezonesResponseSchema } from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/locations/timezones: IANA zone names for the profile form. */
export const timezonesQuery = queryOptions({
  queryKey: ['locations', 'timezones'],
  queryFn: async () => (await apiRequest('GET', API_PATHS.timezones, { schema: listTimezonesResponseSchema })).data,
  staleTime: Number.POSITIVE_INFINITY,
});
