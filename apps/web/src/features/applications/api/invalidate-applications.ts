import type { QueryClient } from '@tanstack/react-query';
import {
  getApplicationEndpoint,
  getApplicationKeyEndpoint,
  listApplicationsEndpoint,
  type TeamType,
} from '@tripline/contracts';
import { invalidateEndpoints } from '../../../lib/endpoint-client';

/** Drops every cached answer about the team's applications: the list, each one and each client secret. */
export function invalidateApplications(queryClient: QueryClient, type: TeamType, teamId: string): Promise<void> {
  const endpoints = [listApplicationsEndpoint, getApplicationEndpoint, getApplicationKeyEndpoint];
  return invalidateEndpoints(
    queryClient,
    endpoints.map((endpoint) => endpoint[type]),
    { teamId },
  );
}
