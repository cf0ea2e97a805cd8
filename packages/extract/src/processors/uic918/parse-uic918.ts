import { unzlibSync } from 'fflate';

/** One record of a UIC 918.3 ticket: `U_HEAD`, `U_TLAY`, `0080BL`, … with its version and content. */
export interface Uic918Record {
  id: string;
  version: string;
  data: Uint8Array;
}

/** A UIC 918.3 barcode: its header, the records of its compressed body, and what could not be read. */
export interface Uic918Ticket {
  /** Message type version: `01` (DER signature in 50 bytes) or `02` (64-byte signature). */
  version: string;
  /** RICS code of the issuing railway (1080 DB, 1181 ÖBB, 1185 SBB, 1187 SNCF…). */
  issuer: string;
  keyId: string;
  records: Uic918Record[];
  /** Records past a damaged one are not read; the problem is said here. */
  warnings: string[];
}

export type Uic918ParseResult = { ok: true; ticket: Uic918Ticket } | { ok: false; error: string };

const HEADER_LENGTH = 14;
const SIGNATURE_LENGTH: Record<string, number> = { '01': 50, '02': 64 };
/** The body's compressed length has four digits, and deflate expands at most about a thousandfold. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

const latin1 = new TextDecoder('latin1');

/**
 * Bytes as text, one character a byte (record ids, numbers and dates are ASCII); a fixed-width field padded with NUL
 * bytes rather than spaces ends at its padding (`A1TUTN-3` and twelve NULs).
 */
export function asciiAt(bytes: Uint8Array, start: number, length: number): string {
  return latin1.decode(bytes.subarray(start, start + length)).replace(/\0+$/, '');
}

/**
 * True when the bytes start like a UIC 918.3 barcode: `#UT01`, `#UT02`, or `OTI01`, the same header under another
 * mark, as Deutsche Bahn printed it on Online-Tickets of 2016.
 */
export function looksLikeUic918(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && asciiAt(bytes, 0, 5).match(/^(?:#UT|OTI)0[12]$/) !== null;
}

function inflate(compressed: Uint8Array): Uint8Array | string {
  try {
    const body = unzlibSync(compressed);
    return body.length > MAX_BODY_BYTES ? `body of ${body.length} bytes is too large` : body;
  } catch (error) {
    return `compressed body unreadable (${error instanceof Error ? error.message : String(error)})`;
  }
}

function readRecords(body: Uint8Array, warnings: string[]): Uic918Record[] {
  const records: Uic918Record[] = [];
  let at = 0;
  while (at < body.length) {
    if (body.length - at < 12) {
      const last = records.at(-1);
      // An issuer counting the characters of UTF-8 text (DSB) makes its last record end short by a byte a character.
      if (last?.data.some((b) => b >= 0xc0)) {
        last.data = body.subarray(at - last.data.length, body.length);
      } else warnings.push(`${body.length - at} stray bytes after the last record`);
      break;
    }
    const id = asciiAt(body, at, 6);
    const version = asciiAt(body, at + 6, 2);
    // Some issuers (NS) pad the length with spaces rather than zeros.
    const lengthText = asciiAt(body, at + 8, 4);
    const length = /^ *\d+$/.test(lengthText) ? Number(lengthText) : Number.NaN;
    if (!/^[0-9A-Z_]{6}$/.test(id) || !(length >= 12)) {
      warnings.push(`record at byte ${at} has no valid header`);
      break;
    }
    if (at + length > body.length) {
      warnings.push(`record ${id} claims ${length} bytes, ${body.length - at} are left`);
      break;
    }
    records.push({ id, version, data: body.subarray(at + 12, at + length) });
    at += length;
  }
  return records;
}

/**
 * Reads a UIC 918.3 barcode: `#UT` (or `OTI`), version, issuer RICS code, key id, signature (not verified: we read tickets,
 * we do not check them), the body's length in four digits and the zlib-compressed records. Never throws.
 */
export function parseUic918(bytes: Uint8Array): Uic918ParseResult {
  if (!looksLikeUic918(bytes)) return { ok: false, error: 'does not start with #UT01, #UT02 or OTI01' };
  const version = asciiAt(bytes, 3, 2);
  const signatureLength = SIGNATURE_LENGTH[version] ?? 50;
  const lengthAt = HEADER_LENGTH + signatureLength;
  if (bytes.length < lengthAt + 4) return { ok: false, error: `only ${bytes.length} bytes, the header is cut short` };
  const lengthText = asciiAt(bytes, lengthAt, 4);
  if (!/^\d{4}$/.test(lengthText)) return { ok: false, error: `body length "${lengthText}" is not a number` };
  const declared = Number(lengthText);
  const available = bytes.length - lengthAt - 4;
  if (declared === 0 || declared > available) {
    return { ok: false, error: `body length ${declared} does not fit the ${available} bytes that follow` };
  }
  const body = inflate(bytes.subarray(lengthAt + 4, lengthAt + 4 + declared));
  if (typeof body === 'string') return { ok: false, error: body };
  const warnings: string[] = [];
  const records = readRecords(body, warnings);
  if (records.length === 0) return { ok: false, error: warnings[0] ?? 'no records' };
  return {
    ok: true,
    ticket: {
      version,
      issuer: asciiAt(bytes, 5, 4),
      keyId: asciiAt(bytes, 9, 5),
      records,
      warnings,
    },
  };
}
