import type { QueryClient } from '@tanstack/react-query';
import { getWebhookEndpoint, listWebhooksEndpoint, type TeamType } from '@tripline/contracts';
import { invalidateEndpoint } from '../../../lib/endpoint-client';

/** Drops every cached answer about the team's webhooks: the list and each one. */
export async function invalidateWebhooks(queryClient: QueryClient, type: TeamType, teamId: string): Promise<void> {
  await Promise.all([
    invalidateEndpoint(queryClient, listWebhooksEndpoint[type], { teamId }),
    invalidateEndpoint(queryClient, getWebhookEndpoint[type], { teamId }),
  ]);
}
