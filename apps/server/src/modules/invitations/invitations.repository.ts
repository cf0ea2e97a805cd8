import { INVITATION_TTL_DAYS, type Invitation, type TeamRole } from '@tripline/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TeamRow } from '../../access/route-access.js';
import { createToken, hashToken } from '../../access/tokens.js';
import type { Db } from '../../db/client.js';
import { invitations, teams } from '../../db/schema.js';

type InvitationRow = typeof invitations.$inferSelect;

/** An invitation as the API shows it. */
export function toInvitationDto(row: InvitationRow, team: TeamRow, now = new Date()): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    team_id: team.id,
    team_type: team.type,
    team_name: team.name,
    expires_at: row.expiresAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    expired: row.expiresAt <= now,
  };
}

/** Stores an invitation and returns it with the token for the mailed link. */
export async function createInvitation(
  db: Db,
  secret: string,
  input: { teamId: string; email: string; role: TeamRole; invitedBy: string },
): Promise<{ row: InvitationRow; token: string }> {
  const token = createToken();
  const [row] = await db
    .insert(invitations)
    .values({
      id: crypto.randomUUID(),
      tokenHash: hashToken(token, secret),
      teamId: input.teamId,
      email: input.email,
      role: input.role,
      invitedBy: input.invitedBy,
      expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return { row, token };
}

/** The invitation behind a token, with its team; null when unknown or the team is Deleted. */
export async function findInvitationByToken(db: Db, secret: string, token: string) {
  const [found] = await db
    .select({ invitation: invitations, team: teams })
    .from(invitations)
    .innerJoin(teams, eq(teams.id, invitations.teamId))
    .where(and(eq(invitations.tokenHash, hashToken(token, secret)), eq(teams.status, 'Active')))
    .limit(1);
  return found ?? null;
}

/** Invitations of a team not yet accepted, newest first. */
export function listPendingInvitations(db: Db, teamId: string) {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.teamId, teamId), isNull(invitations.acceptedAt)))
    .orderBy(desc(invitations.createdAt));
}

export async function deleteInvitation(db: Db, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(invitations)
    .where(and(eq(invitations.teamId, teamId), eq(invitations.id, id)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** Marks an invitation accepted once; false if it was accepted meanwhile. */
export async function markInvitationAccepted(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}
