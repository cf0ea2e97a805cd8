import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { waitForMailedLink } from './support/outbox';
import { ACCOUNTS } from './support/world';

const { baseUrl, orgId, dataDir } = inject('world');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  context = await newContext(browser, baseUrl);
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

describe('signing in', () => {
  it('sends a visitor of a team page to sign-in and back to that page after it', async () => {
    await page.goto(`/orgs/${orgId}/travel`);
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/orgs/${orgId}/travel`);
    await screenshot(page, 'entry-sign-in');
    await page.getByLabel('Email').fill(ACCOUNTS.owner.email);
    await page.getByLabel('Password').fill(ACCOUNTS.owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === `/orgs/${orgId}/travel`);
    await page.getByRole('heading', { level: 1, name: 'Travel' }).waitFor();
  });

  it('says so when the password is wrong and stays on the page', async () => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(ACCOUNTS.owner.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await screenshot(page, 'entry-sign-in-failed');
  });

  it('checks the fields before sending them', async () => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter your password').waitFor();
  });

  it('logs out to / and from there to sign-in', async () => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(ACCOUNTS.viewer.email);
    await page.getByLabel('Password').fill(ACCOUNTS.viewer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/teams');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.goto('/teams');
    await page.waitForURL((url) => url.pathname === '/sign-in');
  });
});

describe('registration', () => {
  it('creates a developer account and opens its team dashboard', async () => {
    await page.goto('/register');
    await screenshot(page, 'entry-register');
    await page.getByLabel('First name').fill('Rita');
    await page.getByLabel('Last name').fill('Register');
    const email = `rita.${Date.now()}@example.com`;
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Password').fill('long-enough-password');
    await page.getByLabel('Team name').fill('Rita Builds');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => /^\/developers\/[^/]+\/dashboard$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByText('Rita Builds').first().textContent()).toBe('Rita Builds');

    // The verification link mailed at registration verifies the address on /t/:token.
    const token = await waitForMailedLink(dataDir, email, /\/t\/([A-Za-z0-9_-]+)/);
    await page.goto(`/t/${token}`);
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    await screenshot(page, 'entry-verify-email');
  });
});

describe('other entry pages', () => {
  it('requests a password reset', async () => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(ACCOUNTS.owner.email);
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await page.getByRole('status').filter({ hasText: /./ }).first().waitFor();
    await screenshot(page, 'entry-forgot-password');
  });

  it('resets a password through the mailed link, after which the new one signs in', async () => {
    const { email } = ACCOUNTS.resetter;
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    const token = await waitForMailedLink(dataDir, email, /token=([A-Za-z0-9_-]+)/);
    await page.goto(`/reset-password?token=${token}`);
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Repeat the new password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/teams');
  });

  it('refuses a reset with an unknown token and shows why', async () => {
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('another-long-password');
    await page.getByLabel('Repeat the new password').fill('another-long-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('alert').waitFor();
    await screenshot(page, 'entry-reset-password-refused');
  });

  it('shows the server message on the verification page for a bad token', async () => {
    const answer = page.waitForResponse((response) => response.url().includes('/api/tokens/'));
    await page.goto('/t/not-a-real-token');
    const body = (await (await answer).json()) as { error?: { status: number; message: string } };
    expect(body.error?.status).toBe(403);
    await page.getByText(body.error?.message ?? '').waitFor();
    expect(await page.getByRole('heading', { name: 'No Access' }).count()).toBe(0);
    await screenshot(page, 'entry-verify-email-refused');
  });

  it('shows the expired-invitation notice', async () => {
    await page.goto('/invitations/expired');
    await page.getByRole('heading', { name: 'This invitation has expired' }).waitFor();
    await screenshot(page, 'entry-invitation-expired');
  });

  it('shows the 404 page for an unknown invitation', async () => {
    await page.goto('/invitations/not-a-real-token');
    await page.getByText("Oops, it seems we've missed our connection.").waitFor();
  });

  it('offers sign-in and registration on /join to a visitor', async () => {
    await page.goto('/join');
    await page.getByRole('heading', { name: 'Join Tripline' }).waitFor();
    expect(await page.getByRole('link', { name: 'Create a developer account' }).count()).toBe(1);
  });
});
