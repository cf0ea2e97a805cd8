/** Apple's `.strings` files come as UTF-16 (with a byte-order mark) or UTF-8. */
export function decodeStringsFile(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  // UTF-16 without a mark: ASCII text then has every other byte zero.
  if (bytes.length >= 4 && bytes[1] === 0 && bytes[3] === 0) return new TextDecoder('utf-16le').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

function unescapeStringsValue(value: string): string {
  return value.replace(/\\(U[0-9A-Fa-f]{4}|u[0-9A-Fa-f]{4}|.)/g, (_match, code: string) => {
    if (/^[Uu]/.test(code) && code.length === 5) return String.fromCharCode(Number.parseInt(code.slice(1), 16));
    if (code === 'n') return '\n';
    if (code === 't') return '\t';
    if (code === 'r') return '\r';
    return code;
  });
}

const ENTRY = /"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;/g;

/** The key–value pairs of a pass's `pass.strings` translation table. */
export function parsePassStrings(bytes: Uint8Array): Map<string, string> {
  const text = decodeStringsFile(bytes)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const table = new Map<string, string>();
  for (const match of text.matchAll(ENTRY)) {
    table.set(unescapeStringsValue(match[1] ?? ''), unescapeStringsValue(match[2] ?? ''));
  }
  return table;
}
