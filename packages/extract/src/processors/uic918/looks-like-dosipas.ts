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
