import type { GreyImage } from '../../engine/types.js';

/** Decoded pixels: 1 (grey), 3 (RGB) or 4 (RGBA) bytes each, row after row. */
export interface ImagePixels {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: number;
}

/** A colour's grey level with the barcode reader's own weights (it reads grey, and would weigh colours so itself). */
function grey(r: number, g: number, b: number): number {
  return (306 * r + 601 * g + 117 * b + 512) >> 10;
}

/**
 * An image's grey levels for the barcode reader, put on white where it is transparent (it would read as black on
 * black otherwise). A grey image is taken as it is, without a copy.
 */
export function greyOnWhite(image: ImagePixels): GreyImage {
  const { width, height, channels, data } = image;
  const pixels = width * height;
  if (channels === 1) {
    const bytes = data instanceof Uint8Array ? data : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    return { data: bytes.subarray(0, pixels), width, height };
  }
  const out = new Uint8Array(pixels);
  if (channels === 3) {
    for (let i = 0, at = 0; i < pixels; i++, at += 3) {
      out[i] = grey(data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0);
    }
    return { data: out, width, height };
  }
  for (let i = 0, at = 0; i < pixels; i++, at += channels) {
    const opacity = data[at + 3] ?? 255;
    if (opacity === 255) {
      out[i] = grey(data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0);
      continue;
    }
    const alpha = opacity / 255;
    const white = 255 * (1 - alpha);
    const r = Math.round((data[at] ?? 0) * alpha + white);
    const g = Math.round((data[at + 1] ?? 0) * alpha + white);
    out[i] = grey(r, g, Math.round((data[at + 2] ?? 0) * alpha + white));
  }
  return { data: out, width, height };
}
