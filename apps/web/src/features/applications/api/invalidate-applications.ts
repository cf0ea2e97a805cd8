import type { QueryClient } from '@tanstack/react-query';
import {
  getApplicationEndpoint,
  getApplicationKeyEndpoint,
  listApplicationsEndpoint,
  type TeamType,
} from '@tripline/contracts';
import { invalidateEndpoint } from '../../../lib/endpoint-client';

/** Drops every cached answer about the team's applications: the list, each one and each client secret. */
export async function invalidateApplications(queryClient: QueryClient, type: TeamType, teamId: string): Promise<void> {
  await Promise.all(
    [listApplicationsEndpoint, getApplicationEndpoint, getApplicationKeyEndpoint].map((endpoint) =>
      invalidateEndpoint(queryClient, endpoint[type], { teamId }),
    ),
  );
}
