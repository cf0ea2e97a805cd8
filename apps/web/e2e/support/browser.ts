import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { REPO_ROOT } from './server';
import { ACCOUNTS } from './world';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS_DIR = join(REPO_ROOT, 'apps/web/e2e/artifacts');

/** Debian's Chromium, headless, with a fresh profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A browser context that never reaches beyond the test server (no avatar pictures, no status page). */
export async function newContext(browser: Browser, baseUrl: string, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  await context.route(
    (url) => !url.href.startsWith(baseUrl),
    (route) => route.abort(),
  );
  return context;
}

/** Signs in through the form and waits to leave the sign-in page. */
export async function signIn(page: Page, account: keyof typeof ACCOUNTS): Promise<void> {
  const { email, password } = ACCOUNTS[account];
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

/** A signed-in page in a fresh context. */
export async function signedInPage(browser: Browser, baseUrl: string, account: keyof typeof ACCOUNTS) {
  const context: BrowserContext = await newContext(browser, baseUrl);
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
}

/** Saves a full-page screenshot under e2e/artifacts/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}

/** Reloads until the locator shows: the server receives, parses and delivers in the background. */
export async function reloadUntilVisible(page: Page, locator: ReturnType<Page['locator']>, attempts = 20) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (await locator.isVisible()) return;
    await page.waitForTimeout(1000);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
  await locator.waitFor({ timeout: 2000 });
}
