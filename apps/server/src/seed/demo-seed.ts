import { randomBytes } from 'node:crypto';
import type { GlobalRole, TeamRole } from '@tripline/contracts';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { createTeamWithOwner, upsertMembership } from '../modules/teams/teams.repository.js';
import { findUserByEmail, insertUser } from '../modules/users/users.repository.js';

export interface DemoAccount {
  email: string;
  role: string;
}

export interface DemoSeed {
  password: string;
  accounts: DemoAccount[];
  orgId: string;
  devId: string;
}

const PEOPLE: { email: string; first: string; last: string; global?: GlobalRole; team?: TeamRole }[] = [
  { email: 'admin@demo.tripline.test', first: 'Ada', last: 'Lindqvist', global: 'super-admin' },
  { email: 'auditor@demo.tripline.test', first: 'Victor', last: 'Okafor', global: 'super-viewer' },
  { email: 'owner@demo.tripline.test', first: 'Olivia', last: 'Marchetti', team: 'owner' },
  { email: 'user@demo.tripline.test', first: 'Umar', last: 'Haddad', team: 'user' },
  { email: 'viewer@demo.tripline.test', first: 'Vera', last: 'Novak', team: 'viewer' },
];

/** Whether the database holds no user yet (the first start). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) === 0;
}

/**
 * Creates a demo organisation and developer team with one user per role, all sharing one random password.
 * Refuses to run twice (the owner's address would already exist).
 */
export async function seedDemo(db: Db): Promise<DemoSeed> {
  if (await findUserByEmail(db, 'owner@demo.tripline.test')) throw new Error('The demo is already seeded.');
  const password = randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const ids: Record<string, string> = {};
  for (const person of PEOPLE) {
    const user = await insertUser(db, {
      email: person.email,
      passwordHash,
      firstName: person.first,
      lastName: person.last,
      globalRole: person.global ?? null,
      emailVerified: true,
    });
    ids[person.email] = user.id;
  }
  const ownerId = ids['owner@demo.tripline.test'] as string;
  const org = await createTeamWithOwner(db, { type: 'org', name: 'Northwind Travel', region: 'eu' }, ownerId);
  const dev = await createTeamWithOwner(db, { type: 'dev', name: 'Itinerary Labs', region: 'eu' }, ownerId);
  for (const person of PEOPLE) {
    if (!person.team || person.team === 'owner') continue;
    const userId = ids[person.email] as string;
    await upsertMembership(db, org.id, userId, person.team);
    await upsertMembership(db, dev.id, userId, person.team);
  }
  const accounts = PEOPLE.map((p) => ({ email: p.email, role: p.global ?? p.team ?? 'none' }));
  return { password, accounts, orgId: org.id, devId: dev.id };
}

/** The credentials block printed once after seeding. */
export function formatDemoCredentials(seed: DemoSeed): string {
  const lines = seed.accounts.map((a) => `  ${a.email.padEnd(30)} ${a.role}`);
  return [
    'Demo data created: organisation "Northwind Travel" and developer team "Itinerary Labs".',
    `Sign in with any of these accounts, password: ${seed.password}`,
    ...lines,
    'This password is shown only once.',
  ].join('\n');
}
