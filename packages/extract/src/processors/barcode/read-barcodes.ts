import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PNG } from 'pngjs';
import { prepareZXingModule, type ReadResult, readBarcodes } from 'zxing-wasm/reader';
import type { GreyImage } from '../../engine/types.js';
import { greyOnWhite } from './grey-image.js';

let ready: Promise<unknown> | undefined;

/**
 * zxing-wasm fetches its WebAssembly from a CDN unless handed the binary: we read the copy shipped in the package,
 * so decoding works offline.
 */
function loadReader(): Promise<unknown> {
  ready ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const file = await readFile(wasmPath);
    const wasmBinary = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

/** Compiles the WebAssembly decoder ahead of the first image (a long-running process calls this at start). */
export async function warmUpBarcodeReader(): Promise<void> {
  await loadReader();
}

/** A PNG's grey levels, on white where it is transparent. */
function pngGrey(bytes: Uint8Array): GreyImage {
  const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return greyOnWhite({ data: png.data, width: png.width, height: png.height, channels: 4 });
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** The 2D barcodes travel documents use. */
export const BARCODE_FORMATS = ['Aztec', 'PDF417', 'QRCode', 'DataMatrix'] as const;

function validOnly(results: ReadResult[]): ReadResult[] {
  const failure = results.find((r) => !r.isValid && r.error && !r.format);
  if (failure && results.length === 1) throw new Error(failure.error);
  return results.filter((r) => r.isValid);
}

const OPTIONS = { formats: [...BARCODE_FORMATS], tryHarder: true, maxNumberOfSymbols: 8 };

/**
 * Barcodes read from decoded images, by image: a PDF's processor reads a page's images to tell whether the page
 * need be rendered, and the barcode processor then finds them read.
 */
const readImages = new WeakMap<GreyImage, Promise<ReadResult[]>>();

/** Decodes the 2D barcodes of an image already decoded to grey levels (once: the reading is kept with the image). */
export function readGreyBarcodes(image: GreyImage): Promise<ReadResult[]> {
  let reading = readImages.get(image);
  if (!reading) {
    reading = readGrey(image);
    readImages.set(image, reading);
  }
  return reading;
}

async function readGrey(image: GreyImage): Promise<ReadResult[]> {
  await loadReader();
  // The reader takes pixels in ImageData's shape (four bytes each) and turns them back to grey levels itself.
  const { width, height } = image;
  const rgba = new Uint8ClampedArray(width * height * 4);
  // A pixel's four bytes written at once: grey in red, green and blue, opaque.
  const words = new Uint32Array(rgba.buffer);
  const opaque = LITTLE_ENDIAN ? 0xff000000 : 0xff;
  const spread = LITTLE_ENDIAN ? 0x010101 : 0x01010100;
  for (let i = 0; i < width * height; i++) words[i] = ((image.data[i] ?? 0) * spread) | opaque;
  // Where a program also loads the DOM's ImageData (which adds colorSpace) the structural type no longer matches,
  // though the decoder reads only data, width and height.
  const input = { data: rgba, width, height } as unknown as Parameters<typeof readBarcodes>[0];
  return validOnly(await readBarcodes(input, OPTIONS));
}

/** Decodes the 2D barcodes of a PNG, JPEG, GIF or BMP image. Rejects when the image cannot be decoded. */
export async function readImageBarcodes(bytes: Uint8Array, isPng: boolean): Promise<ReadResult[]> {
  if (isPng) return readGrey(pngGrey(bytes));
  await loadReader();
  return validOnly(await readBarcodes(bytes, OPTIONS));
}
