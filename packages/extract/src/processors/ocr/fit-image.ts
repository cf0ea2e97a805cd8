import type { ImageSize } from '../barcode/image-size.js';

/**
 * Pixels an image is scaled down to before OCR: a page at about 250 dpi, where body text is 25–40 pixels high,
 * which Tesseract reads well. A phone photo (12 million pixels) takes twice as long for no better text.
 */
export const OCR_PIXELS = 6_000_000;

/** PNG colour types 4 and 6 carry an alpha channel. */
function hasAlpha(bytes: Uint8Array, size: ImageSize): boolean {
  return size.format === 'png' && (bytes[25] === 4 || bytes[25] === 6);
}

/** The image as bytes Tesseract reads (PNG, JPEG, BMP), no larger than OCR_PIXELS, GIFs and transparency flattened. */
export async function fitImageForOcr(bytes: Uint8Array, size: ImageSize): Promise<Uint8Array> {
  const pixels = size.width * size.height;
  if (pixels <= OCR_PIXELS && size.format !== 'gif' && !hasAlpha(bytes, size)) return bytes;
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const scale = Math.min(1, Math.sqrt(OCR_PIXELS / pixels));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  // Transparent pixels would read as black: text on a transparent background needs a white page under it.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return new Uint8Array(canvas.toBuffer('image/png'));
}
