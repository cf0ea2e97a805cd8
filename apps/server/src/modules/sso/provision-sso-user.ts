import type { TeamRow } from '../../access/route-access.js';
import type { Db } from '../../db/client.js';
import { dropNulDeep } from '../../lib/without-nul.js';
import { upsertMembership } from '../teams/teams.repository.js';
import { findUserByEmail, insertUser, updateUser } from '../users/users.repository.js';
import { isMember } from './identity-providers.repository.js';

/** Who the provider says signed in. */
export interface SsoIdentity {
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

export class SsoIdentityRefused extends Error {}

/**
 * Finds or creates (just in time) the user the provider vouched for and makes them a member of the team with
 * the role User; an existing member keeps their role. Only addresses of the provider's domains are accepted,
 * so a provider cannot sign anyone in as an account outside the domains the team claimed.
 */
export async function provisionSsoUser(db: Db, team: TeamRow, domains: string[], vouched: SsoIdentity) {
  // Kept in text columns: whatever the provider sends, without the NUL characters the database refuses.
  const identity = dropNulDeep({ ...vouched });
  const email = identity.email.trim().toLowerCase();
  const domain = email.split('@')[1] ?? '';
  if (!domains.includes(domain)) {
    throw new SsoIdentityRefused(
      `The identity provider signed in ${email}, which is not an address of this team's domains.`,
    );
  }
  let user = await findUserByEmail(db, email);
  if (!user) {
    user = await insertUser(db, {
      email,
      passwordHash: null,
      firstName: identity.firstName ?? null,
      lastName: identity.lastName ?? null,
      emailVerified: true,
    });
  } else if (!user.emailVerifiedAt) {
    // The provider vouches for the address.
    await updateUser(db, user.id, { emailVerifiedAt: new Date() });
  }
  if (!(await isMember(db, team.id, user.id))) await upsertMembership(db, team.id, user.id, 'user');
  return user;
}
