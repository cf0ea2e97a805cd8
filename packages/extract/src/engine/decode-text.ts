const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('windows-1252');

/** Bytes → text: UTF-8 (BOM stripped) when valid, else Windows-1252, which every byte sequence decodes as. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return latin1.decode(bytes);
  }
}
