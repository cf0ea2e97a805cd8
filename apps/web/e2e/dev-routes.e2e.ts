import { roleSetHasPermission } from '@tripline/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, signedInPage } from './support/browser';
import { isSampleRecord, teamPageRoutes } from './support/route-list';

const { baseUrl, devId } = inject('world');
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

describe('developer routes for an owner', () => {
  const routes = teamPageRoutes('dev', devId);

  it('walks the developer pages of the route table', () => {
    expect(routes.map((route) => route.name)).toEqual(
      expect.arrayContaining(['dev.dashboard.index', 'dev.mailboxes.create', 'dev.settings.webhooks.show']),
    );
    expect(routes.some((route) => route.name.startsWith('org.'))).toBe(false);
  });

  it.each(routes.map((route) => [route.name, route] as const))(
    'opens %s as its permission says',
    async (name, route) => {
      await page.goto(route.path);
      const allowed = roleSetHasPermission(['owner'], route.permission);
      if (allowed && isSampleRecord(route.path)) {
        // No record of the sample id exists: the page raises its resource as not found.
        await page.getByText("Oops, it seems we've missed our connection.").waitFor();
        await screenshot(page, `dev-${name.replaceAll('.', '-')}`);
        return;
      }
      const expected = allowed ? route.title : 'No Access';
      await page.getByRole('heading', { level: 1, name: expected, exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe(route.path);
      await screenshot(page, `dev-${name.replaceAll('.', '-')}`);
    },
  );

  it('shows the developer sidebar items', async () => {
    await page.goto(`/developers/${devId}/dashboard`);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    const labels = await sidebar.locator('.sidebar__list').first().getByRole('link').allTextContents();
    expect(labels).toEqual(['Dashboard', 'Emails', 'Mailboxes', 'Reports', 'Settings']);
  });

  it('sends settings on to general and accepts any report id', async () => {
    await page.goto(`/developers/${devId}/settings`);
    await page.waitForURL((url) => url.pathname === `/developers/${devId}/settings/general`);
    // The report page takes the id and asks the API for that report (which then answers 404 for this one): the
    // request is the proof, the heading it shows while asking may already be gone when looked for.
    const asked = page.waitForRequest(
      (request) => new URL(request.url()).pathname === `/api/developers/${devId}/reports/abc`,
    );
    await page.goto(`/developers/${devId}/reports/abc`);
    await asked;
  });

  it('sorts the email list newest first and remembers its query for the session', async () => {
    await page.goto(`/developers/${devId}/emails?status=failed&page=3`);
    await page.getByText('Sorted: Newest first').waitFor();
    await page.goto(`/developers/${devId}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Emails', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'failed');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  });
});
