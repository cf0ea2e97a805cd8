import { afterAll, describe, expect, it } from 'vitest';
import { disposeOcr, type ExtractOptions, extract, ocrStats, warmUpOcr } from '../../index.js';
import { buildTestPdf } from '../pdf/build-test-pdf.js';
import { buildScannedPdf, renderTestScan } from './build-test-scan.js';

/** Starting the OCR worker and reading a page take seconds on a busy machine; nothing here measures speed. */
const SLOW_TEST_MS = 180_000;
const ROOMY_OCR = { timeoutMs: 120_000 };
const ROOMY: ExtractOptions = { limits: { timeBudgetMs: 120_000 }, ocr: ROOMY_OCR };

const GERMAN_CONFIRMATION = [
  'Vielen Dank für Ihre Buchung!',
  'Buchungsnummer: 7734120985',
  'Hotel: Motel One München-Sendlinger Tor',
  'Adresse: Herzog-Wilhelm-Straße 28, 80331 München, Deutschland',
  'Anreise: Do, 22.10.2026 ab 15:00 Uhr',
  'Abreise: Sa, 24.10.2026 bis 12:00 Uhr',
  'Gast: Jonas Weber',
  'Gesamtpreis: 238,00 EUR',
];

const ENGLISH_CONFIRMATION = [
  'Thank you for your booking!',
  'Booking number: 5518204473',
  'Hotel: Motel One London-Tower Hill',
  'Address: 24-26 Minories, EC3N 1BJ London, United Kingdom',
  'Arrival: Thu, 05.11.2026 from 15:00',
  'Departure: Sun, 08.11.2026 until 12:00',
  'Guest: Ada Sample',
  'Total price: 417.00 GBP',
];

const MOTEL_ONE = { from: 'reservierung@motel-one.com', date: new Date('2026-09-11T12:00:00Z') };

/** A mail from Motel One whose parts are a body (its type and text) and an image (its part headers), in that order. */
function emailWithImage(
  subject: string,
  multipart: 'mixed' | 'related',
  body: readonly [type: string, text: string],
  image: Uint8Array,
  imageHeaders: readonly string[],
): Uint8Array {
  const base64 = Buffer.from(image).toString('base64').replace(/.{76}/g, '$&\r\n');
  const lines = [
    'From: Motel One <reservierung@motel-one.com>',
    'To: ada.sample@example.org',
    `Subject: ${subject}`,
    'Date: Fri, 11 Sep 2026 16:48:22 +0200',
    'MIME-Version: 1.0',
    `Content-Type: multipart/${multipart}; boundary="part"`,
    '',
    '--part',
    `Content-Type: ${body[0]}; charset=utf-8`,
    '',
    body[1],
    '--part',
    ...imageHeaders,
    'Content-Transfer-Encoding: base64',
    '',
    base64,
    '--part--',
    '',
  ];
  return new TextEncoder().encode(lines.join('\r\n'));
}

function emailWithAttachment(image: Uint8Array, type: string, fileName: string): Uint8Array {
  return emailWithImage(
    'Your booking confirmation',
    'mixed',
    ['text/plain', 'Please find your booking confirmation attached.'],
    image,
    [`Content-Type: ${type}`, `Content-Disposition: attachment; filename="${fileName}"`],
  );
}

/** An HTML mail showing a large picture in its body (multipart/related, a cid link), as newsletters and hotels do. */
function emailWithInlineImage(image: Uint8Array): Uint8Array {
  return emailWithImage(
    'Your next stay',
    'related',
    ['text/html', '<html><body><img src="cid:hero@motel-one"><p>Discover our new hotels.</p></body></html>'],
    image,
    ['Content-Type: image/jpeg', 'Content-ID: <hero@motel-one>', 'Content-Disposition: inline; filename="hero.jpg"'],
  );
}

const codes = (result: { diagnostics: { code: string }[] }) => result.diagnostics.map((d) => d.code);

describe('OCR of documents without text', { timeout: SLOW_TEST_MS }, () => {
  afterAll(async () => {
    await disposeOcr();
  });

  it('reads the stay out of a PDF whose page is a scanned image, with no text layer', async () => {
    const pdf = await buildScannedPdf({ lines: GERMAN_CONFIRMATION });
    const result = await extract(pdf, { ...ROOMY, fileName: 'scan.pdf', context: MOTEL_ONE });
    expect(codes(result)).toContain('ocr-read');
    expect(result.reservations).toHaveLength(1);
    expect(result.reservations[0]).toMatchObject({
      '@type': 'LodgingReservation',
      reservationNumber: '7734120985',
      // The hotel's town (Berlin) gives its times their zone.
      checkinTime: { '@value': '2026-10-22T15:00:00+02:00', timezone: 'Europe/Berlin' },
      checkoutTime: { '@value': '2026-10-24T12:00:00+02:00', timezone: 'Europe/Berlin' },
      underName: { name: 'Jonas Weber' },
      totalPrice: 238,
      priceCurrency: 'EUR',
    });
  });

  it('reads the stay out of a JPEG attached to an email, as no barcode is in it', async () => {
    const jpeg = await renderTestScan({ lines: ENGLISH_CONFIRMATION }, 'jpeg');
    const result = await extract(emailWithAttachment(jpeg, 'image/jpeg', 'confirmation.jpg'), ROOMY);
    expect(codes(result)).toEqual(expect.arrayContaining(['barcode-none', 'ocr-read']));
    expect(result.reservations).toHaveLength(1);
    expect(result.reservations[0]).toMatchObject({
      '@type': 'LodgingReservation',
      reservationNumber: '5518204473',
      checkinTime: { '@value': '2026-11-05T15:00:00+00:00', timezone: 'Europe/London' },
      checkoutTime: { '@value': '2026-11-08T12:00:00+00:00', timezone: 'Europe/London' },
      underName: { name: 'Ada Sample' },
    });
  });

  it('reads with OCR a PDF whose text layer gives glyph numbers (a font embedded without a map to Unicode)', async () => {
    const lines = [
      'Your booking confirmation',
      'Booking reference: QX7TZP',
      'Passenger: Mr Luc Desmarais',
      'Flight AC 834 Montreal (YUL) - Frankfurt (FRA)',
      'Departure 21 Nov 2026 18:05  Arrival 22 Nov 2026 07:30',
    ];
    const pdf = buildTestPdf([{ glyphNumbers: true, lines }]);
    const result = await extract(pdf, { ...ROOMY, fileName: 'confirmation.pdf' });
    expect(codes(result)).toEqual(expect.arrayContaining(['pdf-text-unreadable', 'ocr-read']));
    expect(result.reservations).toEqual([
      expect.objectContaining({
        '@type': 'FlightReservation',
        reservationNumber: 'QX7TZP',
        reservationFor: expect.objectContaining({ flightNumber: '834' }),
      }),
    ]);
  });

  it('does not run OCR on a PDF that has text, nor on an image the size of a logo', async () => {
    const before = await ocrStats();
    const textPdf = buildTestPdf([{ lines: GERMAN_CONFIRMATION.map((l) => l.replace(/[üß]/g, 'u')) }]);
    const withText = await extract(textPdf, { ...ROOMY, fileName: 'confirmation.pdf', context: MOTEL_ONE });
    expect(withText.reservations).toHaveLength(1);
    const logo = await renderTestScan({ lines: ['Motel One'], width: 300, height: 90 }, 'png');
    const withLogo = await extract(emailWithAttachment(logo, 'image/png', 'logo.png'), ROOMY);
    // A picture in an HTML body is a banner or a photo, however large: the body's own text is what is read.
    const hero = await renderTestScan({ lines: ENGLISH_CONFIRMATION }, 'jpeg');
    const withHero = await extract(emailWithInlineImage(hero), ROOMY);
    expect(withHero.reservations).toEqual([]);
    for (const result of [withText, withLogo, withHero])
      expect(codes(result).filter((c) => c.startsWith('ocr-'))).toEqual([]);
    expect((await ocrStats()).pages).toBe(before.pages);
  });

  it('leaves a scan unread when OCR is turned off', async () => {
    const pdf = await buildScannedPdf({ lines: GERMAN_CONFIRMATION });
    const result = await extract(pdf, { ...ROOMY, fileName: 'scan.pdf', context: MOTEL_ONE, ocr: false });
    expect(result.reservations).toEqual([]);
    expect(codes(result)).toContain('pdf-no-text');
    expect(codes(result).filter((c) => c.startsWith('ocr-'))).toEqual([]);
  });

  it('reports a scan it could not read before its deadline, and goes on with the rest of the input', async () => {
    const jpeg = await renderTestScan({ lines: ENGLISH_CONFIRMATION }, 'jpeg');
    await disposeOcr();
    const result = await extract(emailWithAttachment(jpeg, 'image/jpeg', 'confirmation.jpg'), {
      ...ROOMY,
      ocr: { timeoutMs: 1 },
    });
    expect(codes(result)).toContain('ocr-timeout');
    expect(codes(result)).not.toContain('limit-time');
    expect(result.reservations).toEqual([]);
  });

  it('ends the worker when a reading runs past its deadline, and starts a new one for the next scan', async () => {
    const jpeg = await renderTestScan({ lines: ENGLISH_CONFIRMATION, height: 1200 }, 'jpeg');
    const pdf = await buildScannedPdf({ lines: ENGLISH_CONFIRMATION });
    await warmUpOcr();
    const before = await ocrStats();
    // A page takes Tesseract far longer than a tenth of a second.
    const late = await extract(jpeg, { ...ROOMY, fileName: 'scan.jpg', ocr: { timeoutMs: 100 } });
    expect(codes(late)).toContain('ocr-timeout');
    expect((await ocrStats()).timeouts).toBe(before.timeouts + 1);
    const next = await extract(pdf, { ...ROOMY, fileName: 'scan.pdf', context: MOTEL_ONE });
    expect(next.reservations).toHaveLength(1);
    expect((await ocrStats()).starts).toBe(before.starts + 1);
  });

  it('reads at most the configured number of pages of one PDF and says so', async () => {
    // A page with a black bar along its top: ink, but no text to find.
    const blank = new Uint8Array(400 * 400).fill(255);
    blank.fill(0, 0, 400 * 20);
    const twoScans = buildTestPdf([
      { image: { width: 400, height: 400, gray: blank } },
      { image: { width: 400, height: 400, gray: blank } },
    ]);
    const result = await extract(twoScans, {
      ...ROOMY,
      fileName: 'two.pdf',
      ocr: { ...ROOMY_OCR, maxPages: 1 },
    });
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'ocr-skipped', message: expect.stringContaining('only the first 1') }),
    );
    expect(codes(result).filter((c) => c === 'ocr-read')).toHaveLength(1);
  });
});
