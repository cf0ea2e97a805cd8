import { type AddressInfo, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailbox } from '../../../test/ingest-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { encryptSecret } from '../applications/secret-box.js';
import { insertIntegration } from './integrations.repository.js';

// Private network targets are not allowed here (the default): an owner may not make the server connect inside.
let t: TestApp;
/** A loopback port that counts the connections it receives: none may arrive. */
let listener: Server;
let connections = 0;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  listener = createServer((socket) => {
    connections++;
    socket.end('* OK IMAP ready\r\n');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  await t.close();
});

async function org() {
  const owner = await t.createUser();
  const team = await t.createTeam('org', owner.id);
  const client = await t.signIn(owner.email);
  const mailbox = await createMailbox(client, 'org', team.id);
  return { team, client, mailbox, base: `/api/orgs/${team.id}/integrations` };
}

const body = (mailboxId: string, host: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Inbox',
  host,
  port,
  tls: false,
  username: 'desk',
  password: 'secret',
  folder: 'INBOX',
  mailbox_id: mailboxId,
  ...overrides,
});

describe('IMAP integration targets', () => {
  it('refuses loopback, private, link-local, unique-local and IPv4-mapped hosts on create and update, connecting to none', async () => {
    const { client, mailbox, base } = await org();
    for (const host of [
      '127.0.0.1',
      'localhost',
      '10.0.0.5',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '[::1]',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]) {
      const response = await client.post(base, body(mailbox.id, host));
      expect(response.statusCode, host).toBe(422);
      expect(response.json().error.fields.host[0], host).toMatch(/private or loopback address/);
    }

    // A public address is accepted; changing it to an internal one is not.
    const created = await client.post(base, body(mailbox.id, '93.184.215.14', { port: 993 }));
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const moved = await client.patch(`${base}/${id}`, { host: '127.0.0.1', port });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().error.fields.host[0]).toMatch(/private or loopback address/);
    expect((await client.get(`${base}/${id}`)).json().data.host).toBe('93.184.215.14');
    expect(connections).toBe(0);
  });

  it('checks the address again when connecting: a host that now resolves inside is refused and reported, with nothing attempted', async () => {
    const { team, client, mailbox, base } = await org();
    // As if the name had resolved to a public address when saved and to loopback since (DNS rebinding).
    const saved = async (host: string, at: number) =>
      insertIntegration(t.database.db, {
        teamId: team.id,
        mailboxId: mailbox.id,
        name: `Rebound ${at}`,
        host,
        port: at,
        tls: false,
        username: 'desk',
        passwordEncrypted: encryptSecret(t.config.encryptionKey, 'secret'),
        folder: 'INBOX',
      });
    const open = await saved('localhost', port);
    const closed = await saved('127.0.0.1', 1);

    const tested = (await client.post(`${base}/${open.id}/test`)).json().data;
    expect(tested).toMatchObject({ ok: false, messages: null });
    expect(tested.message).toMatch(/private or loopback address/);

    const polled = (await client.post(`${base}/${open.id}/poll`)).json().data;
    expect(polled.stored).toBe(0);
    expect(polled.integration.status).toBe('failing');
    expect(polled.integration.last_error).toMatch(/private or loopback address/);

    // A listening port and a closed one answer alike: the refusal tells nothing about the inside network.
    const other = (await client.post(`${base}/${closed.id}/test`)).json().data;
    expect(other.message).toMatch(/private or loopback address/);
    for (const message of [tested.message, other.message, polled.integration.last_error]) {
      expect(message).not.toMatch(/connection was refused|did not answer|:1\b/);
      expect(message).not.toContain(String(port));
    }
    expect(connections).toBe(0);
  });
});
