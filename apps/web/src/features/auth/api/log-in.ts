import { type LoginBody, logInEndpoint, type User } from '@tripline/contracts';
import { currentUserQuery } from '../../../lib/api/get-current-user';
import { callEndpoint } from '../../../lib/endpoint-client';
import { queryClient } from '../../../lib/query-client';

/** Starts the session and caches the signed-in user. */
export async function logIn(body: LoginBody): Promise<User> {
  const answer = await callEndpoint(logInEndpoint, { body }, { reloadOnUnauthorized: false });
  queryClient.setQueryData(currentUserQuery.queryKey, answer);
  return answer.data;
}
