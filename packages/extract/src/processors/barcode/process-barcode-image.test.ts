import bwipjs from 'bwip-js/node';
import fc from 'fast-check';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../engine/types.js';
import { readImageSize } from './image-size.js';
import { MIN_BARCODE_IMAGE_SIDE, processBarcodeImage } from './index.js';

/** Decoders (pdf.js, WebAssembly) load on first use and property tests run many cases: slow on a busy machine. */
const SLOW_TEST_MS = 60_000;

const BCBP = 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100';

async function barcodePng(bcid: string, text: string, opaque = true): Promise<Uint8Array> {
  const options = { bcid, text, scale: 3, padding: 10, ...(opaque ? { backgroundcolor: 'FFFFFF' } : {}) };
  return new Uint8Array(await bwipjs.toBuffer(options));
}

function blankPng(width: number, height: number): Uint8Array {
  const png = new PNG({ width, height });
  png.data.fill(255);
  return new Uint8Array(PNG.sync.write(png));
}

const run = (bytes: Uint8Array | undefined) =>
  processBarcodeImage({ kind: 'image', name: 'pass.png', ...(bytes ? { bytes } : {}) }, {}, DEFAULT_LIMITS);

describe('processBarcodeImage', { timeout: SLOW_TEST_MS }, () => {
  it.each([['azteccode'], ['pdf417'], ['qrcode'], ['datamatrix']])(
    'reads a boarding pass from a %s image as a bcbp document',
    async (bcid) => {
      const result = await run(await barcodePng(bcid, BCBP));
      expect(result.diagnostics).toEqual([]);
      expect(result.documents).toEqual([expect.objectContaining({ kind: 'bcbp', text: BCBP })]);
    },
  );

  it.each([['azteccode'], ['pdf417']])(
    'reads a boarding pass from a %s image whose security data is raw bytes',
    async (bcid) => {
      const signed = `${BCBP}^10A${String.fromCharCode(0x00, 0x9f, 0x81, 0xff, 0x10, 0x02, 0xe4, 0x7f, 0x01, 0x03)}`;
      const png = new Uint8Array(
        await bwipjs.toBuffer({
          bcid,
          text: signed,
          scale: 3,
          padding: 10,
          backgroundcolor: 'FFFFFF',
          binarytext: true,
        }),
      );
      const result = await run(png);
      expect(result.diagnostics).toEqual([]);
      expect(result.documents).toEqual([expect.objectContaining({ kind: 'bcbp', text: signed })]);
    },
  );

  it('reads a barcode drawn on a transparent background', async () => {
    const result = await run(await barcodePng('azteccode', BCBP, false));
    expect(result.documents.map((d) => d.text)).toEqual([BCBP]);
  });

  it('gives other barcode content to the text extractors', async () => {
    const result = await run(await barcodePng('qrcode', 'PNR:XXX007 TRAIN 12345 2024-02-02'));
    expect(result.documents).toEqual([
      expect.objectContaining({ kind: 'text', text: 'PNR:XXX007 TRAIN 12345 2024-02-02' }),
    ]);
  });

  it('says so when the image holds no barcode', async () => {
    const result = await run(blankPng(200, 200));
    expect(result.documents).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['barcode-none']);
  });

  it.each([
    ['no bytes', undefined, 'image-unreadable'],
    ['bytes that are no image', new TextEncoder().encode('GIF? no, just text'), 'image-unreadable'],
    ['a truncated PNG', blankPng(200, 200).subarray(0, 60), 'image-unreadable'],
  ])('reports %s as a diagnostic without throwing', async (_name, bytes, code) => {
    const result = await run(bytes);
    expect(result.documents).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).toEqual([code]);
  });

  it('passes over icons and tracking pixels without decoding or complaining', async () => {
    const result = await run(blankPng(1, 1));
    expect(result).toEqual({ reservations: [], documents: [], diagnostics: [] });
  });

  it('refuses an image whose header claims a huge size, before decoding it', async () => {
    const png = blankPng(10, 10);
    const view = new DataView(png.buffer, png.byteOffset);
    view.setUint32(16, 100_000);
    view.setUint32(20, 100_000);
    const result = await run(png);
    expect(result.diagnostics).toEqual([expect.objectContaining({ code: 'limit-size' })]);
  });
});

describe('readImageSize', () => {
  it('reads PNG, JPEG and GIF headers', () => {
    expect(readImageSize(blankPng(31, 17))).toEqual({ format: 'png', width: 31, height: 17 });
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x58, 0x03,
    ]);
    expect(readImageSize(jpeg)).toEqual({ format: 'jpeg', width: 600, height: 300 });
    expect(readImageSize(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x40, 0x01, 0xf0, 0x00]))).toEqual({
      format: 'gif',
      width: 320,
      height: 240,
    });
  });
});

describe('processBarcodeImage on damaged input', { timeout: SLOW_TEST_MS }, () => {
  it('says an image that declares a side of no pixels is unreadable', async () => {
    const bytes = (await barcodePng('qrcode', BCBP)).slice();
    bytes.set([0, 0, 0, 0], 16); // the PNG header's width
    const result = await run(bytes);
    expect(result.documents).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['image-unreadable']);
  });

  it('never throws on an image with bytes changed', async () => {
    const valid = await barcodePng('qrcode', BCBP);
    const damage = fc.array(fc.tuple(fc.nat({ max: valid.length - 1 }), fc.integer({ min: 0, max: 255 })), {
      minLength: 1,
      maxLength: 10,
    });
    await fc.assert(
      fc.asyncProperty(damage, async (changes) => {
        const bytes = valid.slice();
        for (const [at, byte] of changes) bytes[at] = byte;
        const result = await run(bytes);
        // Every damaged image is explained, except one whose header now declares an icon's size: passed over quietly.
        const size = readImageSize(bytes);
        const icon =
          size !== undefined &&
          size.width > 0 &&
          size.height > 0 &&
          Math.min(size.width, size.height) < MIN_BARCODE_IMAGE_SIDE;
        if (!icon) expect(result.documents.length + result.diagnostics.length).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
  });
});
