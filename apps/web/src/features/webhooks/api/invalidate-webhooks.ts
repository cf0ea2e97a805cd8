import type { QueryClient } from '@tanstack/react-query';
import { getWebhookEndpoint, listWebhooksEndpoint, type TeamType } from '@tripline/contracts';
import { invalidateEndpoints } from '../../../lib/endpoint-client';

/** Drops every cached answer about the team's webhooks: the list and each one. */
export function invalidateWebhooks(queryClient: QueryClient, type: TeamType, teamId: string): Promise<void> {
  return invalidateEndpoints(queryClient, [listWebhooksEndpoint[type], getWebhookEndpoint[type]], { teamId });
}
