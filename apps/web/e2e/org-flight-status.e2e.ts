import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs } from './support/api-as';
import { launchBrowser, screenshot, signedInPage } from './support/browser';
import { sendRawMail } from './support/send-mail';

const { baseUrl, orgId, smtpPort } = inject('world');
const team = `/orgs/${orgId}`;
const api = `/api/orgs/${orgId}`;
const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };
const MARTA = 'marta.novak@acme-consulting.example';
const DAY_MS = 86_400_000;
/** The outbound flight leaves in two days, the return three days later: both within the dashboard's week. */
const OUT_DAY = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
const BACK_DAY = new Date(Date.now() + 5 * DAY_MS).toISOString().slice(0, 10);
let browser: Browser;
let context: BrowserContext;
let page: Page;
let mailbox = '';

interface Leg {
  number: string;
  from: string;
  to: string;
  departs: string;
  arrives: string;
  status?: 'Confirmed' | 'Cancelled';
  gate?: string;
  terminal?: string;
}

/** One flight of booking KX9P2M as schema.org JSON-LD, as British Airways mails it; times local to each airport. */
function reservation(leg: Leg): object {
  return {
    '@context': 'http://schema.org',
    '@type': 'FlightReservation',
    reservationNumber: 'KX9P2M',
    reservationStatus: `http://schema.org/${leg.status ?? 'Confirmed'}`,
    underName: { '@type': 'Person', name: 'Marta Novak' },
    reservationFor: {
      '@type': 'Flight',
      flightNumber: leg.number.slice(2),
      airline: { '@type': 'Airline', name: 'British Airways', iataCode: 'BA' },
      departureAirport: { '@type': 'Airport', iataCode: leg.from },
      departureTime: leg.departs,
      arrivalAirport: { '@type': 'Airport', iataCode: leg.to },
      arrivalTime: leg.arrives,
      ...(leg.gate ? { departureGate: leg.gate } : {}),
      ...(leg.terminal ? { departureTerminal: leg.terminal } : {}),
    },
  };
}

/** The traveler forwarding the airline's mail inline to the team's mailbox. */
function forwarded(subject: string, legs: Leg[]): Buffer {
  const html = `<html><body><div>For my trip.</div><div class="gmail_quote">
<div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <b class="gmail_sendername">British Airways</b>
&lt;BA@contact.ba.com&gt;<br>Subject: ${subject}<br>To: &lt;${MARTA}&gt;<br></div><br>
<script type="application/ld+json">${JSON.stringify(legs.map(reservation))}</script>
<p>${subject}: ${legs.map((leg) => `${leg.number} ${leg.from} to ${leg.to}`).join(', ')}.</p></div></body></html>`;
  return Buffer.from(
    [
      `From: Marta Novak <${MARTA}>`,
      `To: ${mailbox}`,
      `Subject: Fwd: ${subject}`,
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=UTF-8',
      '',
      html,
    ].join('\r\n'),
  );
}

const OUTBOUND: Leg = {
  number: 'BA117',
  from: 'LHR',
  to: 'JFK',
  departs: `${OUT_DAY}T10:00:00`,
  arrives: `${OUT_DAY}T13:05:00`,
};
const RETURN: Leg = {
  number: 'BA112',
  from: 'JFK',
  to: 'LHR',
  departs: `${BACK_DAY}T18:30:00`,
  arrives: `${BACK_DAY}T23:59:00`,
};

async function mail(subject: string, legs: Leg[]): Promise<void> {
  expect((await sendRawMail(smtpPort, mailbox, forwarded(subject, legs), MARTA)).accepted).toContain(mailbox);
}

/** Asks the flight-status list until it holds what the test waits for; parsing runs in the background. */
async function waitForStatuses(expected: (statuses: { status: string; gate: string | null }[]) => boolean) {
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`${api}/segments/air/status?startDate=${OUT_DAY}&endDate=${BACK_DAY}`, {
          headers: HEADERS,
        });
        if (response.status() !== 200) return false;
        return expected(((await response.json()) as { data: { status: string; gate: string | null }[] }).data);
      },
      { timeout: 45_000, interval: 500 },
    )
    .toBe(true);
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await signedInPage(browser, baseUrl, 'owner'));
  const created = await page.request.post(`${api}/mailboxes`, {
    headers: HEADERS,
    data: { name: 'Flights', local_part: 'acme-flights' },
  });
  expect(created.status()).toBe(201);
  mailbox = ((await created.json()) as { data: { address: string } }).data.address;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('flight status from the airline’s mails', () => {
  it('says that nothing changed when no flight of the dashboard’s days has a status', async () => {
    // A new organisation has no flight at all: the status list answers 204, which is an empty list.
    const admin = await apiAs(baseUrl, 'admin');
    const quiet = await admin('POST', '/api/orgs', { name: 'Quiet Skies' });
    const { context: adminContext, page: adminPage } = await signedInPage(browser, baseUrl, 'admin');
    try {
      await adminPage.goto(`/orgs/${quiet.id}/dashboard`);
      const panel = adminPage.getByRole('region', { name: 'Flight status' });
      await panel.getByText('No delays, gate changes or cancellations on these days.').waitFor();
      expect(await panel.getByText('could not be loaded').count()).toBe(0);
    } finally {
      await adminContext.close();
    }
  });

  it('shows a delay with its new gate and terminal, and a cancellation, on the dashboard and the trip', async () => {
    await mail('Your booking KX9P2M', [OUTBOUND, RETURN]);
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`${api}/travel/air?start_date=${OUT_DAY}`, { headers: HEADERS });
          return response.ok() ? ((await response.json()) as { data: unknown[] }).data.length : 0;
        },
        { timeout: 45_000, interval: 500 },
      )
      .toBe(2);
    await mail('Change to your flight BA117', [
      { ...OUTBOUND, departs: `${OUT_DAY}T11:15:00`, arrives: `${OUT_DAY}T14:20:00`, gate: 'B32', terminal: '5' },
      { ...RETURN, status: 'Cancelled' },
    ]);
    await waitForStatuses((statuses) => statuses.length === 2);

    await page.goto(`${team}/dashboard`);
    const panel = page.getByRole('region', { name: 'Flight status' });
    const outbound = panel.getByRole('listitem').filter({ hasText: 'BA 117 LHR → JFK' });
    await outbound.getByText('Delayed', { exact: true }).waitFor();
    await outbound.getByText(/^1 h 15 min later, departs 11:15/).waitFor();
    await outbound.getByText('Gate B32').waitFor();
    await outbound.getByText('Terminal 5').waitFor();
    await panel.getByRole('listitem').filter({ hasText: 'BA 112 JFK → LHR' }).getByText('Cancelled').waitFor();
    await screenshot(page, 'org-dashboard-flight-status');

    await outbound.getByRole('link', { name: 'BA 117 LHR → JFK' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`${team}/trips/`));
    const card = page.getByRole('article').filter({ hasText: 'LHR → JFK' });
    await card.getByText('Delayed', { exact: true }).waitFor();
    await card.getByText('Gate B32').waitFor();
    await screenshot(page, 'org-trip-flight-status');

    // The cancelled return is a trip of its own, three days later.
    await page.goBack();
    await panel.getByRole('link', { name: 'BA 112 JFK → LHR' }).click();
    const back = page.getByRole('article').filter({ hasText: 'JFK → LHR' });
    await back.getByText('Cancelled', { exact: true }).waitFor();
    // The flight status says it once: the card's own "cancelled" badge gives way to it.
    expect(await back.getByText('cancelled').count()).toBe(1);
    // The heading counts the flight the page shows as cancelled, not as no segment at all.
    await page.getByText(/· 0 segments · 1 cancelled$/).waitFor();
    await screenshot(page, 'org-trip-flight-cancelled');
  });

  it('brings a gate change onto the open trip page without a reload', async () => {
    await page.clock.install();
    await page.goto(`${team}/dashboard`);
    await page.getByRole('region', { name: 'Flight status' }).getByRole('link', { name: 'BA 117 LHR → JFK' }).click();
    const card = page.getByRole('article').filter({ hasText: 'LHR → JFK' });
    await card.getByText('Gate B32').waitFor();

    await mail('Gate change for BA117', [
      { ...OUTBOUND, departs: `${OUT_DAY}T11:15:00`, arrives: `${OUT_DAY}T14:20:00`, gate: 'C60', terminal: '5' },
    ]);
    await waitForStatuses((statuses) => statuses.some((status) => status.gate === 'C60'));
    // The page has not asked yet; a minute later it asks again by itself.
    expect(await card.getByText('Gate B32').count()).toBe(1);
    await page.clock.fastForward('01:05');
    await card.getByText('Gate C60').waitFor();
    await card.getByText('Delayed', { exact: true }).waitFor();
  });
});
