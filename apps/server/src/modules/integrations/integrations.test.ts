import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImapTestServer, startImapServer } from '../../../test/imap-test-server.js';
import { createMailbox, runParse, sampleEmail } from '../../../test/ingest-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { blobStoreOf } from '../../blobs/configured-blob-store.js';
import { emails, filterTeamDomains, imapIntegrations, segments, travelers } from '../../db/schema.js';
import { finishPoll } from './integrations.repository.js';
import { runScheduledPoll } from './poll-schedule.js';

let t: TestApp;
let imap: ImapTestServer;
beforeAll(async () => {
  // The test IMAP server listens on loopback.
  [t, imap] = await Promise.all([createTestApp({ ALLOW_PRIVATE_NETWORK_TARGETS: '1' }), startImapServer()]);
});
afterAll(async () => {
  await Promise.all([t.close(), imap.close()]);
});

async function org() {
  const owner = await t.createUser();
  const team = await t.createTeam('org', owner.id);
  const client = await t.signIn(owner.email);
  const mailbox = await createMailbox(client, 'org', team.id);
  await t.database.db.insert(filterTeamDomains).values({ teamId: team.id, domain: 'austrian.example', kind: 'allow' });
  return { owner, team, client, mailbox, base: `/api/orgs/${team.id}/integrations` };
}

function imapBody(mailboxId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Travel desk inbox',
    host: imap.host,
    port: imap.port,
    tls: false,
    username: imap.username,
    password: imap.password,
    folder: 'INBOX',
    mailbox_id: mailboxId,
    ...overrides,
  };
}

const teamEmails = (teamId: string) => t.database.db.select().from(emails).where(eq(emails.teamId, teamId));

describe('IMAP integrations', () => {
  it('polls new mail from a real IMAP server into the mailbox, parses it, and never stores a message twice', async () => {
    const { team, client, mailbox, base } = await org();
    const created = await client.post(base, imapBody(mailbox.id));
    expect(created.statusCode).toBe(201);
    const integration = created.json().data;
    expect(integration).toMatchObject({ type: 'imap', status: 'active', last_uid: 0, mailbox_id: mailbox.id });
    expect(created.body).not.toContain(imap.password);
    // Polling is scheduled as soon as the integration exists.
    expect(t.jobs.sent.filter((job) => job.name === 'poll-imap').map((job) => job.payload)).toContainEqual(
      expect.objectContaining({ integrationId: integration.id }),
    );

    await imap.append(await sampleEmail('gmail-forward-json-ld-flight'));
    const polled = await client.post(`${base}/${integration.id}/poll`);
    expect(polled.statusCode).toBe(200);
    expect(polled.json().data.stored).toBe(1);
    expect(polled.json().data.integration).toMatchObject({ status: 'active', last_error: null });
    expect(polled.json().data.integration.last_uid).toBeGreaterThan(0);
    expect(polled.json().data.integration.last_polled).not.toBeNull();

    const [email] = await teamEmails(team.id);
    expect(email).toMatchObject({ via: 'imap', mailboxId: mailbox.id });
    await runParse(t, email?.id as string);
    const [parsed] = await teamEmails(team.id);
    expect(parsed?.status).toBe('parsed');
    const rows = await t.database.db.select().from(segments).where(eq(segments.teamId, team.id));
    expect(rows.map((s) => [s.number, s.confirmationNumber])).toEqual([['OS 132', 'QZ7K2P']]);
    const listed = (await client.get(`/api/orgs/${team.id}/emails/${email?.id}`)).json().data;
    expect(listed.via).toBe('imap');

    const again = await client.post(`${base}/${integration.id}/poll`);
    expect(again.json().data.stored).toBe(0);
    expect(await teamEmails(team.id)).toHaveLength(1);

    // A server that renumbers its messages (a new UIDVALIDITY) makes the poll read the folder from its start
    // again: the message the mailbox already holds is not stored a second time.
    await t.database.db
      .update(imapIntegrations)
      .set({ uidValidity: 'renumbered' })
      .where(eq(imapIntegrations.id, integration.id));
    const reread = await client.post(`${base}/${integration.id}/poll`);
    expect(reread.json().data).toMatchObject({ stored: 0, integration: { status: 'active' } });
    expect(await teamEmails(team.id)).toHaveLength(1);

    await imap.append(Buffer.from('From: desk@austrian.example\r\nSubject: Second\r\n\r\nAnother one\r\n'));
    expect((await client.post(`${base}/${integration.id}/poll`)).json().data.stored).toBe(1);
    expect(await teamEmails(team.id)).toHaveLength(2);
  });

  it('tells a wrong password apart: the test says so, a poll marks the integration failing with the reason', async () => {
    const { client, mailbox, base, team } = await org();
    const integration = (await client.post(base, imapBody(mailbox.id, { password: 'not-the-password' }))).json().data;

    const test = await client.post(`${base}/${integration.id}/test`);
    expect(test.json().data).toMatchObject({ ok: false, messages: null });
    expect(test.json().data.message).toMatch(/refused the user name or password/);

    const polled = (await client.post(`${base}/${integration.id}/poll`)).json().data;
    expect(polled.stored).toBe(0);
    expect(polled.integration.status).toBe('failing');
    expect(polled.integration.last_error).toMatch(/refused the user name or password/);
    expect(await teamEmails(team.id)).toHaveLength(0);

    // Fixing the password clears the failure at the next poll.
    await client.patch(`${base}/${integration.id}`, { password: imap.password });
    expect((await client.post(`${base}/${integration.id}/test`)).json().data.ok).toBe(true);
    const fixed = (await client.post(`${base}/${integration.id}/poll`)).json().data.integration;
    expect(fixed).toMatchObject({ status: 'active', last_error: null });

    const closed = (await client.post(base, imapBody(mailbox.id, { port: 1, name: 'Nothing listens' }))).json().data;
    const refused = (await client.post(`${base}/${closed.id}/poll`)).json().data.integration;
    expect(refused.last_error).toBe('Could not connect to 127.0.0.1:1: the connection was refused.');
  });

  it("records a poll's failure whose reason quotes a mail server's answer holding NUL characters", async () => {
    const { client, mailbox, base } = await org();
    const integration = (await client.post(base, imapBody(mailbox.id))).json().data;
    await finishPoll(t.database.db, integration.id, 'The mail server answered: NO over\u0000quota');
    const shown = (await client.get(`${base}/${integration.id}`)).json().data;
    expect(shown).toMatchObject({ status: 'failing', last_error: 'The mail server answered: NO overquota' });
  });

  it('runs the scheduled poll job, books the next one a minute later, and stops an outdated or disabled schedule', async () => {
    const { client, mailbox, base, team } = await org();
    const integration = (await client.post(base, imapBody(mailbox.id, { folder: 'Archive' }))).json().data;
    const [row] = await t.database.db.select().from(imapIntegrations).where(eq(imapIntegrations.id, integration.id));
    const chain = row?.pollChain as string;
    await imap.append(Buffer.from('From: desk@austrian.example\r\nSubject: Archived\r\n\r\nBooking\r\n'), 'Archive');

    const sent: { payload: unknown; startAfter?: Date | undefined }[] = [];
    const deps = {
      db: t.database.db,
      blobs: blobStoreOf(t.config),
      encryptionKey: t.config.encryptionKey,
      allowPrivateNetworkTargets: true,
      work: t.work,
      jobs: {
        async send(_definition: unknown, payload: unknown, options?: { startAfter?: Date }) {
          sent.push({ payload, startAfter: options?.startAfter });
        },
      },
    };
    const signalled = t.work.emails;
    await runScheduledPoll(deps, { integrationId: integration.id, chain });
    expect(await teamEmails(team.id)).toHaveLength(1);
    expect(t.work.emails).toBe(signalled + 1); // the parse queue woken for the stored email
    expect(sent).toHaveLength(1); // the next poll
    const next = sent.find((job) => (job.payload as { chain?: string }).chain === chain);
    expect(next?.startAfter?.getTime()).toBeGreaterThan(Date.now() + 50_000);

    sent.length = 0;
    await runScheduledPoll(deps, { integrationId: integration.id, chain: 'an-older-chain' });
    expect(sent).toHaveLength(0);

    const disabled = await client.patch(`${base}/${integration.id}`, { enabled: false });
    expect(disabled.json().data.status).toBe('disabled');
    await runScheduledPoll(deps, { integrationId: integration.id, chain });
    expect(sent).toHaveLength(0);
    expect((await client.post(`${base}/${integration.id}/poll`)).statusCode).toBe(409);
  });

  it('files mail read from a traveler’s own account under that traveler, whoever its headers name', async () => {
    const reader = 'lena.koch@acme.example';
    const own = await startImapServer(reader);
    try {
      const { team, client, mailbox, base } = await org();
      const added = await client.post(`/api/orgs/${team.id}/travelers`, {
        email: reader,
        first_name: 'Lena',
        last_name: 'Koch',
      });
      expect(added.statusCode, added.body).toBe(201);
      const created = await client.post(base, { ...imapBody(mailbox.id), port: own.port, username: reader });
      expect(created.statusCode, created.body).toBe(201);
      // The airline wrote to a list address and booked a colleague the team does not know: only the account the
      // mail was read from says whose it is.
      const reservation = {
        '@context': 'http://schema.org',
        '@type': 'FlightReservation',
        reservationNumber: 'LK4R2X',
        underName: { '@type': 'Person', name: 'Jonas Weber' },
        reservationFor: {
          '@type': 'Flight',
          flightNumber: '118',
          airline: { '@type': 'Airline', iataCode: 'OS' },
          departureAirport: { '@type': 'Airport', iataCode: 'VIE' },
          arrivalAirport: { '@type': 'Airport', iataCode: 'ZRH' },
          departureTime: '2027-03-02T07:10:00+01:00',
          arrivalTime: '2027-03-02T08:45:00+01:00',
        },
      };
      await own.append(
        Buffer.from(
          'From: Austrian <noreply@austrian.example>\r\nTo: travel-bookings@acme.example\r\n' +
            'Subject: Your booking LK4R2X\r\nDate: Mon, 01 Feb 2027 10:00:00 +0100\r\nMIME-Version: 1.0\r\n' +
            'Content-Type: text/html; charset=utf-8\r\n\r\n' +
            `<html><head><script type="application/ld+json">${JSON.stringify(reservation)}</script></head>` +
            '<body><p>Thank you for your booking.</p></body></html>\r\n',
        ),
      );
      const integration = created.json().data;
      expect((await client.post(`${base}/${integration.id}/poll`)).json().data.stored).toBe(1);
      const [email] = await teamEmails(team.id);
      await runParse(t, email?.id as string);

      const rows = await t.database.db
        .select({ number: segments.number, traveler: travelers.primaryEmail })
        .from(segments)
        .innerJoin(travelers, eq(travelers.id, segments.travelerId))
        .where(eq(segments.teamId, team.id));
      expect(rows).toEqual([{ number: 'OS 118', traveler: reader }]);
      const page = (await client.get(`/api/orgs/${team.id}/emails/${email?.id}`)).json().data;
      expect(page.travelers).toEqual([expect.objectContaining({ email: reader, rule: 'recipient' })]);
      const people = await t.database.db.select().from(travelers).where(eq(travelers.teamId, team.id));
      expect(people.map((p) => p.primaryEmail)).toEqual([reader]);
    } finally {
      await own.close();
    }
  });

  it('keeps integrations to their team and to the roles of the permission table', async () => {
    const a = await org();
    const b = await org();
    const integration = (await a.client.post(a.base, imapBody(a.mailbox.id))).json().data;
    expect((await b.client.get(`${a.base}/${integration.id}`)).statusCode).toBe(404);
    expect((await b.client.get(`${b.base}/${integration.id}`)).statusCode).toBe(404);
    expect((await b.client.post(`${b.base}/${integration.id}/poll`)).statusCode).toBe(404);
    const foreignMailbox = await b.client.post(b.base, imapBody(a.mailbox.id));
    expect(foreignMailbox.statusCode).toBe(422);
    expect(foreignMailbox.json().error.fields.mailbox_id).toBeDefined();

    const user = await t.createUser();
    await t.addMember(a.team.id, user.id, 'user');
    const userClient = await t.signIn(user.email);
    const list = await userClient.get(a.base);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((i: { id: string }) => i.id)).toEqual([integration.id]);
    expect((await userClient.post(a.base, imapBody(a.mailbox.id))).statusCode).toBe(403);
    expect((await userClient.delete(`${a.base}/${integration.id}`)).statusCode).toBe(403);

    const viewer = await t.createUser();
    await t.addMember(a.team.id, viewer.id, 'viewer');
    expect((await (await t.signIn(viewer.email)).get(a.base)).statusCode).toBe(403);

    expect((await a.client.delete(`${a.base}/${integration.id}`)).statusCode).toBe(204);
    expect((await a.client.get(`${a.base}/${integration.id}`)).statusCode).toBe(404);
  });
});
