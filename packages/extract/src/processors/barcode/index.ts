import type { ReadResult } from 'zxing-wasm/reader';
import { loadOutsideBudget } from '../../engine/load-allowance.js';
import type { ChildDocument, DocumentProcessor, DocumentResult } from '../../engine/types.js';
import { looksLikeBcbp } from '../bcbp/index.js';
import {
  looksLikeDosipas,
  looksLikeSsb,
  looksLikeUic918,
  readDosipasBarcode,
  readSsbBarcode,
  readUic918,
} from '../uic918/index.js';
import { readImageSize } from './image-size.js';
import { readGreyBarcodes, readImageBarcodes, warmUpBarcodeReader } from './read-barcodes.js';

export { readImageSize } from './image-size.js';
export { BARCODE_FORMATS, readGreyBarcodes, readImageBarcodes, warmUpBarcodeReader } from './read-barcodes.js';

/** A ticket barcode needs far fewer pixels; larger images would take memory out of all proportion. */
export const MAX_BARCODE_IMAGE_PIXELS = 20_000_000;
/** The smallest 2D code (21 modules) needs about two pixels a module: smaller images are icons and spacers. */
export const MIN_BARCODE_IMAGE_SIDE = 40;

/** An image's size, and how its barcodes are read: from its grey levels when it comes decoded, else its bytes. */
function imageToRead(
  doc: ChildDocument,
): { width: number; height: number; read: () => Promise<ReadResult[]> } | undefined {
  const { bytes, pixels } = doc;
  if (pixels) return { width: pixels.width, height: pixels.height, read: () => readGreyBarcodes(pixels) };
  const size = bytes ? readImageSize(bytes) : undefined;
  if (!bytes || !size) return undefined;
  return { width: size.width, height: size.height, read: () => readImageBarcodes(bytes, size.format === 'png') };
}

/**
 * Decodes QR, Aztec, PDF417 and DataMatrix barcodes in an image (`doc.bytes`, or `doc.pixels` when decoded already).
 * Each decoded text becomes a child document: a boarding pass (`bcbp`) when it reads as one, else plain text for the
 * provider extractors. UIC 918.3 railway tickets are read from their bytes into train reservations.
 */
export const processBarcodeImage: DocumentProcessor = async (doc, context, limits) => {
  const result: DocumentResult = { reservations: [], documents: [], diagnostics: [] };
  const size = imageToRead(doc);
  if (!size) {
    result.diagnostics.push({
      level: 'warning',
      code: 'image-unreadable',
      message: 'Not a PNG, JPEG, GIF or BMP image',
    });
    return result;
  }
  // A side of no pixels is no image (each of these formats forbids it), though its header reads.
  if (size.width === 0 || size.height === 0) {
    result.diagnostics.push({
      level: 'warning',
      code: 'image-unreadable',
      message: `Image of ${size.width}×${size.height} pixels: no image`,
    });
    return result;
  }
  // Emails carry many logos, icons and tracking pixels: not worth a decoder's time, nor a diagnostic.
  if (Math.min(size.width, size.height) < MIN_BARCODE_IMAGE_SIDE) return result;
  if (size.width * size.height > MAX_BARCODE_IMAGE_PIXELS) {
    result.diagnostics.push({
      level: 'warning',
      code: 'limit-size',
      message: `Image of ${size.width}×${size.height} pixels not decoded`,
    });
    return result;
  }
  let decoded: ReadResult[];
  try {
    await loadOutsideBudget(limits, warmUpBarcodeReader);
    decoded = await size.read();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    result.diagnostics.push({ level: 'warning', code: 'image-unreadable', message: `Image not decoded: ${message}` });
    return result;
  }
  const seen = new Set<string>();
  const latin1 = new TextDecoder('latin1');
  for (const barcode of decoded) {
    // Binary content is read from its bytes: as text it would be mangled by the charset guess.
    const key = barcode.bytes?.length ? latin1.decode(barcode.bytes) : barcode.text;
    if (!key || seen.has(key)) continue;
    seen.add(key);
    if (barcode.bytes && looksLikeUic918(barcode.bytes)) {
      const ticket = readUic918(barcode.bytes, `${doc.name ?? 'image'} ${barcode.format} barcode`);
      result.reservations.push(...ticket.reservations);
      result.documents.push(...ticket.documents);
      result.diagnostics.push(...ticket.diagnostics);
      continue;
    }
    if (barcode.bytes && looksLikeDosipas(barcode.bytes)) {
      const ticket = readDosipasBarcode(barcode.bytes);
      result.reservations.push(...ticket.reservations);
      result.diagnostics.push(...ticket.diagnostics);
      continue;
    }
    if (barcode.bytes && looksLikeSsb(barcode.bytes)) {
      const ticket = readSsbBarcode(barcode.bytes, context.date);
      result.reservations.push(...ticket.reservations);
      result.diagnostics.push(...ticket.diagnostics);
      continue;
    }
    // A boarding pass whose airline signs it in raw bytes after its `^` decodes as binary; its items are text.
    if (barcode.contentType === 'Binary' && looksLikeBcbp(key.split('^')[0] ?? '')) {
      result.documents.push({ kind: 'bcbp', text: key, name: `${doc.name ?? 'image'} ${barcode.format} barcode` });
      continue;
    }
    if (barcode.contentType === 'Binary') {
      // Other binary payloads (railway tickets in other signed formats) have no reader yet.
      result.diagnostics.push({
        level: 'info',
        code: 'barcode-binary',
        message: `${barcode.format} barcode with binary content`,
      });
      continue;
    }
    if (!barcode.text) continue;
    const child: ChildDocument = looksLikeBcbp(barcode.text)
      ? { kind: 'bcbp', text: barcode.text.replace(/[\r\n]+$/, '') }
      : { kind: 'text', text: barcode.text, mimeType: 'text/plain' };
    child.name = `${doc.name ?? 'image'} ${barcode.format} barcode`;
    result.documents.push(child);
  }
  if (result.documents.length === 0 && result.reservations.length === 0 && result.diagnostics.length === 0) {
    result.diagnostics.push({ level: 'info', code: 'barcode-none', message: 'No barcode found in the image' });
  }
  return result;
};
