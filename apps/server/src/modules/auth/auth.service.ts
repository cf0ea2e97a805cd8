import { CONSOLE_PATHS, type LoginBody, type RegisterDeveloperBody, type User } from '@tripline/contracts';
import { createSession, deleteUserSessions } from '../../access/session-store.js';
import type { AppDeps } from '../../app-deps.js';
import { AppError, invalidFields } from '../../http/app-error.js';
import { sendMailJob } from '../../jobs/definitions/send-mail.js';
import { passwordResetMail, verificationMail } from '../../mail/templates.js';
import { createTeamWithOwner } from '../teams/teams.repository.js';
import { loadUserView } from '../users/user-view.js';
import { findUserByEmail, insertUser, updateUser } from '../users/users.repository.js';
import { consumeOneTimeToken, endOneTimeTokens, issueOneTimeToken } from './one-time-tokens.js';
import { hashPassword, refuseCommonPassword, verifyPassword } from './passwords.js';
import { limitResetRequest } from './reset-limit.js';
import { forgiveSignInAttempt, reserveSignInAttempt } from './sign-in-limit.js';

interface Client {
  ip: string;
  userAgent?: string | undefined;
}

const WRONG_CREDENTIALS = 'These credentials do not match our records.';

/** Checks credentials (rate limited per account and address) and opens a session; returns its token. */
export async function signIn(deps: AppDeps, body: LoginBody, client: Client): Promise<{ token: string; user: User }> {
  const { db } = deps.database;
  const attempt = await reserveSignInAttempt(db, body.email, client.ip);
  const user = await findUserByEmail(db, body.email);
  const valid = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !valid) throw invalidFields({ email: [WRONG_CREDENTIALS] }, WRONG_CREDENTIALS);
  await forgiveSignInAttempt(db, attempt);
  const token = await createSession(db, deps.config.sessionSecret, user.id, client);
  return { token, user: await loadUserView(db, user.id) };
}

/** Sends the mail that verifies a user's address. */
export async function sendVerificationMail(deps: AppDeps, userId: string, email: string): Promise<void> {
  const token = await issueOneTimeToken(deps.database.db, deps.config.sessionSecret, 'email-verification', userId);
  await deps.jobs.send(
    sendMailJob,
    verificationMail(email, `${deps.config.appUrl}${CONSOLE_PATHS.verifyEmail(token)}`),
  );
}

/** Creates a user with their first developer team, signs them in and mails the verification link. */
export async function registerDeveloper(deps: AppDeps, body: RegisterDeveloperBody, client: Client) {
  const { db } = deps.database;
  if (await findUserByEmail(db, body.email)) {
    throw invalidFields({ email: ['This email address is already registered.'] });
  }
  await refuseCommonPassword(body.password);
  const user = await insertUser(db, {
    email: body.email,
    passwordHash: await hashPassword(body.password),
    firstName: body.first_name,
    lastName: body.last_name,
  });
  await createTeamWithOwner(db, { type: 'dev', name: body.team_name }, user.id);
  await sendVerificationMail(deps, user.id, user.email);
  const token = await createSession(db, deps.config.sessionSecret, user.id, client);
  return { token, user: await loadUserView(db, user.id) };
}

/**
 * Asks for a reset link (rate limited per address and per client, alike for every address) and returns the mailing
 * still under way: the caller answers before it ends, so the answer's time does not tell whether an account exists.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  ip: string,
): Promise<{ mailing: Promise<void> }> {
  await limitResetRequest(deps.database.db, email, ip);
  return { mailing: mailResetLink(deps, email) };
}

/** Mails a reset link when the address has an account. */
async function mailResetLink(deps: AppDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.database.db, email);
  if (!user) return;
  const token = await issueOneTimeToken(deps.database.db, deps.config.sessionSecret, 'password-reset', user.id);
  const query = `token=${token}&email=${encodeURIComponent(user.email)}`;
  const link = `${deps.config.appUrl}${CONSOLE_PATHS.resetPassword}?${query}`;
  await deps.jobs.send(sendMailJob, passwordResetMail(user.email, link));
}

const BAD_TOKEN = 'This link is invalid or has expired.';

/** Sets a new password from a mailed token and ends the user's other sessions. */
export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<void> {
  const { db } = deps.database;
  // Before the token is spent, so a refused password leaves the link usable.
  await refuseCommonPassword(password);
  const userId = await consumeOneTimeToken(db, deps.config.sessionSecret, 'password-reset', token);
  if (!userId) throw new AppError('token_invalid', BAD_TOKEN);
  // Any other link mailed for the same account dies with this one.
  await endOneTimeTokens(db, userId, 'password-reset');
  // Reaching the mailbox proves the address too.
  await updateUser(db, userId, { passwordHash: await hashPassword(password), emailVerifiedAt: new Date() });
  await deleteUserSessions(db, userId);
}

/** Verifies the address behind an email-verification token. */
export async function verifyEmail(deps: AppDeps, token: string): Promise<User> {
  const { db } = deps.database;
  const userId = await consumeOneTimeToken(db, deps.config.sessionSecret, 'email-verification', token);
  if (!userId) throw new AppError('token_invalid', BAD_TOKEN);
  await updateUser(db, userId, { emailVerifiedAt: new Date() });
  return loadUserView(db, userId);
}
