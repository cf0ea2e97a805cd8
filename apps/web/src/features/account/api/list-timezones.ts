import { queryOptions } from '@tanstack/react-query';
import { listTimezonesEndpoint } from '@tripline/contracts';
import { endpointQuery } from '../../../lib/endpoint-client';

/** IANA zone names for the profile form. */
export const timezonesQuery = queryOptions({
  ...endpointQuery(listTimezonesEndpoint, {}),
  select: (answer) => answer.data,
  staleTime: Number.POSITIVE_INFINITY,
});
