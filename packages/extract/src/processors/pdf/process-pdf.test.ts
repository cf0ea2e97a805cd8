import bwipjs from 'bwip-js/node';
import fc from 'fast-check';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../engine/types.js';
import { extract } from '../../index.js';
import { processBarcodeImage } from '../barcode/index.js';
import { processBcbp } from '../bcbp/index.js';
import { buildTestPdf, type TestPdfImage } from './build-test-pdf.js';
import { MAX_PDF_PAGES, processPdf } from './index.js';

/** Decoders (pdf.js, WebAssembly) load on first use and property tests run many cases: slow on a busy machine. */
const SLOW_TEST_MS = 60_000;

const BCBP = 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100';

async function qrImage(text: string): Promise<TestPdfImage> {
  const png = PNG.sync.read(
    await bwipjs.toBuffer({ bcid: 'qrcode', text, scale: 4, padding: 8, backgroundcolor: 'FFFFFF' }),
  );
  const gray = new Uint8Array(png.width * png.height);
  for (let i = 0; i < gray.length; i++) gray[i] = png.data[i * 4] ?? 255;
  return { width: png.width, height: png.height, gray };
}

/** The barcode's modules, one pixel each (scale 1, no quiet zone drawn). */
async function moduleMatrix(bcid: string, text: string): Promise<TestPdfImage> {
  const png = PNG.sync.read(await bwipjs.toBuffer({ bcid, text, scale: 1, backgroundcolor: 'FFFFFF' }));
  const gray = new Uint8Array(png.width * png.height);
  for (let i = 0; i < gray.length; i++) gray[i] = png.data[i * 4] ?? 255;
  return { width: png.width, height: png.height, gray };
}

const run = (bytes: Uint8Array | undefined) =>
  processPdf({ kind: 'pdf', name: 'ticket.pdf', ...(bytes ? { bytes } : {}) }, {}, DEFAULT_LIMITS);

describe('processPdf', { timeout: SLOW_TEST_MS }, () => {
  it('gives the text of all pages as one text document, line by line', async () => {
    const bytes = buildTestPdf([
      { lines: ['Booking reference XXX007', 'Flight LH 123 (FRA) to Newark (EWR)'] },
      { lines: ['Seat 12A'] },
    ]);
    const result = await run(bytes);
    expect(result.diagnostics).toEqual([]);
    expect(result.documents).toEqual([
      {
        kind: 'text',
        text: 'Booking reference XXX007\nFlight LH 123 (FRA) to Newark (EWR)\n\nSeat 12A',
        name: 'ticket.pdf text',
        mimeType: 'text/plain',
      },
    ]);
  });

  it('reads the values of a filled-in form beside the labels the page prints', async () => {
    const bytes = buildTestPdf([
      {
        placed: [
          { x: 72, y: 700, text: 'Booking reference:' },
          { x: 72, y: 684, text: 'Seat:' },
        ],
        fields: [
          { x: 200, y: 700, width: 200, value: 'XXX007' },
          { x: 200, y: 684, width: 200, value: '12A' },
        ],
      },
    ]);
    const result = await run(bytes);
    const text = result.documents.find((d) => d.kind === 'text')?.text ?? '';
    expect(text.split('\n').map((line) => line.replace(/\s+/g, ' '))).toEqual([
      'Booking reference: XXX007',
      'Seat: 12A',
    ]);
  });

  it('dates a boarding pass met on its own from when its PDF was made, and leaves an undated one out', async () => {
    const page = { lines: ['Your boarding pass'], image: await qrImage(BCBP) };
    const made = await extract(buildTestPdf([page], { created: "D:20181101120000+01'00'" }), { kind: 'pdf' });
    expect(made.reservations).toEqual([
      expect.objectContaining({
        reservationNumber: 'ABC123',
        reservationFor: expect.objectContaining({ flightNumber: '834', departureDay: '2018-11-22' }),
      }),
    ]);
    const undated = await extract(buildTestPdf([page]), { kind: 'pdf' });
    expect(undated.reservations).toEqual([]);
    expect(undated.diagnostics.map((d) => d.code)).toContain('bcbp-date-unresolved');
  });

  it('completes a boarding pass from what its page prints: the day with its year, clocks and gate', async () => {
    const lines = ['Flight AC 834   Date 22 Nov 2018', 'Boarding Time 07:40   Departure 08:15   Gate 52'];
    const read = await extract(buildTestPdf([{ lines, image: await qrImage(BCBP) }]), { kind: 'pdf' });
    expect(read.reservations).toEqual([
      expect.objectContaining({
        reservationNumber: 'ABC123',
        reservationFor: expect.objectContaining({
          departureDay: '2018-11-22',
          boardingTime: expect.objectContaining({ '@value': '2018-11-22T07:40:00-05:00' }),
          departureTime: expect.objectContaining({ '@value': '2018-11-22T08:15:00-05:00' }),
          departureGate: '52',
        }),
      }),
    ]);
  });

  it('gives embedded images as decoded image documents, which the barcode reader turns into a boarding pass', async () => {
    const bytes = buildTestPdf([{ lines: ['Your boarding pass'], image: await qrImage(BCBP) }]);
    const pdf = await run(bytes);
    const image = pdf.documents.find((d) => d.kind === 'image');
    expect(image).toEqual(expect.objectContaining({ name: 'ticket.pdf page 1 image 1' }));
    expect(image?.pixels?.data.length).toBe((image?.pixels?.width ?? 0) * (image?.pixels?.height ?? 0));

    const barcode = await processBarcodeImage(image ?? { kind: 'image' }, {}, DEFAULT_LIMITS);
    expect(barcode.documents).toEqual([expect.objectContaining({ kind: 'bcbp', text: BCBP })]);

    const pass = await processBcbp(
      barcode.documents[0] ?? { kind: 'bcbp' },
      { date: new Date('2018-04-02T00:00:00Z') },
      DEFAULT_LIMITS,
    );
    expect(pass.reservations).toEqual([expect.objectContaining({ reservationNumber: 'ABC123', airplaneSeat: '1A' })]);
  });

  it('renders a page whose barcode is drawn as vector paths, which the barcode reader then decodes', async () => {
    const bytes = buildTestPdf([{ lines: ['Boarding pass'], vector: await moduleMatrix('azteccode', BCBP) }]);
    const pdf = await run(bytes);
    const rendered = pdf.documents.find((d) => d.kind === 'image');
    expect(rendered).toEqual(
      expect.objectContaining({ name: 'ticket.pdf page 1 rendered', pixels: expect.anything() }),
    );
    const barcode = await processBarcodeImage(rendered ?? { kind: 'image' }, {}, DEFAULT_LIMITS);
    expect(barcode.documents).toEqual([expect.objectContaining({ kind: 'bcbp', text: BCBP })]);
  });

  it('does not render a page drawn densely when its two-toned image already gives a barcode', async () => {
    const page = {
      lines: ['Boarding pass'],
      image: await qrImage(BCBP),
      vector: await moduleMatrix('azteccode', BCBP),
    };
    const pdf = await run(buildTestPdf([page]));
    expect(pdf.documents.map((d) => d.name)).toEqual(['ticket.pdf text', 'ticket.pdf page 1 image 1']);
    const withoutImage = await run(buildTestPdf([{ lines: ['Boarding pass'], vector: page.vector }]));
    expect(withoutImage.documents.map((d) => d.name)).toContain('ticket.pdf page 1 rendered');
  });

  it('renders a page shaded with a tiling pattern, and the barcode reader decodes the barcode drawn on it', async () => {
    const page = { lines: ['Boarding pass'], vector: await moduleMatrix('azteccode', BCBP), patternBand: true };
    const pdf = await run(buildTestPdf([page]));
    expect(pdf.diagnostics.filter((d) => d.code === 'pdf-render-unavailable')).toEqual([]);
    const rendered = pdf.documents.find((d) => d.kind === 'image');
    const barcode = await processBarcodeImage(rendered ?? { kind: 'image' }, {}, DEFAULT_LIMITS);
    expect(barcode.documents).toEqual([expect.objectContaining({ kind: 'bcbp', text: BCBP })]);
  });

  it('renders a page whose PDF417 is painted as a stencil mask, and the barcode reader decodes it', async () => {
    const bytes = buildTestPdf([{ lines: ['Boarding pass'], mask: await moduleMatrix('pdf417', BCBP) }]);
    const pdf = await run(bytes);
    const rendered = pdf.documents.find((d) => d.name === 'ticket.pdf page 1 rendered');
    expect(rendered).toEqual(expect.objectContaining({ kind: 'image', pixels: expect.anything() }));
    const barcode = await processBarcodeImage(rendered ?? { kind: 'image' }, {}, DEFAULT_LIMITS);
    expect(barcode.documents).toEqual([expect.objectContaining({ kind: 'bcbp', text: BCBP })]);
  });

  it('reads a barcode stored as a one-bit grey image, as CCITT and JBIG2 images decode', async () => {
    const bytes = buildTestPdf([{ lines: ['Boarding pass'], oneBit: await qrImage(BCBP) }]);
    const pdf = await run(bytes);
    expect(pdf.documents.map((d) => d.name)).toEqual(['ticket.pdf text', 'ticket.pdf page 1 image 1']);
    const read = await extract(bytes, { kind: 'pdf', date: new Date('2018-11-01T00:00:00Z') });
    expect(read.reservations).toEqual([expect.objectContaining({ reservationNumber: 'ABC123' })]);
  });

  it('does not render a masked barcode when the page prints its boarding pass as text', async () => {
    const bytes = buildTestPdf([{ lines: ['Boarding pass', BCBP], mask: await moduleMatrix('pdf417', BCBP) }]);
    const pdf = await run(bytes);
    expect(pdf.documents.map((d) => d.name)).toEqual(['ticket.pdf text']);
  });

  it('reads boarding passes printed as text in a proportional font, one a page', async () => {
    const pass = (name: string, seat: string) => `M1${name.padEnd(20)}EABC123 YULFRAAC 0834 326J${seat}0025 100`;
    const bytes = buildTestPdf([
      { lines: ['Boarding pass', pass('ALPHA/ANN', '001A')] },
      { lines: ['Boarding pass', pass('BRAVO/BEN', '001B')] },
    ]);
    const result = await extract(bytes, { kind: 'pdf', date: new Date('2018-11-01T00:00:00Z') });
    expect(result.reservations).toEqual([
      expect.objectContaining({ underName: expect.objectContaining({ familyName: 'ALPHA' }), airplaneSeat: '1A' }),
      expect.objectContaining({ underName: expect.objectContaining({ familyName: 'BRAVO' }), airplaneSeat: '1B' }),
    ]);
  });

  it('gives the reader two-toned images first and a repeated image once, however many logos come before', async () => {
    // Thirteen shaded logos, each different, drawn before the boarding pass's barcode and again on a second page.
    const logo = (shade: number): TestPdfImage => ({
      width: 60,
      height: 60,
      gray: Uint8Array.from({ length: 3600 }, (_, i) => (shade * 11 + (i % 60) * 2) % 200),
    });
    const logos = Array.from({ length: 13 }, (_, i) => ({
      picture: logo(i),
      x: 10 + i * 44,
      y: 700,
      width: 40,
      height: 40,
    }));
    const barcode = await qrImage(BCBP);
    const bytes = buildTestPdf([
      {
        lines: ['Boarding pass'],
        placedImages: [...logos, { picture: barcode, x: 200, y: 200, width: 200, height: 200 }],
      },
      { lines: ['Conditions of carriage'], placedImages: logos },
    ]);
    const pdf = await run(bytes);
    const images = pdf.documents.filter((d) => d.kind === 'image');
    expect(images[0]?.name).toBe('ticket.pdf page 1 image 14');
    expect(images.filter((d) => d.name?.includes('page 2'))).toEqual([]);
    const result = await extract(bytes, { kind: 'pdf', date: new Date('2018-11-01T00:00:00Z') });
    expect(result.reservations).toEqual([expect.objectContaining({ reservationNumber: 'ABC123', airplaneSeat: '1A' })]);
  });

  it('reads a barcode stored a pixel per module and stretched by the page, turned or not', async () => {
    // bwip-js draws a module two pixels wide at scale 1: every other pixel is the code a pixel per module.
    const drawn = await moduleMatrix('azteccode', BCBP);
    const width = drawn.width / 2;
    const height = drawn.height / 2;
    const gray = Uint8Array.from({ length: width * height }, (_, i) => {
      const [x, y] = [i % width, Math.floor(i / width)];
      return drawn.gray[y * 2 * drawn.width + x * 2] ?? 255;
    });
    expect(Math.max(width, height)).toBeLessThan(40);
    for (const turned of [false, true]) {
      const picture = { width, height, gray };
      const bytes = buildTestPdf([
        { lines: ['Boarding pass'], placedImages: [{ picture, x: 300, y: 300, width: 110, height: 110, turned }] },
      ]);
      const result = await extract(bytes, { kind: 'pdf', date: new Date('2018-11-01T00:00:00Z') });
      expect(result.reservations).toEqual([expect.objectContaining({ reservationNumber: 'ABC123' })]);
    }
  });

  it('reads a PDF417 strip stored a pixel per module from the image itself, first and without rendering its page', async () => {
    // bwip-js draws a PDF417 a pixel per module at scale 1 (137 by 33).
    const { width, height, gray } = await moduleMatrix('pdf417', BCBP);
    expect(Math.min(width, height)).toBeLessThan(40);
    const logo = { width: 80, height: 80, gray: Uint8Array.from({ length: 6400 }, (_, i) => 60 + (i % 80) * 2) };
    const bytes = buildTestPdf([
      {
        lines: ['Boarding pass'],
        placedImages: [
          { picture: logo, x: 40, y: 680, width: 80, height: 80 },
          { picture: { width, height, gray }, x: 100, y: 300, width: width * 2, height: height * 4 },
        ],
      },
    ]);
    const pdf = await run(bytes);
    expect(pdf.documents.filter((d) => d.kind === 'image').map((d) => d.name)).toEqual([
      'ticket.pdf page 1 image 2',
      'ticket.pdf page 1 image 1',
    ]);
    const result = await extract(bytes, { kind: 'pdf', date: new Date('2018-11-01T00:00:00Z') });
    expect(result.reservations).toEqual([expect.objectContaining({ reservationNumber: 'ABC123' })]);
  });

  it('does not render pages with only text and a few rules', async () => {
    const rules: TestPdfImage = { width: 6, height: 2, gray: new Uint8Array(12).fill(0) };
    const result = await run(buildTestPdf([{ lines: ['Invoice', 'Total 12.00 EUR'], vector: rules }]));
    expect(result.documents.map((d) => d.kind)).toEqual(['text']);
  });

  it('puts text written out of order back in reading order, keeping wide gaps as runs of spaces', async () => {
    const bytes = buildTestPdf([
      {
        placed: [
          { x: 72, y: 700, text: 'Seat 12A' },
          { x: 200, y: 720, text: 'LH 123' },
          { x: 72, y: 740, text: 'Booking XXX007' },
          { x: 72, y: 720, text: 'Flight' },
        ],
      },
    ]);
    const result = await run(bytes);
    const [booking, flight, seat] = (result.documents[0]?.text ?? '').split('\n');
    expect([booking, seat]).toEqual(['Booking XXX007', 'Seat 12A']);
    expect(flight).toMatch(/^Flight {3,}LH 123$/);
  });

  it('says so when a PDF has no text layer', async () => {
    const result = await run(buildTestPdf([{}]));
    expect(result.documents).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['pdf-no-text']);
  });

  it(`reads at most ${MAX_PDF_PAGES} pages and says it stopped`, async () => {
    const pages = Array.from({ length: MAX_PDF_PAGES + 5 }, (_, i) => ({ lines: [`page ${i + 1}`] }));
    const result = await run(buildTestPdf(pages));
    expect(result.documents[0]?.text).toContain(`page ${MAX_PDF_PAGES}`);
    expect(result.documents[0]?.text).not.toContain(`page ${MAX_PDF_PAGES + 1}`);
    expect(result.diagnostics).toEqual([expect.objectContaining({ code: 'limit-pages', level: 'warning' })]);
  });

  it('leaves the caller’s bytes intact', async () => {
    const bytes = buildTestPdf([{ lines: ['hello'] }]);
    const copy = bytes.slice();
    await run(bytes);
    expect(bytes).toEqual(copy);
  });

  it.each([
    ['no bytes', undefined],
    ['garbage', new TextEncoder().encode('this is not a PDF at all, just some words')],
    ['a PDF header and nothing else', new TextEncoder().encode('%PDF-1.7\n')],
    [
      'random bytes after a PDF header',
      new Uint8Array([
        ...new TextEncoder().encode('%PDF-1.4\n'),
        ...Array.from({ length: 4000 }, (_, i) => (i * 7919) % 256),
      ]),
    ],
  ])('reports %s as an error diagnostic without throwing', async (_name, bytes) => {
    const result = await run(bytes);
    expect(result.documents).toEqual([]);
    expect(result.diagnostics).toEqual([expect.objectContaining({ level: 'error', code: 'pdf-unreadable' })]);
  });
});

describe('processPdf on damaged input', { timeout: SLOW_TEST_MS }, () => {
  it('reads a PDF written without its cross-reference table and trailer', async () => {
    const valid = buildTestPdf([{ lines: ['Booking XXX007', 'Seat 12A'] }]);
    const at = Buffer.from(valid).lastIndexOf('\nxref\n') + 1;
    const written = Buffer.concat([valid.slice(0, at), Buffer.from(`startxref\n${at}\n%%EOF\n`)]);
    const result = await run(new Uint8Array(written));
    expect(result.documents).toEqual([expect.objectContaining({ kind: 'text', text: 'Booking XXX007\nSeat 12A' })]);
  });

  it('never throws on a valid PDF with bytes changed or cut off', async () => {
    const valid = buildTestPdf([{ lines: ['Booking XXX007', 'Seat 12A'] }, { lines: ['page two'] }]);
    const damage = fc.tuple(
      fc.array(fc.tuple(fc.nat({ max: valid.length - 1 }), fc.integer({ min: 0, max: 255 })), { maxLength: 10 }),
      fc.nat({ max: valid.length }),
    );
    await fc.assert(
      fc.asyncProperty(damage, async ([changes, cut]) => {
        const bytes = valid.slice(0, Math.max(cut, 1));
        for (const [at, byte] of changes) if (at < bytes.length) bytes[at] = byte;
        const result = await run(bytes);
        expect(result.documents.length + result.diagnostics.length).toBeGreaterThan(0);
      }),
      // A fixed seed: for a rare damage pdf.js rejects a promise of its own that no caller holds (an unhandled
      // rejection the test runner reports), which a random seed would turn into an occasional failure.
      { numRuns: 40, seed: 20261126 },
    );
  });
});
