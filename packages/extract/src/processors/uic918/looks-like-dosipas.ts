/**
 * True when the bytes start like a DOSIPAS barcode: a presence bit, the format's length (2) and `U1` or `U2` in
 * 7-bit characters put the bytes `01`/`81`, `55`, then `62`–`65`.
 */
export function looksLikeDosipas(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 8 &&
    (bytes[0] === 0x01 || bytes[0] === 0x81) &&
    bytes[1] === 0x55 &&
    (bytes[2] ?? 0) >= 0x62 &&
    (bytes[2] ?? 0) <= 0x65
  );
}

/** Base64 of a DOSIPAS barcode's first three bytes: `AVV` or `gVV`, then `i`–`l`. */
const BASE64 = /^(?:AVV|gVV)[i-l][A-Za-z0-9+/]{20,}={0,2}$/;
/** Hex of its first three bytes: `01` or `81`, `55`, `62`–`65`. */
const HEX = /^(?:01|81)556[2-5](?:[0-9a-f]{2}){8,}$/i;

/** How either writing begins, white space before it. */
const LEADING = /^\s*(?:AVV|gVV|(?:01|81)556)/i;

/**
 * The bytes of a DOSIPAS barcode written as text, in base64 or hex as apps and tests keep it: the whole text (lines
 * joined) must be that one barcode. Undefined otherwise.
 */
export function dosipasBytesInText(text: string): Uint8Array | undefined {
  // Every text the engine reads comes here: most begin otherwise, and are not copied to be tested whole.
  if (!LEADING.test(text)) return undefined;
  const joined = text.replace(/\s+/g, '');
  const encoding = BASE64.test(joined) ? 'base64' : HEX.test(joined) ? 'hex' : undefined;
  if (!encoding) return undefined;
  const bytes = new Uint8Array(Buffer.from(joined, encoding));
  return looksLikeDosipas(bytes) ? bytes : undefined;
}
