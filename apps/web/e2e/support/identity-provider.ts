import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import hoodiecrow from 'hoodiecrow-imap';
import Provider from 'oidc-provider';

/** A real OpenID Provider (panva's oidc-provider, with its own login and consent pages) on a free port. */
export async function startOidcProvider(redirectUri: string) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { client_id: 'tripline-console', client_secret: 'e2e-client-secret-of-the-provider' };
  const provider = new Provider(issuer, {
    clients: [{ ...client, redirect_uris: [redirectUri] }],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: ['e2e-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, id: string) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: id, email_verified: true, given_name: 'Grace', family_name: 'Hopper' };
        },
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    ...client,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A real IMAP server (hoodiecrow, folders in memory) on a free port, with one user. */
export async function startImapServer(username: string, password: string, messages: string[] = []) {
  const server = hoodiecrow({
    plugins: ['ID', 'UIDPLUS', 'LITERALPLUS', 'ENABLE', 'UNSELECT', 'AUTH-PLAIN', 'SASL-IR'],
    storage: { INBOX: { messages: messages.map((raw) => ({ raw })) } },
    users: { [username]: { password } },
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
