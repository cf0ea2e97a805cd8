import { REQUESTED_WITH_VALUE } from '@tripline/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { startImapServer, startOidcProvider } from './support/identity-provider';
import { sampleMessage } from './support/send-mail';
import { ACCOUNTS } from './support/world';

const { baseUrl } = inject('world');
const DOMAIN = 'globex-sso.test';
let browser: Browser;
let op: Awaited<ReturnType<typeof startOidcProvider>>;
let imap: Awaited<ReturnType<typeof startImapServer>>;
let orgId: string;
const contexts: BrowserContext[] = [];

/** Calls the API as the super administrator. */
async function adminApi() {
  const headers = { 'x-requested-with': REQUESTED_WITH_VALUE, 'content-type': 'application/json' };
  const login = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : ((await response.json()) as { data: { id: string } }).data;
  };
}

beforeAll(async () => {
  browser = await launchBrowser();
  op = await startOidcProvider(`${baseUrl}/sso/oidc/callback`);
  imap = await startImapServer('desk', 'imap-e2e-password', [
    sampleMessage('gmail-forward-json-ld-flight').toString('utf8'),
  ]);
  const api = await adminApi();
  orgId = (await api('POST', '/api/orgs', { name: 'Globex' }))?.id as string;
  await api('POST', `/api/orgs/${orgId}/identity-providers`, {
    protocol: 'oidc',
    issuer: op.issuer,
    client_id: op.client_id,
    client_secret: op.client_secret,
    domains: [DOMAIN],
  });
  await api('POST', `/api/orgs/${orgId}/mailboxes`, { name: 'Forwarded bookings', local_part: 'globex-desk' });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await op?.close();
  await imap?.close();
});

/** A context that may reach the test server and the identity provider, nothing else. */
async function contextWithProvider(): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  await context.route(
    (url) => !url.href.startsWith(baseUrl) && !url.href.startsWith(op.issuer),
    (route) => route.abort(),
  );
  return context.newPage();
}

describe('organisation single sign-on and integrations', () => {
  it('signs a member in through the OpenID provider from the sign-in page and lands in the console', async () => {
    const page = await contextWithProvider();
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
    await page.getByLabel('Work email').fill(`grace@${DOMAIN}`);
    await screenshot(page, 'org-sso-sign-in');
    await page.getByRole('button', { name: 'Continue with single sign-on' }).click();

    // The provider's own pages: its login form, then its consent page.
    await page.waitForURL((url) => url.href.startsWith(op.issuer));
    await page.locator('input[name="login"]').fill(`grace@${DOMAIN}`);
    await page.locator('input[name="password"]').fill('any password');
    await screenshot(page, 'org-sso-provider-login');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]', { hasText: 'Continue' }).click();

    await page.waitForURL(`${baseUrl}/orgs/${orgId}/dashboard`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const me = await page.evaluate(async () => {
      const response = await fetch('/api/users/current', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
      return (await response.json()).data;
    });
    expect(me).toMatchObject({ email: `grace@${DOMAIN}`, first_name: 'Grace', last_name: 'Hopper' });
    expect(me.roles.org[orgId]).toBe('user');
    await screenshot(page, 'org-sso-landed');
  });

  it('says so on the sign-in page when an address has no single sign-on', async () => {
    const page = await contextWithProvider();
    await page.goto('/sign-in?sso=1');
    await page.getByLabel('Work email').fill('someone@unknown-domain.test');
    await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await page.getByText('Single sign-on is not set up for this address.').waitFor();
  });

  it('shows the super administrator the provider settings and the addresses to give the provider', async () => {
    const page = await (await newContext(browser, baseUrl)).newPage();
    contexts.push(page.context());
    await signIn(page, 'admin');
    await page.goto(`/orgs/${orgId}/settings/authentication`);
    await page.getByText('Single sign-on is on (OpenID Connect)').waitFor();
    await page.getByText(`${baseUrl}/sso/oidc/callback`).waitFor();
    await screenshot(page, 'org-sso-authentication-settings');
  });

  it('sets up single sign-on for a developer team in its settings, and a developer signs in through it', async () => {
    const labsDomain = 'labs-sso.test';
    const api = await adminApi();
    const devId = (await api('POST', '/api/developers', { name: 'Globex Labs' }))?.id as string;
    const admin = await (await newContext(browser, baseUrl)).newPage();
    contexts.push(admin.context());
    await signIn(admin, 'admin');
    await admin.goto(`/developers/${devId}/settings/authentication`);
    await admin.getByRole('heading', { name: 'Set up single sign-on' }).waitFor();
    await expect(admin.getByText('not available yet').count()).resolves.toBe(0);
    await admin.getByText(`${baseUrl}/sso/oidc/callback`).waitFor();
    const form = admin.getByRole('form', { name: 'Identity provider' });
    await form.getByLabel('Issuer URL').fill(op.issuer);
    await form.getByLabel('Client ID').fill(op.client_id);
    await form.getByLabel('Client secret').fill(op.client_secret);
    await form.getByLabel('Email domains').fill(labsDomain);
    await form.getByRole('button', { name: 'Turn on single sign-on' }).click();
    await admin.getByRole('heading', { name: 'Single sign-on is on (OpenID Connect)' }).waitFor();
    await admin.getByText(`Members at ${labsDomain} sign in through the identity provider`).waitFor();
    await screenshot(admin, 'dev-sso-authentication-settings');

    const page = await contextWithProvider();
    await page.goto('/sign-in?sso=1');
    await page.getByLabel('Work email').fill(`linus@${labsDomain}`);
    await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await page.waitForURL((url) => url.href.startsWith(op.issuer));
    await page.locator('input[name="login"]').fill(`linus@${labsDomain}`);
    await page.locator('input[name="password"]').fill('any password');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]', { hasText: 'Continue' }).click();
    await page.waitForURL(`${baseUrl}/developers/${devId}/dashboard`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const me = await page.evaluate(async () => {
      const response = await fetch('/api/users/current', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
      return (await response.json()).data;
    });
    expect(me.email).toBe(`linus@${labsDomain}`);
    expect(me.roles.dev[devId]).toBe('user');

    // Turned off again from the same page, members go back to passwords.
    await admin.getByRole('button', { name: 'Turn off single sign-on' }).click();
    await admin.getByRole('button', { name: 'Turn off', exact: true }).click();
    await admin.getByRole('heading', { name: 'Set up single sign-on' }).waitFor();
    expect((await api('GET', `/api/developers/${devId}`)) as unknown).toMatchObject({ sso_enabled: false });
  });

  it('connects an IMAP mailbox, tests it, polls it and shows a wrong password as the last error', {
    timeout: 180_000,
  }, async () => {
    const page = await (await newContext(browser, baseUrl)).newPage();
    contexts.push(page.context());
    await signIn(page, 'admin');
    await page.goto(`/orgs/${orgId}/settings/integrations`);
    await page.getByText('No integrations yet').waitFor();
    const form = page.getByRole('form', { name: 'Add an IMAP mailbox' });
    const fill = async (name: string, password: string) => {
      await form.getByLabel('Name', { exact: true }).fill(name);
      await form.getByLabel('IMAP server').fill('127.0.0.1');
      await form.getByLabel('Port', { exact: true }).fill(String(imap.port));
      await form.getByLabel('Use TLS').uncheck();
      await form.getByLabel('User name').fill('desk');
      await form.getByLabel('Password').fill(password);
      await form.getByRole('button', { name: 'Add IMAP mailbox' }).click();
    };
    await fill('Travel desk', 'imap-e2e-password');
    const card = page.getByRole('region', { name: 'Travel desk' });
    await card.getByText('Signed in to 127.0.0.1 and opened "INBOX" (1 messages).').waitFor();
    // The scheduled poll starts as soon as the integration exists; Poll now fetches whatever is still new.
    await card.getByRole('button', { name: 'Poll now' }).click();
    await page
      .getByText(/new messages?$/)
      .first()
      .waitFor();
    await card.getByText('Not yet').waitFor({ state: 'detached' });
    const emails = await page.evaluate(async (id) => {
      const response = await fetch(`/api/orgs/${id}/emails`, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
      return (await response.json()).data as { via: string }[];
    }, orgId);
    expect(emails.map((email) => email.via)).toEqual(['imap']);

    await fill('Old account', 'wrong-password');
    const broken = page.getByRole('region', { name: 'Old account' });
    await broken.getByText('The IMAP server refused the user name or password').first().waitFor();
    await broken.getByRole('button', { name: 'Poll now' }).click();
    // The poll's failure is told in a dialog, then stays on the card as its last error.
    const notice = page.getByRole('dialog');
    await notice.getByText('The IMAP server refused the user name or password').waitFor();
    await notice.getByRole('button', { name: 'Close', exact: true }).click();
    await broken.getByText(/Last error: The IMAP server refused the user name or password/).waitFor();
    await broken.getByText('failing').waitFor();
    await screenshot(page, 'org-integrations');

    await broken.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Remove' }).click();
    await broken.waitFor({ state: 'detached' });
  });
});
