import { API_PATHS, type LoginBody, loginResponseSchema, type User } from '@tripline/contracts';
import { currentUserQueryKey } from '../../../lib/api/get-current-user';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** POST /login: starts the session and caches the signed-in user. */
export async function logIn(body: LoginBody): Promise<User> {
  const answer = await apiRequest('POST', API_PATHS.login, {
    body,
    schema: loginResponseSchema,
    reloadOnUnauthorized: false,
  });
  queryClient.setQueryData(currentUserQueryKey, answer.data);
  return answer.data;
}
