import { queryOptions } from '@tanstack/react-query';
import { getPlatformAnalyticsEndpoint } from '@tripline/contracts';
import { endpointQuery } from '../../../lib/endpoint-client';

/** Every team's activity, for the super administrator. */
export const platformAnalyticsQuery = queryOptions({
  ...endpointQuery(getPlatformAnalyticsEndpoint, {}),
  select: (answer) => answer.data,
});
