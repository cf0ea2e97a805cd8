import { type RegisterDeveloperBody, registerDeveloperEndpoint, type User } from '@tripline/contracts';
import { currentUserQuery } from '../../../lib/api/get-current-user';
import { callEndpoint } from '../../../lib/endpoint-client';
import { queryClient } from '../../../lib/query-client';

/** The account and its first developer team; signs the user in. */
export async function registerDeveloper(body: RegisterDeveloperBody): Promise<User> {
  const answer = await callEndpoint(registerDeveloperEndpoint, { body }, { reloadOnUnauthorized: false });
  queryClient.setQueryData(currentUserQuery.queryKey, answer);
  return answer.data;
}
