import {
  type AcceptInvitationBody,
  CONSOLE_PATHS,
  type CreateInvitationBody,
  INVITATION_TTL_DAYS,
  type Team,
} from '@tripline/contracts';
import type { Principal, TeamRow } from '../../access/route-access.js';
import { createSession } from '../../access/session-store.js';
import type { AppDeps } from '../../app-deps.js';
import { AppError, invalidFields, notFound } from '../../http/app-error.js';
import { sendMailJob } from '../../jobs/definitions/send-mail.js';
import { invitationMail } from '../../mail/templates.js';
import { hashPassword, refuseCommonPassword } from '../auth/passwords.js';
import { toTeamDto } from '../teams/team-dto.js';
import { findTeamUser } from '../teams/team-users.repository.js';
import { upsertMembership } from '../teams/teams.repository.js';
import { findUserByEmail, findUserById, insertUser } from '../users/users.repository.js';
import {
  createInvitation,
  findInvitationByToken,
  markInvitationAccepted,
  toInvitationDto,
} from './invitations.repository.js';

/** Invites an address to a team and mails the link; 409 when it already belongs to a member. */
export async function inviteToTeam(deps: AppDeps, team: TeamRow, body: CreateInvitationBody, invitedBy: string) {
  const { db } = deps.database;
  // With single sign-on the identity provider decides who joins an organisation (spec §5: 404).
  if (team.type === 'org' && team.ssoEnabled) throw notFound('Adding users');
  const existing = await findUserByEmail(db, body.email);
  if (existing && (await findTeamUser(db, team.id, existing.id))) {
    throw new AppError('conflict', `${body.email} is already a member of ${team.name}.`);
  }
  const { row, token } = await createInvitation(db, deps.config.sessionSecret, {
    teamId: team.id,
    email: body.email,
    role: body.role,
    invitedBy,
  });
  const link = `${deps.config.appUrl}${CONSOLE_PATHS.invitation(token)}`;
  await deps.jobs.send(sendMailJob, invitationMail(body.email, team.name, link, INVITATION_TTL_DAYS));
  return toInvitationDto(row, team);
}

/** The invitation behind a token, for the landing page. */
export async function showInvitation(deps: AppDeps, token: string) {
  const found = await findInvitationByToken(deps.database.db, deps.config.sessionSecret, token);
  if (!found) throw notFound('The invitation');
  return toInvitationDto(found.invitation, found.team);
}

/**
 * Accepts an invitation: a signed-in caller must own the invited address; a newcomer sends a password and
 * gets an account (the mailed link proves the address) and a session. 410 once expired or used.
 */
export async function acceptInvitation(
  deps: AppDeps,
  token: string,
  body: AcceptInvitationBody,
  principal: Principal | null,
  client: { ip: string; userAgent?: string | undefined },
): Promise<{ team: Team; sessionToken?: string }> {
  const { db } = deps.database;
  const found = await findInvitationByToken(db, deps.config.sessionSecret, token);
  if (!found) throw notFound('The invitation');
  const { invitation, team } = found;
  if (invitation.acceptedAt || invitation.expiresAt <= new Date()) {
    throw new AppError('token_invalid', 'This invitation has expired or was already used.', undefined, 410);
  }
  let userId: string;
  let sessionToken: string | undefined;
  if (principal) {
    const user = await findUserById(db, principal.userId);
    if (user?.email.toLowerCase() !== invitation.email.toLowerCase()) {
      throw new AppError('forbidden', `This invitation was sent to ${invitation.email}. Sign in with that address.`);
    }
    userId = principal.userId;
  } else {
    if (await findUserByEmail(db, invitation.email)) {
      throw new AppError('unauthenticated', `Sign in as ${invitation.email} to accept this invitation.`);
    }
    if (!body.password) throw invalidFields({ password: ['Choose a password for your new account.'] });
    await refuseCommonPassword(body.password);
    const user = await insertUser(db, {
      email: invitation.email,
      passwordHash: await hashPassword(body.password),
      firstName: body.first_name,
      lastName: body.last_name,
      emailVerified: true,
    });
    userId = user.id;
    sessionToken = await createSession(db, deps.config.sessionSecret, userId, client);
  }
  if (!(await markInvitationAccepted(db, invitation.id))) {
    throw new AppError('token_invalid', 'This invitation has expired or was already used.', undefined, 410);
  }
  // An existing member keeps the role they have; the invitation only ever adds.
  if (!(await findTeamUser(db, team.id, userId))) await upsertMembership(db, team.id, userId, invitation.role);
  return sessionToken ? { team: toTeamDto(team), sessionToken } : { team: toTeamDto(team) };
}
