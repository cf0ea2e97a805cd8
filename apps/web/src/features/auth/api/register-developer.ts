import { API_PATHS, type RegisterDeveloperBody, registerDeveloperResponseSchema, type User } from '@tripline/contracts';
import { currentUserQueryKey } from '../../../lib/api/get-current-user';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** POST /api/developers/registration: the account and its first developer team; signs the user in. */
export async function registerDeveloper(body: RegisterDeveloperBody): Promise<User> {
  const answer = await apiRequest('POST', API_PATHS.registration, {
    body,
    schema: registerDeveloperResponseSchema,
    reloadOnUnauthorized: false,
  });
  queryClient.setQueryData(currentUserQueryKey, answer.data);
  return answer.data;
}
