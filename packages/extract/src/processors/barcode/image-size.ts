/** Width and height of an image, read from its header without decoding it. */
export interface ImageSize {
  format: 'png' | 'jpeg' | 'gif' | 'bmp';
  width: number;
  height: number;
}

function view(b: Uint8Array): DataView {
  return new DataView(b.buffer, b.byteOffset, b.byteLength);
}

function u16be(b: Uint8Array, at: number): number {
  return view(b).getUint16(at, false);
}

function jpegSize(b: Uint8Array): ImageSize | undefined {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1] ?? 0;
    // Start-of-frame markers (baseline, progressive, …) carry the size; 0xC4, 0xC8 and 0xCC are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { format: 'jpeg', height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + u16be(b, at + 2);
  }
  return undefined;
}

/** The image's size from its header (PNG, JPEG, GIF, BMP), or undefined when the header is not one of those. */
export function readImageSize(bytes: Uint8Array): ImageSize | undefined {
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    return { format: 'png', width: view(bytes).getUint32(16, false), height: view(bytes).getUint32(20, false) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  if (bytes.length >= 10 && bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x38) {
    return { format: 'gif', width: view(bytes).getUint16(6, true), height: view(bytes).getUint16(8, true) };
  }
  if (bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d) {
    return {
      format: 'bmp',
      width: Math.abs(view(bytes).getInt32(18, true)),
      height: Math.abs(view(bytes).getInt32(22, true)),
    };
  }
  return undefined;
}
