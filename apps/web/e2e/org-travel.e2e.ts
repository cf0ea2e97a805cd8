import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, signedInPage } from './support/browser';
import { sampleMessage, sendRawMail } from './support/send-mail';

const { baseUrl, orgId, smtpPort } = inject('world');
const team = `/orgs/${orgId}`;
const api = `/api/orgs/${orgId}`;
const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };
const ANNA = 'anna.berger@example.org';
const KENJI = 'kenji.sato@acme-consulting.example';
const TODAY = new Date().toISOString().slice(0, 10);
let browser: Browser;
let context: BrowserContext;
let page: Page;
let mailbox = '';

/** A traveler forwarding a provider's mail to the team's mailbox, the original attached as it arrived. */
function forwardAsAttachment(original: Buffer, forwarder: string, to: string): Buffer {
  const boundary = 'fwd-boundary-e2e';
  const head = [
    `From: Anna Berger <${forwarder}>`,
    `To: ${to}`,
    'Subject: Fwd: my booking',
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'See the booking attached.',
    `--${boundary}`,
    'Content-Type: message/rfc822',
    'Content-Disposition: attachment; filename="booking.eml"',
    '',
    '',
  ].join('\r\n');
  return Buffer.concat([Buffer.from(head), original, Buffer.from(`\r\n--${boundary}--\r\n`)]);
}

/** One leg of today's journey as schema.org JSON-LD, times local to each airport. */
function flight(number: string, from: string, departs: string, to: string, arrives: string): string {
  return JSON.stringify({
    '@context': 'http://schema.org',
    '@type': 'FlightReservation',
    reservationNumber: 'HX4R7T',
    reservationStatus: 'http://schema.org/Confirmed',
    underName: { '@type': 'Person', name: 'Kenji Sato' },
    reservationFor: {
      '@type': 'Flight',
      flightNumber: number,
      airline: { '@type': 'Airline', name: 'United', iataCode: 'UA' },
      departureAirport: { '@type': 'Airport', iataCode: from },
      departureTime: `${TODAY}T${departs}:00`,
      arrivalAirport: { '@type': 'Airport', iataCode: to },
      arrivalTime: `${TODAY}T${arrives}:00`,
    },
  });
}

/**
 * Tokyo to San Francisco (across the antimeridian) and on to Newark, leaving today, forwarded inline by the
 * traveler: one trip of two flights.
 */
function todaysFlight(to: string): Buffer {
  const html = `<html><body><div>My trip to San Francisco.</div><div class="gmail_quote">
<div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <b class="gmail_sendername">United</b>
&lt;notifications@united.com&gt;<br>Subject: Your United booking HX4R7T<br>To: &lt;${KENJI}&gt;<br></div><br>
<script type="application/ld+json">
[${flight('UA838', 'NRT', '18:00', 'SFO', '10:30')}, ${flight('UA1071', 'SFO', '13:00', 'EWR', '21:30')}]
</script><p>Booking HX4R7T: UA 838 Tokyo Narita (NRT) 18:00 to San Francisco (SFO) 10:30, UA 1071 on to Newark (EWR).</p></div></body></html>`;
  return Buffer.from(
    [
      `From: Kenji Sato <${KENJI}>`,
      `To: ${to}`,
      'Subject: Fwd: Your United booking HX4R7T',
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=UTF-8',
      '',
      html,
    ].join('\r\n'),
  );
}

/** Asks the API until a travel listing holds something; parsing and trip assembly run in the background. */
async function waitForTravel(query: string, listing = 'air'): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`${api}/travel/${listing}?${query}`, { headers: HEADERS });
        return response.ok() ? ((await response.json()) as { data: unknown[] }).data.length : 0;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBeGreaterThan(0);
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await signedInPage(browser, baseUrl, 'owner'));
  const created = await page.request.post(`${api}/mailboxes`, {
    headers: HEADERS,
    data: { name: 'Travel bookings', local_part: 'acme-travel' },
  });
  expect(created.status()).toBe(201);
  mailbox = ((await created.json()) as { data: { address: string } }).data.address;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('organisation travel over the real server', () => {
  it('lists a forwarded booking on the travel page for its dates, with a marker on the map', async () => {
    const lufthansa = forwardAsAttachment(sampleMessage('lufthansa-return-flight'), ANNA, mailbox);
    expect((await sendRawMail(smtpPort, mailbox, lufthansa, ANNA)).accepted).toContain(mailbox);
    const hotel = forwardAsAttachment(sampleMessage('booking-com-hotel-confirmation-html'), ANNA, mailbox);
    expect((await sendRawMail(smtpPort, mailbox, hotel, ANNA)).accepted).toContain(mailbox);
    expect((await sendRawMail(smtpPort, mailbox, todaysFlight(mailbox), KENJI)).accepted).toContain(mailbox);
    await waitForTravel('start_date=2025-03-10&end_date=2025-03-16');
    await waitForTravel(`start_date=${TODAY}&end_date=${TODAY}`);

    await page.goto(`${team}/travel?start_date=2025-03-10&end_date=2025-03-16&type=air`);
    await page.getByRole('heading', { level: 1, name: 'Travel' }).waitFor();
    const table = page.getByRole('table', { name: 'Travel' });
    await table.getByRole('link', { name: 'LH 400 FRA → JFK' }).waitFor();
    await table.getByRole('link', { name: 'LH 401 JFK → FRA' }).waitFor();
    expect(await table.getByText('Anna Berger').count()).toBe(2);
    expect(await table.getByText('unmanaged').count()).toBe(2);
    expect(await page.getByRole('tab', { name: 'Air' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('From').inputValue()).toBe('2025-03-10');

    const map = page.getByRole('figure', { name: 'Travel map' });
    await map.locator('.world-map__land').waitFor();
    const markers = map.getByRole('button', { name: 'Anna Berger' });
    expect(await markers.count()).toBe(2);
    await markers.first().click();
    await page
      .getByRole('dialog', { name: 'Anna Berger' })
      .getByText(/LH 40[01]/)
      .waitFor();
    await screenshot(page, 'org-travel-page');
    await page.keyboard.press('Escape');

    // The Trips tab lists whole trips with their travelers, in the same dates.
    await page.getByRole('tab', { name: 'Trips' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'trip');
    const trips = table.getByRole('link', { name: /New York/ });
    await trips.first().waitFor();
    expect(await page.getByLabel('From').inputValue()).toBe('2025-03-10');
    await screenshot(page, 'org-travel-trips');
    await page.getByRole('tab', { name: 'Air' }).click();
    await table.getByRole('link', { name: 'LH 400 FRA → JFK' }).waitFor();
  });

  it('opens the trip from a row at the segment, highlighted, with times in its own zone and the air route', async () => {
    await page.getByRole('table', { name: 'Travel' }).getByRole('link', { name: 'LH 400 FRA → JFK' }).click();
    await page.waitForURL((url) => /\/trips\/[^/]+$/.test(url.pathname) && url.hash.startsWith('#s'));
    await page.getByRole('heading', { level: 1, name: 'Trip' }).waitFor();
    const highlighted = page.locator('.segment-card[data-highlighted="true"]');
    await highlighted.waitFor();
    expect(await highlighted.getAttribute('aria-label')).toBe('LH 400 FRA → JFK');
    expect(await highlighted.getAttribute('id')).toBe(new URL(page.url()).hash.slice(1));
    await highlighted.getByText('Departs 13:20 UTC+01:00').waitFor();
    await highlighted.getByText('Arrives 15:55 UTC-04:00').waitFor();
    // The booking's total of €1,234.56 counts once, half on each of its two flights.
    await highlighted.getByText('€617.28').waitFor();
    await page.getByText('Anna Berger', { exact: true }).first().waitFor();
    const map = page.getByRole('figure', { name: 'Trip map' });
    await map.locator('.world-map__land').waitFor();
    expect(await map.locator('.world-map__route').count()).toBe(1);
    await screenshot(page, 'org-trip-page');
  });

  it('lets a viewer read the trip without any delete button', async () => {
    const tripUrl = page.url();
    expect(await page.getByRole('button', { name: 'Delete trip' }).count()).toBe(1);
    const viewer = await signedInPage(browser, baseUrl, 'viewer');
    try {
      await viewer.page.goto(tripUrl);
      await viewer.page.getByRole('article', { name: 'LH 400 FRA → JFK' }).waitFor();
      expect(await viewer.page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    } finally {
      await viewer.context.close();
    }
  });

  it('shows a hotel stay as check-in at 15:00 and check-out at 11:00 in the zone of the hotel', async () => {
    await waitForTravel('start_date=2025-09-18&end_date=2025-09-18', 'hotel');
    await page.goto(`${team}/travel?start_date=2025-09-18&end_date=2025-09-18&type=hotel`);
    await page
      .getByRole('table', { name: 'Travel' })
      .getByRole('link', { name: 'Hotel Canal House Amsterdam' })
      .click();
    const checkIn = page.getByRole('article', { name: 'Check-in · Hotel Canal House Amsterdam' });
    await checkIn.getByText('Check-in 15:00 UTC+02:00').waitFor();
    await checkIn.getByText(/^Check-out 11:00 UTC\+02:00 on Sat, 20 Sept? 2025$/).waitFor();
    await checkIn.getByText('2 nights').waitFor();
    const checkOut = page.getByRole('article', { name: 'Check-out · Hotel Canal House Amsterdam' });
    await checkOut.getByText('Check-out 11:00 UTC+02:00').waitFor();
    expect(
      await page
        .getByRole('region', { name: /^Sat, 20 Sept? 2025$/ })
        .getByRole('article')
        .count(),
    ).toBe(1);
    await screenshot(page, 'org-trip-hotel');
  });

  it('shows who travels today on the dashboard, with the map and the counts', async () => {
    await page.goto(`${team}/dashboard`);
    const today = page.getByRole('region', { name: 'Traveling today' });
    await today.getByRole('link', { name: 'Kenji Sato' }).waitFor();
    const flights = page.getByRole('region', { name: 'Flights today' }).locator('.metric__value');
    expect(Number(await flights.textContent())).toBe(2);
    const map = page.getByRole('figure', { name: "Today's travel map" });
    await map.locator('.world-map__land').waitFor();
    expect(await map.getByRole('button', { name: 'Kenji Sato' }).count()).toBe(2);
    await page.locator('.uplot canvas').first().waitFor();
    await screenshot(page, 'org-dashboard');
  });

  it('lists today by default, draws the Pacific crossing in two pieces and deletes a flight as owner', async () => {
    // Coming back with an empty query restores the last one of this list; Today and All go back to the default.
    await page.goto(`${team}/travel`);
    await page.waitForURL((url) => url.search.includes('start_date=2025-09-18'));
    const table = page.getByRole('table', { name: 'Travel' });
    await table.getByRole('link', { name: 'Hotel Canal House Amsterdam' }).waitFor();
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await page.waitForURL((url) => !url.search.includes('start_date='));
    await table.getByRole('link', { name: 'UA 1071 SFO → EWR' }).waitFor();
    expect(await page.getByLabel('From').inputValue()).toBe(TODAY);
    await table.getByRole('link', { name: 'UA 838 NRT → SFO' }).click();
    await page.getByRole('article', { name: 'UA 838 NRT → SFO' }).waitFor();
    const map = page.getByRole('figure', { name: 'Trip map' });
    const pacific = map.locator('.world-map__route[data-route]').first();
    await pacific.waitFor();
    expect(((await pacific.getAttribute('d')) ?? '').match(/M/g)).toHaveLength(2);
    expect(await map.locator('.world-map__route').count()).toBe(2);
    await screenshot(page, 'org-trip-pacific');

    await page.getByRole('button', { name: 'Delete UA 1071 SFO → EWR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this segment?' });
    await dialog.getByRole('button', { name: 'Delete segment' }).click();
    await page.getByText('UA 1071 SFO → EWR deleted').waitFor();
    await page.getByRole('article', { name: 'UA 1071 SFO → EWR' }).waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'UA 838 NRT → SFO' }).waitFor();
    await expect.poll(() => map.locator('.world-map__route').count()).toBe(1);
  });
});
