import { createHash } from 'node:crypto';
import type { ImagePixels } from '../barcode/grey-image.js';

/** Pixels looked at to judge an image: enough for its tones, few enough for a large photograph. */
const SAMPLED_PIXELS = 40_000;
/** Share of an image's pixels that are near black or near white for it to be two-toned, as a barcode is. */
const TWO_TONE_SHARE = 0.85;
/** Share each of the two tones must have at least: a blank or a black image is no barcode. */
const MIN_TONE_SHARE = 0.03;

/** The pixel's brightness (0–255), on white where it is transparent. */
function brightness(image: ImagePixels, pixel: number): number {
  const at = pixel * image.channels;
  const r = image.data[at] ?? 255;
  if (image.channels < 3) return r;
  const value = 0.299 * r + 0.587 * (image.data[at + 1] ?? 255) + 0.114 * (image.data[at + 2] ?? 255);
  if (image.channels < 4) return value;
  const alpha = (image.data[at + 3] ?? 255) / 255;
  return value * alpha + 255 * (1 - alpha);
}

/**
 * Whether an image is two-toned, dark marks on a light ground (or the reverse), as barcodes are; logos, photographs
 * and shaded decorations are not. Judged on a sample of its pixels.
 */
export function isTwoTone(image: ImagePixels): boolean {
  const pixels = image.width * image.height;
  if (pixels === 0) return false;
  const step = Math.max(1, Math.floor(pixels / SAMPLED_PIXELS));
  let dark = 0;
  let light = 0;
  let seen = 0;
  for (let pixel = 0; pixel < pixels; pixel += step) {
    const value = brightness(image, pixel);
    if (value < 80) dark++;
    else if (value > 175) light++;
    seen++;
  }
  return (dark + light) / seen >= TWO_TONE_SHARE && dark / seen >= MIN_TONE_SHARE && light / seen >= MIN_TONE_SHARE;
}

/** A key for an image's content: a logo repeated on every page is one image. */
export function imageKey(image: ImagePixels): string {
  const hash = createHash('sha1');
  hash.update(`${image.width}x${image.height}x${image.channels}`);
  hash.update(image.data);
  return hash.digest('hex');
}

/** The smallest barcode side in modules that travel documents print (a compact Aztec code is 15 modules wide). */
export const MIN_CODE_SIDE = 15;
/** An enlarged barcode's shorter side reaches this many pixels: several pixels a module for the reader. */
const ENLARGED_SIDE = 160;
/** Enlarging stops at this factor: past it the image was no barcode stored a pixel per module. */
const MAX_ENLARGEMENT = 8;
/** The white margin put around a barcode stored without one, in its own pixels. */
const QUIET_ZONE = 4;

/**
 * A two-toned image too small for the reader (a barcode stored a pixel per module, which the page stretches),
 * enlarged by a whole factor without blurring its modules and set in a white margin, as a reader expects a code to
 * stand. Grey, one byte a pixel.
 */
export function enlargeSmallCode(image: ImagePixels): ImagePixels {
  const factor = Math.min(MAX_ENLARGEMENT, Math.ceil(ENLARGED_SIDE / Math.min(image.width, image.height)));
  const width = (image.width + 2 * QUIET_ZONE) * factor;
  const height = (image.height + 2 * QUIET_ZONE) * factor;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const value = brightness(image, y * image.width + x);
      for (let dy = 0; dy < factor; dy++) {
        const row = ((y + QUIET_ZONE) * factor + dy) * width + (x + QUIET_ZONE) * factor;
        data.fill(value, row, row + factor);
      }
    }
  }
  return { data, width, height, channels: 1 };
}
