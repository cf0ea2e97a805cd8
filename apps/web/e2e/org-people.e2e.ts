import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, signedInPage } from './support/browser';

const { baseUrl, orgId } = inject('world');
const people = `/orgs/${orgId}/people`;
const run = Date.now().toString(36);
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

const CSV = [
  'Given name,Surname,Work email,Staff ID,Department,Other emails',
  `Nadia,Boulanger,nadia.${run}@acme.test,S1,Music,nadia.${run}@home.test`,
  'Clara,Schumann,,S2,Music,',
  `Pablo,Casals,pablo-at-acme.test,S3,Strings,`,
  `Nadia,Again,NADIA.${run}@acme.test,S4,Music,`,
  `Jacqueline,du Pré,jacqueline.${run}@acme.test,S5,Strings,`,
].join('\n');

describe('people imports', () => {
  it('drops a CSV with bad rows, maps its columns, and shows the import Processed with counts and row errors', async () => {
    await page.goto(`${people}/imports`);
    await page.getByRole('heading', { name: 'Upload a file' }).waitFor();
    await screenshot(page, 'org-people-imports');
    // A real drop: a DataTransfer holding the file, as the browser builds it when a file is dragged in.
    const dataTransfer = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'people.csv', { type: 'text/csv' }));
      return transfer;
    }, CSV);
    await page.dispatchEvent('[data-testid="drop-zone"]', 'drop', { dataTransfer });

    await page.waitForURL((url) => /\/people\/imports\/[^/]+$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Match the columns' }).waitFor();
    // A reload before confirming keeps the preview and the suggested mapping.
    await page.reload();
    await page.getByRole('heading', { name: 'Match the columns' }).waitFor();
    // "Work email" is recognised; "Given name" and "Surname" are chosen by hand.
    await page.getByLabel('First name').selectOption({ label: 'Given name' });
    await page.getByLabel('Last name').selectOption({ label: 'Surname' });
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('2');
    await page.getByLabel('Extra emails').selectOption({ label: 'Other emails' });
    await page.getByRole('table', { name: 'File preview' }).getByText('Boulanger').waitFor();
    await screenshot(page, 'org-people-import-mapping');
    await page.getByRole('button', { name: 'Confirm and import' }).click();

    await page.getByText('Processed', { exact: true }).waitFor({ timeout: 30_000 });
    const results = page.getByRole('definition');
    const counts = await page.getByLabel('Import results').innerText();
    expect(counts.replace(/\s+/g, ' ')).toContain('Rows 5 Created 2 Updated 0 Skipped 0 Errors 3');
    expect(await results.count()).toBe(5);
    const errors = page.getByRole('table', { name: 'Row errors' });
    await errors.getByText('The email address is missing.').waitFor();
    await errors.getByText('"pablo-at-acme.test" is not a valid email address.').waitFor();
    await errors.getByText(`nadia.${run}@acme.test already appears in row 2.`).waitFor();
    expect(await errors.getByRole('row').allInnerTexts()).toHaveLength(4);
    await screenshot(page, 'org-people-import-processed');

    await page.goto(`${people}?q=${run}`);
    await page.getByRole('link', { name: 'Nadia Boulanger' }).waitFor();
    await page.getByRole('link', { name: 'Jacqueline du Pré' }).waitFor();
  });
});

describe('people', () => {
  it('adds a person, gives them an extra address, deactivates them, and knows them when added again', async () => {
    const email = `ravi.${run}@acme.test`;
    await page.goto(people);
    await page.getByRole('link', { name: 'Add people' }).click();
    await page.waitForURL((url) => url.pathname === `${people}/create`);
    await screenshot(page, 'org-people-create-select');
    await page.getByRole('link', { name: /Add one person/ }).click();
    await page.waitForURL((url) => url.pathname === `${people}/create/details`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First name').fill('Ravi');
    await page.getByLabel('Last name').fill('Shankar');
    await page.getByLabel('Department').fill('Sitar');
    await page.getByRole('button', { name: 'Add person' }).click();

    await page.waitForURL((url) => /\/people\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/create'));
    await page.getByRole('heading', { level: 1, name: 'Ravi Shankar' }).waitFor();
    const personUrl = page.url();
    await page.getByLabel('Another address').fill(`ravi.${run}@private.test`);
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByRole('button', { name: `Remove ravi.${run}@private.test` }).waitFor();

    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('button', { name: 'Reactivate' }).waitFor();
    await page.getByText('inactive', { exact: true }).first().waitFor();
    await screenshot(page, 'org-people-person');

    // Adding the extra address again finds Ravi instead of making someone new.
    await page.goto(`${people}/create/details`);
    await page.getByLabel('Email').fill(`ravi.${run}@private.test`);
    await page.getByRole('button', { name: 'Add person' }).click();
    await page.getByText('Ravi Shankar is already a member of your organisation.').waitFor();
    await page.getByRole('link', { name: 'Open Ravi Shankar' }).click();
    await page.waitForURL(personUrl);

    await page.goto(`${people}?status=inactive&q=${run}`);
    await page.getByRole('link', { name: 'Ravi Shankar' }).waitFor();
    await screenshot(page, 'org-people-list');
    expect(await page.getByRole('link', { name: 'Nadia Boulanger' }).count()).toBe(0);
  });

  it('deletes a person after asking, and knows only the select and details stages', async () => {
    await page.goto(`${people}?q=jacqueline.${run}`);
    await page.getByRole('link', { name: 'Jacqueline du Pré' }).click();
    await page.getByRole('heading', { level: 1, name: 'Jacqueline du Pré' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this person?' });
    await dialog.waitFor();
    await screenshot(page, 'org-people-delete');
    await dialog.getByRole('button', { name: 'Delete person' }).click();
    await page.waitForURL((url) => url.pathname === people);
    await page.getByText('Jacqueline du Pré deleted').waitFor();
    await page.goto(`${people}?q=jacqueline.${run}`);
    await page.getByText('No person matches these filters.').waitFor();

    await page.goto(`${people}/create/bogus`);
    await page.getByText("Oops, it seems we've missed our connection.").waitFor();
  });
});
