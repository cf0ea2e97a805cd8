import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, screenshot, signedInPage, signIn } from './support/browser';
import { waitForMailedLink } from './support/outbox';

const { baseUrl, orgId, devId, dataDir } = inject('world');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await signedInPage(browser, baseUrl, 'owner'));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('teams', () => {
  it('lists both kinds of team and switches to one', async () => {
    await page.goto('/teams');
    await page.getByRole('link', { name: /Acme Travel/ }).waitFor();
    await screenshot(page, 'teams-index');
    await page.getByRole('link', { name: /Acme Labs/ }).click();
    await page.waitForURL((url) => url.pathname === `/developers/${devId}/dashboard`);
    await page.getByRole('navigation', { name: 'Main' }).getByText('Acme Labs').waitFor();
  });

  it('creates a developer team from teams/dev/create', async () => {
    await page.goto('/teams/dev/create');
    const dialog = page.getByRole('dialog', { name: 'New developer team' });
    await dialog.waitFor();
    await screenshot(page, 'teams-create');
    await dialog.getByLabel('Team name').fill('Night Shift');
    await dialog.getByRole('button', { name: 'Create team' }).click();
    await page.waitForURL((url) => /^\/developers\/[^/]+\/dashboard$/.test(url.pathname));
    await page.getByText('Team Night Shift created').waitFor();
    await page.goto('/teams');
    await page.getByRole('link', { name: /Night Shift/ }).waitFor();
  });

  it('closes the create dialog on Escape and goes back to the list', async () => {
    await page.goto('/teams/dev/create');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/teams');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('shows the 404 page for a team type that does not exist', async () => {
    await page.goto('/teams/club/create');
    await page.getByText("Oops, it seems we've missed our connection.").waitFor();
  });
});

describe('invitations', () => {
  it('lands on the invitation, creates the account and opens the team', async () => {
    const email = `ines.${Date.now()}@example.com`;
    const sent = await page.request.post(`/api/orgs/${orgId}/invitations`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { email, role: 'user' },
    });
    expect(sent.status()).toBe(201);
    const token = await waitForMailedLink(dataDir, email, /\/invitations\/([A-Za-z0-9_-]+)/);

    const guest = await newContext(browser, baseUrl);
    const guestPage = await guest.newPage();
    await guestPage.goto(`/invitations/${token}`);
    await guestPage.getByRole('heading', { name: 'Join Acme Travel' }).waitFor();
    await screenshot(guestPage, 'entry-invitation');
    await guestPage.getByLabel('First name').fill('Ines');
    await guestPage.getByLabel('Last name').fill('Invited');
    await guestPage.getByLabel('Choose a password').fill('invited-and-joined');
    await guestPage.getByRole('button', { name: 'Accept invitation' }).click();
    await guestPage.waitForURL((url) => url.pathname === `/orgs/${orgId}/dashboard`);
    await guestPage.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await guest.close();
  });
});

describe('account and support', () => {
  it('saves the profile and confirms it', async () => {
    await page.goto('/account');
    await page.getByLabel('First name').fill('Olivia');
    await page.getByLabel('Last name').fill('Owens');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Settings successfully updated!').waitFor();
    await screenshot(page, 'account');
    await page.reload();
    expect(await page.getByLabel('Last name').inputValue()).toBe('Owens');
  });

  it('shows avatars as initials and sends no address to the avatar service unless configured to', async () => {
    const asked: string[] = [];
    const listen = (request: { url(): string }) => asked.push(request.url());
    page.on('request', listen);
    try {
      await page.goto('/account');
      await page.locator('.avatar').first().waitFor();
      await page.waitForLoadState('networkidle');
      // Asked from the page itself: a response caught while listening could be the previous page's, whose
      // body is gone once the navigation replaces it.
      const settings = await page.evaluate(() => fetch('/api/console-settings').then((response) => response.json()));
      expect(settings.data).toEqual({ avatar_pictures: false });
      expect(asked.some((url) => url.endsWith('/api/console-settings'))).toBe(true);
      expect(asked.filter((url) => !url.startsWith(baseUrl))).toEqual([]);
      expect(await page.locator('.avatar img').count()).toBe(0);
    } finally {
      page.off('request', listen);
    }
  });

  it('shows the support page', async () => {
    await page.goto('/support');
    await page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
    await screenshot(page, 'support');
  });
});

describe('keyboard use', () => {
  it('reaches the skip link first, then the sidebar, which expands while it has focus', async () => {
    await page.goto(`/orgs/${orgId}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Switch team/);
    expect(await page.getByRole('navigation', { name: 'Main' }).getAttribute('data-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'All teams' }).waitFor();
    await screenshot(page, 'team-switcher');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('link', { name: 'All teams' }).count()).toBe(0);
  });
});

describe('a phone-sized screen', () => {
  it('keeps the sidebar collapsed until the toggle opens it', async () => {
    const phone = await newContext(browser, baseUrl, { width: 390, height: 844 });
    const phonePage = await phone.newPage();
    await signIn(phonePage, 'owner');
    await phonePage.goto(`/orgs/${orgId}/dashboard`);
    const toggle = phonePage.getByRole('button', { name: 'Expand navigation' });
    await toggle.waitFor();
    await screenshot(phonePage, 'phone-dashboard');
    await toggle.click();
    await phonePage.getByRole('button', { name: 'Collapse navigation' }).waitFor();
    await phonePage.waitForFunction(() => (document.querySelector('.sidebar') as HTMLElement).offsetWidth >= 192);
    await screenshot(phonePage, 'phone-sidebar-open');
    await phonePage.getByRole('link', { name: 'Travel', exact: true }).click();
    await phonePage.waitForURL((url) => url.pathname === `/orgs/${orgId}/travel`);
    await phone.close();
  });
});
