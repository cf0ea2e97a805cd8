import { roleSetHasPermission, type UserRoles } from '@tripline/contracts';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../http/app-error.js';
import { takeRequestSlot } from '../auth/request-limit.js';

/** Address lookups one user may make within 15 minutes. */
export const LOOKUP_LIMIT_PER_USER = 30;

/** Whether a user holds, on some team or globally, a role that may add users or members. */
function mayAddPeople(roles: UserRoles): boolean {
  const held = [...roles.global, ...Object.values(roles.org), ...Object.values(roles.dev)];
  return roleSetHasPermission(held, 'add-users') || roleSetHasPermission(held, 'add-members');
}

/**
 * Whether an address has an account tells who uses the product: only those who may add people to a team ask it,
 * and not too often (403, then 429).
 */
export async function assertMayLookUpEmail(db: Db, userId: string, roles: UserRoles): Promise<void> {
  if (!mayAddPeople(roles)) throw forbidden();
  await takeRequestSlot(db, 'address lookups', [{ key: `lookup:${userId}`, max: LOOKUP_LIMIT_PER_USER }]);
}
