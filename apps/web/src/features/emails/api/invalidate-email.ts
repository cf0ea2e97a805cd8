import type { QueryClient } from '@tanstack/react-query';
import {
  getEmailEndpoint,
  getEmailRenderedEndpoint,
  listEmailCallbacksEndpoint,
  listEmailsEndpoint,
} from '@tripline/contracts';
import type { TeamAccess } from '../../../components/team/use-team-access';
import { invalidateEndpoint } from '../../../lib/endpoint-client';

/**
 * Drops what the console holds about an email (its detail, its rendered parts, its webhook attempts) so it is
 * fetched again; `withLists` also drops the team's email lists, whose counts the change may alter.
 */
export async function invalidateEmail(
  queryClient: QueryClient,
  access: Pick<TeamAccess, 'type' | 'id'>,
  emailId: string,
  { withLists = false }: { withLists?: boolean } = {},
): Promise<void> {
  const params = { teamId: access.id, id: emailId };
  await Promise.all([
    invalidateEndpoint(queryClient, getEmailEndpoint[access.type], params),
    invalidateEndpoint(queryClient, getEmailRenderedEndpoint[access.type], params),
    invalidateEndpoint(queryClient, listEmailCallbacksEndpoint[access.type], { teamId: access.id, emailId }),
    withLists ? invalidateEndpoint(queryClient, listEmailsEndpoint[access.type], { teamId: access.id }) : undefined,
  ]);
}
