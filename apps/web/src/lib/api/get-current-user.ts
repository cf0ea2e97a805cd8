import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, getCurrentUserResponseSchema, type User } from '@tripline/contracts';
import { apiRequest } from '../api-client';

/** GET /api/users/current; a 401 is left to the caller (the guard sends the visitor to sign-in). */
export async function getCurrentUser(): Promise<User> {
  const answer = await apiRequest('GET', API_PATHS.currentUser, {
    schema: getCurrentUserResponseSchema,
    reloadOnUnauthorized: false,
  });
  return answer.data;
}

export const currentUserQueryKey = ['users', 'current'] as const;

export const currentUserQuery = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getCurrentUser,
  staleTime: 60_000,
});
