import { type UpdateCurrentUserBody, updateCurrentUserEndpoint } from '@tripline/contracts';
import { currentUserQuery } from '../../../lib/api/get-current-user';
import { callEndpoint } from '../../../lib/endpoint-client';
import { queryClient } from '../../../lib/query-client';

/** Saves profile fields; the cached user is replaced with the answer. */
export async function updateCurrentUser(body: UpdateCurrentUserBody) {
  const answer = await callEndpoint(updateCurrentUserEndpoint, { body });
  queryClient.setQueryData(currentUserQuery.queryKey, answer);
  return answer.data;
}
