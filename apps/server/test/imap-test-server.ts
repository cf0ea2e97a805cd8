import type { AddressInfo } from 'node:net';
import hoodiecrow from 'hoodiecrow-imap';
import { ImapFlow } from 'imapflow';

/** A real IMAP server in the test process (hoodiecrow: one user, folders in memory), on a free port. */
export interface ImapTestServer {
  host: string;
  port: number;
  username: string;
  password: string;
  /** Appends a raw message to a folder over IMAP, as a mail client would. */
  append(raw: Buffer, folder?: string): Promise<void>;
  close(): Promise<void>;
}

/** `username` is the account's login: a plain name by default, or an address as many providers use. */
export async function startImapServer(username = 'travel-desk'): Promise<ImapTestServer> {
  const password = 'imap-test-password';
  const server = hoodiecrow({
    plugins: ['ID', 'UIDPLUS', 'LITERALPLUS', 'ENABLE', 'UNSELECT', 'AUTH-PLAIN', 'SASL-IR'],
    storage: { INBOX: { messages: [] }, '': { separator: '/', folders: { Archive: { messages: [] } } } },
    users: { [username]: { password } },
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const port = (server.server.address() as AddressInfo).port;
  const host = '127.0.0.1';
  return {
    host,
    port,
    username,
    password,
    async append(raw, folder = 'INBOX') {
      const client = new ImapFlow({
        host,
        port,
        secure: false,
        auth: { user: username, pass: password },
        logger: false,
      });
      await client.connect();
      await client.append(folder, raw);
      await client.logout();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
