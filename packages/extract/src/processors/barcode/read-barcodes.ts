import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PNG } from 'pngjs';
import { prepareZXingModule, type ReadResult, readBarcodes } from 'zxing-wasm/reader';

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

/** A transparent PNG would read as black on black: put it on white first. */
function pngOnWhite(bytes: Uint8Array): { data: Uint8ClampedArray; width: number; height: number } {
  const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const data = new Uint8ClampedArray(png.data.length);
  for (let i = 0; i < png.data.length; i += 4) {
    const alpha = (png.data[i + 3] ?? 255) / 255;
    for (let c = 0; c < 3; c++) data[i + c] = Math.round((png.data[i + c] ?? 0) * alpha + 255 * (1 - alpha));
    data[i + 3] = 255;
  }
  return { data, width: png.width, height: png.height };
}

/** The 2D barcodes travel documents use. */
export const BARCODE_FORMATS = ['Aztec', 'PDF417', 'QRCode', 'DataMatrix'] as const;

/** Decodes the 2D barcodes of a PNG, JPEG, GIF or BMP image. Rejects when the image cannot be decoded. */
export async function readImageBarcodes(bytes: Uint8Array, isPng: boolean): Promise<ReadResult[]> {
  await loadReader();
  // Pixels go in as ImageData's shape; where a program also loads the DOM's ImageData (which adds colorSpace) the
  // structural type no longer matches, though the decoder reads only data, width and height.
  const input = (isPng ? pngOnWhite(bytes) : bytes) as Parameters<typeof readBarcodes>[0];
  const results = await readBarcodes(input, { formats: [...BARCODE_FORMATS], tryHarder: true, maxNumberOfSymbols: 8 });
  const failure = results.find((r) => !r.isValid && r.error && !r.format);
  if (failure && results.length === 1) throw new Error(failure.error);
  return results.filter((r) => r.isValid);
}
