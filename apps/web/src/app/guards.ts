import { hasPermission, type TeamType, type User } from '@tripline/contracts';
import { redirect } from 'react-router';
import { currentUserQuery } from '../lib/api/get-current-user';
import { isHttpError } from '../lib/http-error';
import { queryClient } from '../lib/query-client';
import { ResourceError, type ResourceName } from '../lib/resource-error';
import { signInPath } from '../lib/return-path';

/** The signed-in user, or undefined for a visitor; other failures are thrown. */
export async function loadOptionalUser(): Promise<User | undefined> {
  try {
    return (await queryClient.ensureQueryData(currentUserQuery)).data;
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return undefined;
    throw error;
  }
}

/** The signed-in user; a visitor is sent to sign-in and brought back to this page after it. */
export async function requireUser(request: Request, resource: ResourceName = 'Page'): Promise<User> {
  let user: User | undefined;
  try {
    user = await loadOptionalUser();
  } catch (error) {
    throw new ResourceError(isHttpError(error) ? error.status : 500, resource);
  }
  if (!user) {
    const url = new URL(request.url);
    throw redirect(signInPath(`${url.pathname}${url.search}`));
  }
  return user;
}

/** Raises the Forbidden notification unless the user holds the permission on this team (or globally). */
export function requirePermission(
  user: User,
  permission: string | undefined,
  team: { type: TeamType; id: string } | undefined,
  resource: ResourceName,
): void {
  if (!hasPermission(user.roles, permission, team)) throw new ResourceError(403, resource);
}
