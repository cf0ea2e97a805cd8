import { API_PATHS, type UpdateCurrentUserBody, updateCurrentUserResponseSchema } from '@tripline/contracts';
import { currentUserQueryKey } from '../../../lib/api/get-current-user';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** PATCH /api/users/current: profile fields; the cached user is replaced with the answer. */
export async function updateCurrentUser(body: UpdateCurrentUserBody) {
  const answer = await apiRequest('PATCH', API_PATHS.currentUser, { body, schema: updateCurrentUserResponseSchema });
  queryClient.setQueryData(currentUserQueryKey, answer.data);
  return answer.data;
}
