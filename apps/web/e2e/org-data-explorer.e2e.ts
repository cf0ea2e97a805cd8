import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, signedInPage } from './support/browser';
import { sendRawMail } from './support/send-mail';

const { baseUrl, orgId, smtpPort } = inject('world');
const api = `/api/orgs/${orgId}`;
const page_ = `/orgs/${orgId}/resources/data-explorer`;
const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };
const TRAVELER = 'lena.fischer@example.org';
const DAY_MS = 86_400_000;
const dayOffset = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** The trip lies within the dashboard's last 7 days and before today, where other tests book. */
const TRIP_DAY = dayOffset(-5);
const RANGE = `start_date=${dayOffset(-6)}&end_date=${dayOffset(-1)}`;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** A booking forwarded inline by the traveler, the provider's JSON-LD kept in the quoted original. */
function forwarded(to: string, sender: string, subject: string, reservation: object): Buffer {
  const html = `<html><body><div>For my trip.</div><div class="gmail_quote">
<div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <b class="gmail_sendername">Bookings</b>
&lt;${sender}&gt;<br>Subject: ${subject}<br>To: &lt;${TRAVELER}&gt;<br></div><br>
<script type="application/ld+json">${JSON.stringify({ '@context': 'http://schema.org', ...reservation })}</script>
<p>${subject}</p></div></body></html>`;
  return Buffer.from(
    [
      `From: Lena Fischer <${TRAVELER}>`,
      `To: ${to}`,
      `Subject: Fwd: ${subject}`,
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=UTF-8',
      '',
      html,
    ].join('\r\n'),
  );
}

const person = { '@type': 'Person', name: 'Lena Fischer' };
const flight = {
  '@type': 'FlightReservation',
  reservationNumber: 'GBT7Q2',
  underName: person,
  totalPrice: '812.40',
  priceCurrency: 'EUR',
  reservationFor: {
    '@type': 'Flight',
    flightNumber: '454',
    airline: { '@type': 'Airline', name: 'Lufthansa', iataCode: 'LH' },
    departureAirport: { '@type': 'Airport', iataCode: 'FRA' },
    departureTime: `${TRIP_DAY}T10:05:00+02:00`,
    arrivalAirport: { '@type': 'Airport', iataCode: 'SFO' },
    arrivalTime: `${TRIP_DAY}T12:55:00-07:00`,
  },
};
const stay = {
  '@type': 'LodgingReservation',
  reservationNumber: 'BK55120',
  underName: person,
  totalPrice: '600.00',
  priceCurrency: 'EUR',
  checkinTime: `${TRIP_DAY}T15:00:00-07:00`,
  checkoutTime: `${dayOffset(-2)}T11:00:00-07:00`,
  reservationFor: {
    '@type': 'LodgingBusiness',
    name: 'Hotel Zephyr',
    address: { '@type': 'PostalAddress', addressLocality: 'San Francisco', addressRegion: 'CA', addressCountry: 'US' },
  },
};

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await signedInPage(browser, baseUrl, 'owner'));
  const created = await page.request.post(`${api}/mailboxes`, {
    headers: HEADERS,
    data: { name: 'Explorer bookings', local_part: 'acme-explorer' },
  });
  expect(created.status()).toBe(201);
  const mailbox = ((await created.json()) as { data: { address: string } }).data.address;
  await sendRawMail(
    smtpPort,
    mailbox,
    forwarded(mailbox, 'itinerary@amexgbt.com', 'Your itinerary GBT7Q2', flight),
    TRAVELER,
  );
  await sendRawMail(
    smtpPort,
    mailbox,
    forwarded(mailbox, 'customer.service@booking.com', 'Booking BK55120', stay),
    TRAVELER,
  );
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('data explorer over the real server', () => {
  it('counts the forwarded bookings in the charts once they are read', async () => {
    // Parsing and trip assembly run in the background: wait until the charts count both bookings.
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`${api}/charts/bookings?${RANGE}`, {
            headers: HEADERS,
          });
          return response.ok()
            ? ((await response.json()) as { data: { unique: { segments: number } } }).data.unique.segments
            : 0;
        },
        { timeout: 45_000, interval: 500 },
      )
      .toBe(2);
    const chart = async (name: string) =>
      (
        (await (
          await page.request.get(`${api}/charts/${name}?${RANGE}`, {
            headers: HEADERS,
          })
        ).json()) as { data: { computed_spend: number; currency: string; totals: { tmc: number; direct: number } } }
      ).data;
    const spend = await chart('spend');
    expect(spend).toMatchObject({ computed_spend: 81_240 + 60_000, currency: 'EUR' });
    // The itinerary came from a travel management company, the stay from an online agency.
    expect(spend.totals).toEqual({ tmc: 81_240, direct: 60_000 });
    expect((await chart('hotel-nights')).totals).toEqual({ tmc: 0, direct: 3 });
  });

  it('downloads the segments as an .xlsx through the browser, one row per booking', async () => {
    await page.goto(page_);
    await page.getByRole('heading', { level: 1, name: 'Data explorer' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tripline-segments-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const rows = (workbook.getWorksheet('Segments')?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    const header = (rows[0] ?? []).slice(1) as string[];
    expect(header.slice(0, 6)).toEqual(['Traveler', 'Traveler email', 'Type', 'Kind', 'Provider', 'Start']);
    const cell = (row: unknown[] | undefined, name: string) => row?.[header.indexOf(name) + 1];
    // Other browser tests book for the same team: look at this traveler's two bookings.
    const mine = rows.filter((row) => ['GBT7Q2', 'BK55120'].includes(String(cell(row, 'Confirmation'))));
    expect(mine).toHaveLength(2);
    const byType = (type: string) => mine.find((row) => cell(row, 'Type') === type);
    expect(cell(byType('air'), 'Traveler')).toBe('Lena Fischer');
    expect(cell(byType('air'), 'Price')).toBe(812.4);
    expect(cell(byType('air'), 'Confirmation')).toBe('GBT7Q2');
    expect(cell(byType('hotel'), 'Provider')).toBe('Hotel Zephyr');
    expect(cell(byType('hotel'), 'Start')).toMatch(new RegExp(`^${TRIP_DAY} \\d\\d:00$`));
    expect(cell(byType('hotel'), 'Price')).toBe(600);
    expect(cell(byType('hotel'), 'Currency')).toBe('EUR');
  });

  it('gives a Google Sheets link to copy that answers CSV without a session', async () => {
    await page.getByRole('button', { name: 'Get Google Sheets link' }).click();
    const input = page.getByLabel('Sheet link');
    await input.waitFor();
    const url = await input.inputValue();
    expect(url).toMatch(new RegExp(`^${baseUrl}/api/exports/[A-Za-z0-9_-]{43}\\.csv$`));
    await page.getByText(`=IMPORTDATA("${url}")`).waitFor();
    await screenshot(page, 'org-data-explorer');

    // Fetched from outside the browser, with no cookie, as Google's servers do.
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]?.startsWith('Traveler,Traveler email,Type')).toBe(true);
    expect(lines.filter((line) => /GBT7Q2|BK55120/.test(line))).toHaveLength(2);
    const wrong = url.replace(/.\.csv$/, (end) => (end.startsWith('A') ? 'B.csv' : 'A.csv'));
    expect((await fetch(wrong)).status).toBe(404);
  });

  it('says so when no file can be had', async () => {
    await page.route(`**${api}/data-explorer`, (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'Download Excel' }).click();
    await page.getByText('We are unable to fetch your data explorer file. Please try again.').waitFor();
    await page.unroute(`**${api}/data-explorer`);
  });

  it('draws the bookings in the dashboard charts, managed against unmanaged', async () => {
    await page.goto(`/orgs/${orgId}/dashboard`);
    const spend = page.getByRole('region', { name: 'Spend over time' });
    await spend.locator('canvas').waitFor();
    await spend.getByText('812.4 EUR').first().waitFor();
    const nights = page.getByRole('region', { name: 'Hotel nights' });
    await nights.locator('canvas').waitFor();
    // 600 EUR over 3 nights.
    await nights.getByText('200 EUR').first().waitFor();
    await page.getByRole('region', { name: 'Booking sources' }).locator('canvas').waitFor();
    await screenshot(page, 'org-charts');
  });
});
