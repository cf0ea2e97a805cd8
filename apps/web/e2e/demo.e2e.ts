import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { type RunningServer, startServer, stopServer } from './support/server';

// A server of its own, started as `npm start` starts on an empty data dir: with the demo.
let server: RunningServer;
let dataDir: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let orgId = '';
let devId = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tripline-demo-'));
  server = await startServer(dataDir, { SEED_DEMO: '1', LOG_LEVEL: 'info' }, 240_000);
  const password = /password: (\S+)/.exec(server.output())?.[1];
  if (!password) throw new Error(`No demo password printed:\n${server.output()}`);
  expect(server.output()).toContain('the demo is ready');
  browser = await launchBrowser();
  context = await newContext(browser, server.url, { width: 1440, height: 1000 });
  page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('owner@demo.tripline.test');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  const me = await (await page.request.get('/api/users/current')).json();
  orgId = Object.keys(me.data.roles.org)[0] ?? '';
  devId = Object.keys(me.data.roles.dev)[0] ?? '';
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo, as a newcomer meets it', () => {
  it('shows someone traveling today on the map, trips coming up and a year of spend', async () => {
    await page.goto(`/orgs/${orgId}/dashboard`);
    const travelers = page.getByRole('region', { name: 'Travelers today' });
    await travelers.waitFor();
    expect(Number(await travelers.locator('.metric__value').innerText())).toBeGreaterThanOrEqual(1);
    const today = page.getByRole('region', { name: 'Traveling today' });
    expect(await today.getByText('Nobody is traveling today.').count()).toBe(0);
    const map = page.getByRole('region', { name: 'Where they are today' });
    await map.locator('.world-map__land').waitFor();
    const travelerNames = /Berger|Ruiz|Raman|Weber|Martin|Sato|Mensah|Nilsson/;
    expect(await map.getByRole('button', { name: travelerNames }).count()).toBeGreaterThanOrEqual(1);
    // A flight of the week that the airline moved after it was booked.
    const flights = page.getByRole('region', { name: 'Flight status' });
    await flights.getByRole('listitem').filter({ hasText: 'FR 1239' }).getByText('Delayed', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Last 12 months' }).click();
    await page.waitForTimeout(1500);
    await screenshot(page, 'demo-org-dashboard');

    await page.goto(`/orgs/${orgId}/travel?start_date=${yearAgo()}&type=trip`);
    await page.getByRole('heading', { level: 1, name: 'Travel' }).waitFor();
    await page.getByRole('table', { name: 'Travel' }).getByRole('row').nth(5).waitFor();
    await screenshot(page, 'demo-org-travel');
  });

  it('lists the organisation emails parsed, failed and filtered, and its reports', async () => {
    await page.goto(`/orgs/${orgId}/emails`);
    await page.getByRole('heading', { level: 1, name: 'Emails' }).waitFor();
    const list = page.getByRole('table');
    await list.getByText('filtered', { exact: true }).first().waitFor();
    await list.getByText('failed', { exact: true }).first().waitFor();
    await screenshot(page, 'demo-org-emails');
    await page.goto(`/orgs/${orgId}/reports`);
    await page.getByText('Flight spend, last 12 months').waitFor();
    await screenshot(page, 'demo-org-reports');
  });

  it('gives the developer team a dashboard of recent mail and parsed emails', async () => {
    await page.goto(`/developers/${devId}/dashboard`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(1500);
    await screenshot(page, 'demo-dev-dashboard');
    await page.goto(`/developers/${devId}/emails`);
    await page.getByRole('heading', { level: 1, name: 'Emails' }).waitFor();
    await page.getByRole('table').getByText('parsed', { exact: true }).first().waitFor();
    await screenshot(page, 'demo-dev-emails');
    const emails = await (await page.request.get(`/api/developers/${devId}/emails?status=parsed`)).json();
    expect(emails.meta.total).toBeGreaterThanOrEqual(5);
  });
});

function yearAgo(): string {
  return new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
}
