/**
 * A calendar's bytes with its folded lines joined (a line break and the space or tab after it taken out), as RFC 5545
 * unfolds them: on bytes, for a writer that folds at a fixed width of bytes may break a letter of several bytes in two
 * (`Mü` / ` nchen`), which decoded line by line would be no UTF-8 and read as another encoding.
 */
export function unfoldedBytes(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    const crlf = byte === 0x0d && bytes[i + 1] === 0x0a ? 2 : byte === 0x0a ? 1 : 0;
    const next = crlf ? bytes[i + crlf] : undefined;
    if (crlf && (next === 0x20 || next === 0x09)) {
      i += crlf;
      continue;
    }
    out[length++] = byte;
  }
  return length === bytes.length ? bytes : out.subarray(0, length);
}
