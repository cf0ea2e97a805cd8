import { API_PATHS, type RegisterDeveloperBody, registerDeveloperResponseSchema, type User } from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { currentUserQueryKey } from './get-current-user';

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
