import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs } from './support/api-as';
import { launchBrowser, screenshot, signedInPage } from './support/browser';

const { baseUrl, orgId, devId } = inject('world');
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function pageAs(account: 'owner' | 'admin' | 'auditor'): Promise<Page> {
  const { context, page } = await signedInPage(browser, baseUrl, account);
  contexts.push(context);
  return page;
}

/** Opens Settings from the sidebar, then every child of the sub-navigation by clicking, checking each is marked. */
async function walkSettings(page: Page, dashboard: string, expected: string[]) {
  await page.goto(dashboard);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/settings/general'));
  // The pointer leaves the sidebar, which folds back over the page's edge.
  await page.mouse.move(900, 500);
  const nav = page.getByRole('navigation', { name: 'Settings' });
  await nav.getByRole('link').first().waitFor();
  expect(await nav.getByRole('link').allTextContents()).toEqual(expected);
  for (const label of expected) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    const current = nav.locator('[aria-current="page"]');
    await current.filter({ hasText: label }).waitFor();
    expect(await current.count()).toBe(1);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
}

describe('settings sub-navigation', () => {
  it('leads an organisation owner to every settings page their role allows, the current one marked', async () => {
    const page = await pageAs('owner');
    await walkSettings(page, `/orgs/${orgId}/dashboard`, [
      'General',
      'Users',
      'Integrations',
      'Mailboxes',
      'Applications',
      'Webhooks',
      'Sender filter',
    ]);
    // A page below a child keeps its child marked.
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('link', { name: 'New webhook' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/settings/webhooks/create'));
    const marked = page.getByRole('navigation', { name: 'Settings' }).locator('[aria-current="page"]');
    expect(await marked.textContent()).toBe('Webhooks');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'General' }).click();
    await screenshot(page, 'settings-nav-org');
  });

  it('adds Authentication for the super administrator, and serves developer teams their own children', async () => {
    const admin = await pageAs('admin');
    await walkSettings(admin, `/orgs/${orgId}/dashboard`, [
      'General',
      'Users',
      'Integrations',
      'Mailboxes',
      'Applications',
      'Webhooks',
      'Authentication',
      'Sender filter',
    ]);
    const owner = await pageAs('owner');
    await walkSettings(owner, `/developers/${devId}/dashboard`, ['General', 'Users', 'Applications', 'Webhooks']);
    await screenshot(owner, 'settings-nav-dev');
  });

  it('shows the mailbox address travelers forward to on the people and emails pages', async () => {
    const api = await apiAs(baseUrl, 'owner');
    const mailbox = await api<{ address: string }>('POST', `/api/orgs/${orgId}/mailboxes`, {
      name: 'Travel desk',
      local_part: 'acme-travel-desk',
    });
    const page = await pageAs('owner');
    for (const path of ['people', 'emails']) {
      await page.goto(`/orgs/${orgId}/${path}`);
      const note = page.getByRole('region', { name: 'Forwarding address' });
      await note.getByText(mailbox.address).waitFor();
      expect(await note.textContent()).toContain('Travelers forward their booking emails to');
    }
    await screenshot(page, 'emails-forwarding-address');
  });
});

describe('super roles and teams', () => {
  it('lists every team to a super viewer, with a search, and opens one read-only', async () => {
    const admin = await apiAs(baseUrl, 'admin');
    await admin('POST', '/api/orgs', { name: 'Umbrella Travel' });
    const page = await pageAs('auditor');
    await page.goto('/teams');
    const orgs = page.getByRole('region', { name: /Organisations/ });
    await orgs.getByRole('link', { name: /Umbrella Travel/ }).waitFor();
    await orgs.getByRole('link', { name: /Acme Travel/ }).waitFor();
    await page
      .getByRole('region', { name: /Developer teams/ })
      .getByRole('link', { name: /Acme Labs/ })
      .waitFor();
    expect(await page.getByRole('link', { name: /New developer team|New organisation/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Platform analytics' }).count()).toBe(0);
    await screenshot(page, 'teams-super-viewer');

    await page.getByLabel('Search teams').fill('umbr');
    await orgs.getByRole('link', { name: /Acme Travel/ }).waitFor({ state: 'detached' });
    expect(await orgs.getByRole('link').count()).toBe(1);
    await page.getByText('No developer team matches “umbr”.').waitFor();

    await page.getByLabel('Search teams').fill('acme');
    await orgs.getByRole('link', { name: /Acme Travel/ }).click();
    await page.waitForURL((url) => url.pathname === `/orgs/${orgId}/dashboard`);
    await page.getByRole('navigation', { name: 'Main' }).getByText('Acme Travel').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'General settings' }).waitFor();
    // The super viewer reads: the team's name cannot be changed.
    expect(await page.getByLabel('Team name').isDisabled()).toBe(true);
  });

  it('gives the super administrator the platform analytics, and nobody else', async () => {
    const admin = await pageAs('admin');
    await admin.goto('/teams');
    await admin
      .getByRole('region', { name: /Organisations/ })
      .getByRole('link', { name: /Acme Travel/ })
      .waitFor();
    await admin.getByRole('link', { name: 'Platform analytics' }).click();
    await admin.waitForURL((url) => url.pathname === '/platform/analytics');
    const table = admin.getByRole('table', { name: 'Teams' });
    const row = table.getByRole('row', { name: /Acme Travel/ });
    await row.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Team',
      'Type',
      'Received',
      'Parsed',
      'Failed',
      'Filtered',
      'Travelers',
      'Trips',
      'Last activity',
    ]);
    await table.getByRole('row', { name: /Acme Labs/ }).waitFor();
    await screenshot(admin, 'platform-analytics');

    for (const account of ['owner', 'auditor'] as const) {
      const page = await pageAs(account);
      await page.goto('/platform/analytics');
      await page.getByRole('heading', { name: 'No Access' }).waitFor();
    }
  });

  it('offers a new organisation only to who may add one, and refuses the form to others', async () => {
    const owner = await pageAs('owner');
    await owner.goto('/teams');
    await owner.getByRole('link', { name: 'New developer team' }).waitFor();
    expect(await owner.getByRole('link', { name: 'New organisation' }).count()).toBe(0);
    await owner.goto('/teams/org/create');
    await owner.getByRole('heading', { name: 'No Access' }).waitFor();
    const admin = await pageAs('admin');
    await admin.goto('/teams');
    await admin.getByRole('link', { name: 'New organisation' }).click();
    await admin.getByRole('dialog', { name: 'New organisation' }).waitFor();
  });
});

describe('users under single sign-on', () => {
  it('offers no invitation that would lead to a 404, and says where users come from', async () => {
    const admin = await apiAs(baseUrl, 'admin');
    const team = await admin('POST', '/api/orgs', { name: 'Initech' });
    await admin('PATCH', `/api/orgs/${team.id}`, { sso_enabled: true });
    const page = await pageAs('admin');
    await page.goto(`/orgs/${team.id}/settings/users`);
    await page
      .getByRole('note')
      .getByText(/Single sign-on is on/)
      .waitFor();
    expect(await page.getByRole('link', { name: 'Invite a user' }).count()).toBe(0);
    await page.getByRole('note').getByRole('link', { name: 'Authentication settings' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/settings/authentication'));
    await screenshot(page, 'users-under-sso');
  });
});
