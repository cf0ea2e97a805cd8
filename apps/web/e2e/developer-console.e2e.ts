import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, reloadUntilVisible, screenshot, signedInPage } from './support/browser';
import { sampleMessage, sendRawMail } from './support/send-mail';
import { E2E_INBOUND_DOMAIN } from './support/server';
import { startWebhookReceiver } from './support/webhook-receiver';

const { baseUrl, devId, smtpPort } = inject('world');
const team = `/developers/${devId}`;
const SUBJECT = 'Your booking is confirmed at Hotel Canal House Amsterdam';
let browser: Browser;
let context: BrowserContext;
let page: Page;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let mailboxAddress = '';

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  browser = await launchBrowser();
  ({ context, page } = await signedInPage(browser, baseUrl, 'owner'));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await receiver?.close();
});

describe('developer console over the real server', () => {
  it('creates a mailbox and shows its address with a copy button', async () => {
    await page.goto(`${team}/mailboxes/create`);
    await page.getByLabel('Name').fill('Hotel bookings');
    await page.getByLabel('Address (optional)').fill('hotel-bookings');
    await page.getByRole('button', { name: 'Create mailbox' }).click();
    await page.waitForURL((url) => /\/mailboxes\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/create'));
    mailboxAddress = `hotel-bookings@${E2E_INBOUND_DOMAIN}`;
    await page.getByText(mailboxAddress).waitFor();
    await page.getByRole('button', { name: 'Copy address' }).waitFor();
    await screenshot(page, 'devconsole-mailbox');
    await page.goto(`${team}/mailboxes`);
    await page.getByRole('table', { name: 'Mailboxes' }).getByText(mailboxAddress).waitFor();
  });

  it('creates a webhook pointing at a local receiver and shows its secret once', async () => {
    await page.goto(`${team}/settings/webhooks/create`);
    await page.getByLabel('URL').fill(receiver.url);
    await page.getByRole('button', { name: 'Create webhook' }).click();
    const secret = page.getByTestId('webhook-secret');
    await secret.waitFor();
    expect(await secret.textContent()).toMatch(/^whsec_/);
    await screenshot(page, 'devconsole-webhook-created');
    await page.goto(`${team}/settings/webhooks`);
    await page.getByRole('region', { name: 'Active webhooks' }).getByText(receiver.url).waitFor();
    await screenshot(page, 'devconsole-webhooks');
  });

  it('receives an email sent over SMTP, lists it and shows its detail with a webhook delivery attempt', async () => {
    const sent = await sendRawMail(smtpPort, mailboxAddress, sampleMessage('booking-com-hotel-confirmation-html'));
    expect(sent.accepted).toContain(mailboxAddress);

    await page.goto(`${team}/emails`);
    await page.getByRole('heading', { level: 1, name: 'Emails' }).waitFor();
    const row = page.getByRole('link', { name: SUBJECT });
    await reloadUntilVisible(page, row);
    await screenshot(page, 'devconsole-emails');
    await row.click();
    await page.getByRole('heading', { level: 1, name: 'Email', exact: true }).waitFor();
    await page.getByText(SUBJECT).first().waitFor();
    await page.getByText(mailboxAddress).first().waitFor();

    const frame = page.locator('iframe[title="Email body"]');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');

    // The parse finishes in the background; its event then goes to the webhook, and the attempt is logged.
    const attempt = page.getByText(`${receiver.url} attempt 1: HTTP 200`);
    await reloadUntilVisible(page, attempt, 30);
    expect(receiver.calls.length).toBeGreaterThan(0);
    expect(receiver.calls[0]?.headers['webhook-signature']).toMatch(/^v1,/);
    await screenshot(page, 'devconsole-email-detail');
  });

  it('sends a test event from the webhook page to the receiver', async () => {
    await page.goto(`${team}/settings/webhooks`);
    await page.getByRole('link', { name: receiver.url }).click();
    await page.getByRole('heading', { level: 1, name: 'Webhook' }).waitFor();
    const before = receiver.calls.length;
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText(/Test event evt_\w+ queued/).waitFor();
    await expect.poll(() => receiver.calls.length, { timeout: 15_000 }).toBeGreaterThan(before);
    expect(receiver.calls.at(-1)?.body).toContain('webhook.test');
    await screenshot(page, 'devconsole-webhook-detail');
  });

  it('renames the team in general settings and says so', async () => {
    await page.goto(`${team}/settings/general`);
    const name = page.getByLabel('Team name');
    await name.fill('Acme Labs Europe');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Settings successfully updated!').waitFor();
    await page.reload();
    expect(await page.getByLabel('Team name').inputValue()).toBe('Acme Labs Europe');
    await page.getByLabel('Team name').fill('Acme Labs');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Settings successfully updated!').first().waitFor();
  });

  it('invites a user by email with a role', async () => {
    await page.goto(`${team}/settings/users/create`);
    await page.getByLabel('Email').fill('nina.new@example.com');
    await page.getByLabel('Role').selectOption('viewer');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation sent to nina.new@example.com').waitFor();
    await page.waitForURL((url) => url.pathname === `${team}/settings/users`);
  });

  it('counts the received email on the dashboard', async () => {
    await page.goto(`${team}/dashboard`);
    const received = page.getByRole('region', { name: 'received emails' });
    await received.waitFor();
    expect(Number(await received.locator('.metric__value').textContent())).toBeGreaterThanOrEqual(1);
    await page.locator('.uplot canvas').first().waitFor();
    await screenshot(page, 'devconsole-dashboard');
  });

  it('creates an application, shows its client secret and regenerates it', async () => {
    await page.goto(`${team}/settings/apps/create`);
    await page.getByLabel('Name').fill('Itinerary sync');
    await page.getByRole('button', { name: 'Create application' }).click();
    await page.getByRole('heading', { level: 1, name: 'Application' }).waitFor();
    const secret = page.getByTestId('client-secret');
    await secret.waitFor();
    const first = (await secret.textContent()) ?? '';
    expect(first.length).toBeGreaterThan(10);

    await page.getByRole('button', { name: 'Regenerate Secret' }).click();
    await page.waitForFunction(
      (old) => document.querySelector('[data-testid="client-secret"]')?.textContent !== old,
      first,
    );
    expect(await secret.textContent()).not.toBe(first);
    await screenshot(page, 'devconsole-application');
  });

  it('lets a viewer read the email without a Retry button, and keeps mailboxes from them', async () => {
    const viewer = await signedInPage(browser, baseUrl, 'viewer');
    try {
      await viewer.page.goto(`${team}/emails`);
      await viewer.page.getByRole('link', { name: SUBJECT }).click();
      await viewer.page.getByRole('heading', { level: 1, name: 'Email', exact: true }).waitFor();
      await viewer.page.getByRole('tab', { name: 'Headers' }).waitFor();
      expect(await viewer.page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
      await viewer.page.goto(`${team}/mailboxes`);
      await viewer.page.getByRole('heading', { level: 1, name: 'No Access' }).waitFor();
    } finally {
      await viewer.context.close();
    }
  });
});
