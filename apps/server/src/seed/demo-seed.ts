import { randomBytes } from 'node:crypto';
import type { GlobalRole, TeamRole } from '@tripline/contracts';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { insertMailbox } from '../modules/mailboxes/mailboxes.repository.js';
import { createTeamWithOwner, upsertMembership } from '../modules/teams/teams.repository.js';
import { addTravelerAddress, findOrCreateTraveler, updateTraveler } from '../modules/travelers/travelers.repository.js';
import { findUserByEmail, insertUser } from '../modules/users/users.repository.js';
import { type DemoMailDeps, demoEmailCounts, feedDemoMail } from './demo-mail.js';

export interface DemoAccount {
  email: string;
  role: string;
}

export interface DemoSeed {
  password: string;
  accounts: DemoAccount[];
  orgId: string;
  devId: string;
  /** Local parts of the demo mailboxes, organisation first. */
  mailboxes: { org: string; dev: string };
  /** The demo's emails by status (received, parsed, failed, filtered) over both teams. */
  emails: Record<string, number>;
}

/**
 * The organisation's travellers as its staff list gives them (the people page shows these fields): names, work
 * addresses, and the private addresses they forward bookings from.
 */
const TRAVELERS: {
  first: string;
  last: string;
  email: string;
  employeeId: string;
  department: string;
  extra?: string;
}[] = [
  {
    first: 'Anna',
    last: 'Berger',
    email: 'anna.berger@northwind.example',
    employeeId: 'NW-1024',
    department: 'Sales',
    extra: 'anna.berger@example.org',
  },
  { first: 'Tomás', last: 'Ruiz', email: 'tomas.ruiz@northwind.example', employeeId: 'NW-1031', department: 'Sales' },
  {
    first: 'Priya',
    last: 'Raman',
    email: 'priya.raman@northwind.example',
    employeeId: 'NW-1107',
    department: 'Consulting',
    extra: 'priya.r@example.net',
  },
  {
    first: 'Lukas',
    last: 'Weber',
    email: 'lukas.weber@northwind.example',
    employeeId: 'NW-1142',
    department: 'Engineering',
  },
  {
    first: 'Chloé',
    last: 'Martin',
    email: 'chloe.martin@northwind.example',
    employeeId: 'NW-1188',
    department: 'Marketing',
  },
  {
    first: 'Kenji',
    last: 'Sato',
    email: 'kenji.sato@northwind.example',
    employeeId: 'NW-1203',
    department: 'Engineering',
  },
  {
    first: 'Amara',
    last: 'Mensah',
    email: 'amara.mensah@northwind.example',
    employeeId: 'NW-1256',
    department: 'Consulting',
    extra: 'amara.mensah@example.com',
  },
  {
    first: 'Jonas',
    last: 'Nilsson',
    email: 'jonas.nilsson@northwind.example',
    employeeId: 'NW-1290',
    department: 'Finance',
  },
];

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
 * Creates a demo organisation and developer team with one user per role, all sharing one random password, then
 * feeds them a year of booking mail through the pipeline (see demo-mail.ts). Refuses to run twice (the owner's
 * address would already exist).
 */
export async function seedDemo(deps: DemoMailDeps, now = new Date()): Promise<DemoSeed> {
  const { db } = deps;
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
  for (const person of TRAVELERS) {
    const { first, last, email, employeeId, department, extra } = person;
    const { traveler } = await findOrCreateTraveler(db, org.id, email, `${first} ${last}`);
    await updateTraveler(db, org.id, traveler.id, { firstName: first, lastName: last, employeeId, department });
    if (extra) await addTravelerAddress(db, org.id, traveler.id, extra);
  }
  // Mailbox addresses are unique across teams, so a second demo on a shared server gets its own.
  const suffix = randomBytes(3).toString('hex');
  const mailboxes = { org: `northwind-${suffix}`, dev: `itinerary-labs-${suffix}` };
  const orgMailbox = await insertMailbox(db, {
    teamId: org.id,
    name: 'Travel bookings',
    localPart: mailboxes.org,
    description: null,
  });
  const devMailbox = await insertMailbox(db, {
    teamId: dev.id,
    name: 'Parser inbox',
    localPart: mailboxes.dev,
    description: null,
  });
  await feedDemoMail(
    deps,
    { org: { id: org.id, mailbox: orgMailbox }, dev: { id: dev.id, mailbox: devMailbox }, ownerId },
    now,
  );
  const accounts = PEOPLE.map((p) => ({ email: p.email, role: p.global ?? p.team ?? 'none' }));
  const emails = await demoEmailCounts(db, [org.id, dev.id]);
  return { password, accounts, orgId: org.id, devId: dev.id, mailboxes, emails };
}

/** The credentials block printed once after seeding. */
export function formatDemoCredentials(seed: DemoSeed, inboundDomain: string): string {
  const lines = seed.accounts.map((a) => `  ${a.email.padEnd(30)} ${a.role}`);
  return [
    'Demo data created: organisation "Northwind Travel" and developer team "Itinerary Labs".',
    `Sign in with any of these accounts, password: ${seed.password}`,
    ...lines,
    'This password is shown only once.',
    `Demo mail: ${Object.entries(seed.emails)
      .map(([status, n]) => `${n} ${status}`)
      .join(', ')}.`,
    `Send booking emails to ${seed.mailboxes.org}@${inboundDomain} (organisation) or ${seed.mailboxes.dev}@${inboundDomain} (developer team).`,
  ].join('\n');
}
