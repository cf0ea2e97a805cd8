import { roleSetHasPermission } from '@tripline/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, signedInPage } from './support/browser';
import { isSampleRecord, teamPageRoutes } from './support/route-list';

const { baseUrl, orgId } = inject('world');
const NOT_FOUND_TEXT = "Oops, it seems we've missed our connection.";
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

async function heading(): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
}

describe('organisation routes for an owner', () => {
  const routes = teamPageRoutes('org', orgId);

  it('walks the organisation pages of the route table', () => {
    expect(routes.map((route) => route.name)).toEqual(
      expect.arrayContaining(['org.dashboard.index', 'org.travel.index', 'org.settings.filter', 'org.people.imports']),
    );
  });

  it.each(routes.map((route) => [route.name, route] as const))(
    'opens %s as its permission says',
    async (name, route) => {
      await page.goto(route.path);
      const allowed = roleSetHasPermission(['owner'], route.permission);
      if (allowed && isSampleRecord(route.path)) {
        // No record of the sample id exists: the page raises its resource as not found.
        await page.getByText(NOT_FOUND_TEXT).waitFor();
        expect(await page.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
        return;
      }
      // An owner holds every organisation permission except browse-authentication, which is super-admin only.
      const expected = allowed ? route.title : 'No Access';
      await page.getByRole('heading', { level: 1, name: expected, exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe(route.path);
      await screenshot(page, `org-${name.replaceAll('.', '-')}`);
    },
  );

  it('shows every organisation sidebar item to the owner', async () => {
    await page.goto(`/orgs/${orgId}/dashboard`);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    for (const label of ['Dashboard', 'Travel', 'Reports', 'People', 'Emails', 'Resources', 'Settings']) {
      expect(await sidebar.getByRole('link', { name: label, exact: true }).count()).toBe(1);
    }
  });

  it('expands the sidebar on hover on a wide screen', async () => {
    await page.goto(`/orgs/${orgId}/dashboard`);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    const collapsed = await sidebar.boundingBox();
    await sidebar.hover();
    await page.waitForFunction(() => (document.querySelector('.sidebar') as HTMLElement).offsetWidth >= 192);
    await screenshot(page, 'org-sidebar-expanded');
    expect(collapsed?.width).toBe(64);
  });
});

describe('organisation redirects', () => {
  it.each([
    ['/orgs', '/teams'],
    [`/orgs/${orgId}`, `/orgs/${orgId}/dashboard`],
    [`/orgs/${orgId}/settings`, `/orgs/${orgId}/settings/general`],
    [`/orgs/${orgId}/resources`, `/orgs/${orgId}/resources/data-explorer`],
    ['/join', '/teams'],
  ])('sends %s on to %s', async (from, to) => {
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === to);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('opens people creation and the import list without their optional parameters', async () => {
    await page.goto(`/orgs/${orgId}/people/create`);
    await page.getByRole('link', { name: /Add one person/ }).waitFor();
    await page.goto(`/orgs/${orgId}/people/imports`);
    expect(await heading()).toBe('People imports');
  });

  it('shows the 404 page for a report id that is not digits only', async () => {
    await page.goto(`/orgs/${orgId}/reports/abc`);
    await page.getByText(NOT_FOUND_TEXT).waitFor();
    await screenshot(page, 'org-report-id-not-digits');
  });

  it('shows the 404 page for a segment the server does not know', async () => {
    await page.goto(`/orgs/${orgId}/segments/air/unknown-segment`);
    await page.getByText(NOT_FOUND_TEXT).waitFor();
  });

  it('shows the server-error page with Reload and a status link when a route fails to load', async () => {
    await page.route('**/api/orgs/*/trips/segments/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"status":500,"message":"boom"}}',
      }),
    );
    await page.goto(`/orgs/${orgId}/segments/air/seg-1`);
    await page.getByRole('heading', { name: 'Something has gone wrong' }).waitFor();
    expect(await page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'System status' }).isVisible()).toBe(true);
    await screenshot(page, 'error-500');
    await page.unroute('**/api/orgs/*/trips/segments/**');
  });

  it('shows the 404 page with Go Home for any other path', async () => {
    await page.goto('/no/such/place');
    await page.getByText(NOT_FOUND_TEXT).waitFor();
    await screenshot(page, 'error-404');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/teams');
  });

  it('answers 403 for a team the user does not belong to, and My Dashboard leads home, not back to it', async () => {
    await page.goto('/orgs/00000000-0000-0000-0000-000000000000/dashboard');
    await page.getByRole('heading', { name: 'No Access' }).waitFor();
    await page.getByRole('link', { name: 'My Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/teams');
    await page.getByRole('heading', { level: 1, name: 'Teams' }).waitFor();
  });

  it.each([
    ['emails', 'Emails', '/emails'],
    ['people', 'People', '/travelers'],
    ['settings/users', 'Users', '/users'],
    ['settings/webhooks', 'Webhooks', '/webhooks'],
    ['settings/filter', 'Filter', '/filters/statuses'],
    ['settings/general', 'General Settings', ''],
  ])('raises the server-error page when %s cannot load', async (path, resource, call) => {
    const failing = (url: URL) => url.pathname === `/api/orgs/${orgId}${call}`;
    await page.route(failing, (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: '{"error":{"status":502,"message":"Bad gateway"}}',
      }),
    );
    try {
      await page.goto(`/orgs/${orgId}/${path}`);
      await page.getByRole('heading', { name: 'Something has gone wrong' }).waitFor();
      expect(await page.locator(`[data-resource="${resource}"]`).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
      if (path === 'emails') await screenshot(page, 'org-emails-error-500');
    } finally {
      await page.unroute(failing);
    }
  });
});

describe('a viewer', () => {
  let viewerContext: BrowserContext;
  let viewerPage: Page;

  beforeAll(async () => {
    ({ context: viewerContext, page: viewerPage } = await signedInPage(browser, baseUrl, 'viewer'));
  });

  afterAll(async () => {
    await viewerContext?.close();
  });

  it('sees no Settings in the sidebar and gets No Access on settings pages', async () => {
    await viewerPage.goto(`/orgs/${orgId}/dashboard`);
    const sidebar = viewerPage.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'Travel', exact: true }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Settings', exact: true }).count()).toBe(0);

    await viewerPage.goto(`/orgs/${orgId}/settings/general`);
    await viewerPage.getByRole('heading', { name: 'No Access' }).waitFor();
    await screenshot(viewerPage, 'error-403');
    await viewerPage.getByRole('link', { name: 'My Dashboard' }).click();
    await viewerPage.waitForURL((url) => url.pathname === `/orgs/${orgId}/dashboard`);
  });
});
