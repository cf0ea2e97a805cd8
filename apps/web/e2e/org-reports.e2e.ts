import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, reloadUntilVisible, screenshot, signedInPage } from './support/browser';
import { sampleMessage, sendRawMail } from './support/send-mail';
import { E2E_INBOUND_DOMAIN } from './support/server';
import { ACCOUNTS } from './support/world';

const { baseUrl, orgId, smtpPort } = inject('world');
const team = `/orgs/${orgId}`;
const SUBJECT = 'Your booking is confirmed at Hotel Canal House Amsterdam';
const MAILBOX = `org-reports@${E2E_INBOUND_DOMAIN}`;
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

describe('organisation emails, reports, sender filter and settings', () => {
  it('lists an email an organisation mailbox received and opens it', async () => {
    await page.goto(`${team}/settings/mailboxes/create`);
    await page.getByLabel('Name').fill('Travel desk');
    await page.getByLabel('Address (optional)').fill('org-reports');
    await page.getByRole('button', { name: 'Create mailbox' }).click();
    await page.getByText(MAILBOX).waitFor();
    const sent = await sendRawMail(smtpPort, MAILBOX, sampleMessage('booking-com-hotel-confirmation-html'));
    expect(sent.accepted).toContain(MAILBOX);

    await page.goto(`${team}/emails`);
    await page.getByRole('heading', { level: 1, name: 'Emails' }).waitFor();
    const row = page.getByRole('link', { name: SUBJECT });
    await reloadUntilVisible(page, row);
    await screenshot(page, 'org-emails');
    await row.click();
    // The list's "Emails" heading would match a loose name: wait for the detail page itself.
    await page.waitForURL((url) => new RegExp(`^${team}/emails/[^/]+$`).test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Email', exact: true }).waitFor();
    await page.getByText(MAILBOX).first().waitFor();
    await screenshot(page, 'org-email');
  });

  it('creates an email report, watches it go from Processing to Completed and downloads its CSV', async () => {
    await page.goto(`${team}/reports`);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    const types = await page.getByLabel('Report type').locator('option').allTextContents();
    expect(types).toHaveLength(9);
    expect(types).toContain('Flight spend');
    expect(types).not.toContain('Webhook deliveries');
    await page.getByLabel('Report type').selectOption('email');
    await screenshot(page, 'org-reports-form');

    const statuses: string[] = [];
    page.on('response', async (response) => {
      if (/\/api\/orgs\/[^/]+\/reports\/\d+$/.test(new URL(response.url()).pathname) && response.ok()) {
        statuses.push((await response.json()).data.attributes.status);
      }
    });
    await page.getByRole('button', { name: 'Create report' }).click();
    await page.waitForURL((url) => new RegExp(`^${team}/reports/\\d+$`).test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Report' }).waitFor();
    await page.getByText('Processing', { exact: true }).waitFor();
    await screenshot(page, 'org-report-processing');
    await page.getByText('Completed', { exact: true }).waitFor({ timeout: 20_000 });
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.at(-1)).toBe('Completed');
    await screenshot(page, 'org-report-completed');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /as CSV$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^report-\d+-email\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const [header, ...lines] = csv.trim().split('\n');
    expect(header).toBe('Received,From,To,Subject,Via,Mailbox,Status,Reason,Parsed');
    expect(lines.some((line) => line.includes(SUBJECT) && line.includes('Travel desk'))).toBe(true);

    await page.goto(`${team}/reports`);
    const table = page.getByRole('table', { name: 'Reports' });
    await table.getByText('Completed').first().waitFor();
    await screenshot(page, 'org-reports');
  });

  it('says so in the words of the product when the report list cannot be loaded', async () => {
    const failing = await context.newPage();
    await failing.route(
      (url) => /\/api\/orgs\/[^/]+\/reports$/.test(url.pathname),
      (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await failing.goto(`${team}/reports`);
    await failing
      .getByRole('alert')
      .getByText('We are unable fetch all your reports at this time . Please try again.')
      .waitFor();
    await screenshot(failing, 'org-reports-failure');
    await failing.close();
  });

  it('shows the rulesets with outdated domains flagged, tests an address and records a download', async () => {
    await page.goto(`${team}/settings/filter`);
    await page.getByRole('heading', { level: 1, name: 'Sender filter' }).waitFor();
    for (const name of [
      'Airlines',
      'Hotels',
      'Car Rental Agencies',
      'Rail Lines',
      'Online Travel Agencies',
      'Travel Management Companies',
      'Transportation Services',
      'Activities',
    ]) {
      await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
    }
    const airline = page.getByRole('list', { name: 'Airlines domains' });
    const lufthansa = airline.getByRole('listitem').filter({ hasText: 'lufthansa.com' });
    await lufthansa.getByText('Outdated').waitFor();
    // Added on the day its ruleset was last modified: up to date.
    const icelandair = airline.getByRole('listitem').filter({ hasText: 'icelandair.com' });
    await icelandair.waitFor();
    expect(await icelandair.getByText('Outdated').count()).toBe(0);

    await page.getByLabel('Sender address').fill('no-reply@lufthansa.com');
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await page.getByText('Read:').waitFor();
    await page.getByText('matches Airlines', { exact: false }).waitFor();

    const history = page.getByRole('table', { name: 'Filter downloads' });
    const before = (await history.isVisible()) ? await history.locator('tbody tr').count() : 0;
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download filters' }).click(),
    ]);
    expect(JSON.parse(await readFile(await file.path(), 'utf8')).rulesets).toHaveLength(8);
    await expect.poll(() => history.locator('tbody tr').count()).toBe(before + 1);
    await screenshot(page, 'org-settings-filter');
  });

  it('opens the organisation general settings and users pages', async () => {
    await page.goto(`${team}/settings/general`);
    await page.getByRole('heading', { level: 1, name: 'General settings' }).waitFor();
    expect(await page.getByLabel('Team name').inputValue()).toBe('Acme Travel');
    await screenshot(page, 'org-settings-general');

    await page.goto(`${team}/settings/users`);
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page.getByText(ACCOUNTS.viewer.email).first().waitFor();
    await screenshot(page, 'org-settings-users');
    await page.getByRole('link', { name: ACCOUNTS.viewer.name }).click();
    await page.waitForURL((url) => new RegExp(`^${team}/settings/users/[^/]+$`).test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'User', exact: true }).waitFor();
    await page.getByText(ACCOUNTS.viewer.email).first().waitFor();

    await page.goto(`${team}/settings/users/create`);
    await page.getByRole('heading', { level: 1, name: 'Invite a user' }).waitFor();
    await screenshot(page, 'org-settings-users-create');
  });

  it('lets a viewer ask for a report but not delete one', async () => {
    const viewer = await signedInPage(browser, baseUrl, 'viewer');
    await viewer.page.goto(`${team}/reports`);
    await viewer.page.getByRole('button', { name: 'Create report' }).waitFor();
    await viewer.page.getByRole('table', { name: 'Reports' }).getByRole('link').first().click();
    await viewer.page.getByText('Completed', { exact: true }).waitFor();
    expect(await viewer.page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await viewer.context.close();
  });
});
