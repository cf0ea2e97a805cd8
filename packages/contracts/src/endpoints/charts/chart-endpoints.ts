import { teamEndpoint } from '../../endpoint.js';
import { type ChartName, chartQuerySchema, chartResponseSchema } from './chart-schema.js';

function chartEndpoint<const N extends ChartName>(chart: N) {
  // Charts are the dashboard's figures: team-wide sums, never a trip's details, so read-dashboard.
  return teamEndpoint('org', `/charts/${chart}`, {
    method: 'GET',
    permission: 'read-dashboard',
    query: chartQuerySchema,
    response: chartResponseSchema,
  });
}

/** The charts of the organisation dashboard, one endpoint by chart name. */
export const getChartEndpoints = {
  travel: chartEndpoint('travel'),
  spend: chartEndpoint('spend'),
  bookings: chartEndpoint('bookings'),
  'segment-bookings': chartEndpoint('segment-bookings'),
  'hotel-nights': chartEndpoint('hotel-nights'),
  'segment-costs': chartEndpoint('segment-costs'),
  'segment-sources': chartEndpoint('segment-sources'),
  'segment-purchase': chartEndpoint('segment-purchase'),
} as const satisfies Record<ChartName, unknown>;
