import { asciiAt, type Uic918Record } from './parse-uic918.js';

/** The `U_HEAD` record: who issued the ticket, its key (the booking reference) and when. */
export interface Uic918Head {
  company: string;
  /** The ticket key; railways print it as the booking reference (DB's Auftragsnummer). */
  ticketKey: string;
  /** Local issue time, `YYYY-MM-DDTHH:MM:00`, when the record's date reads as one. */
  issuedAt?: string;
  flags: string;
  language: string;
}

/** One field of an RCT2 layout (`U_TLAY`): where it sits on the ticket and its text. */
export interface LayoutField {
  line: number;
  column: number;
  height: number;
  width: number;
  format: number;
  text: string;
}

/** DB's `0080BL` record: ticket type, the orders' validity, and the S-fields keyed by number (`15` → S015). */
export interface DbBlock {
  ticketType: string;
  orders: { validFrom?: string; validTo?: string; serial: string }[];
  fields: Map<number, string>;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/** Record text: UTF-8 as the standard asks; older issuers wrote Latin-1, which UTF-8 rejects. */
function textOf(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}

/** `DDMMYYYY` (and `HHMM` after it) as ISO, or undefined when it is no date. */
export function isoFromDigits(text: string): string | undefined {
  const m = text.match(/^(\d{2})(\d{2})(\d{4})(?:(\d{2})(\d{2}))?$/);
  if (!m) return undefined;
  const [, day, month, year, hour, minute] = m;
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > 31) return undefined;
  const date = `${year}-${month}-${day}`;
  return hour && minute ? `${date}T${hour}:${minute}:00` : date;
}

/** Reads `U_HEAD` version 01 (41 bytes); undefined when shorter. */
export function readHead(record: Uic918Record): Uic918Head | undefined {
  const d = record.data;
  if (d.length < 41) return undefined;
  const issuedAt = isoFromDigits(asciiAt(d, 24, 12));
  return {
    company: asciiAt(d, 0, 4).trim(),
    ticketKey: asciiAt(d, 4, 20).trim(),
    ...(issuedAt ? { issuedAt } : {}),
    flags: asciiAt(d, 36, 1),
    language: asciiAt(d, 37, 2).trim(),
  };
}

/** A layout field's header: line, column, height, width (two digits each), format (one) and length (four). */
const FIELD_HEAD = /^([ \d]{2})([ \d]{2})([ \d]{2})([ \d]{2})([ \d])([ \d]{4})$/;

/** The numbers of a field header at `at`; some issuers (NS) pad them with spaces rather than zeros. */
function fieldHead(d: Uint8Array, at: number): number[] | undefined {
  const m = asciiAt(d, at, 13).match(FIELD_HEAD);
  if (!m) return undefined;
  const numbers = m.slice(1).map((part) => (part.trim() === '' ? 0 : Number(part.trim())));
  return numbers.every(Number.isInteger) ? numbers : undefined;
}

/**
 * The bytes a field's text takes. The length counts bytes; some issuers (DSB) count the characters of UTF-8 text,
 * so `København H` (12 bytes) says 11: the character count is taken when only it leads to the next field's header.
 */
function textLength(d: Uint8Array, start: number, length: number, last: boolean): number {
  const fits = (end: number) => (last ? end === d.length : fieldHead(d, end) !== undefined);
  if (start + length > d.length || fits(start + length)) return length;
  let end = start;
  for (let chars = 0; chars < length && end < d.length; chars++) {
    const lead = d[end] ?? 0;
    end += lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  }
  return end > start + length && end <= d.length && fits(end) ? end - start : length;
}

/** Reads the fields of an RCT2 `U_TLAY` record; stops at the first field that does not fit. */
export function readLayout(record: Uic918Record, warnings: string[]): LayoutField[] {
  const d = record.data;
  const standard = asciiAt(d, 0, 4);
  const count = Number(asciiAt(d, 4, 4).trim());
  if (standard !== 'RCT2' || !Number.isInteger(count)) {
    warnings.push(`layout "${standard}" is not RCT2`);
    return [];
  }
  const fields: LayoutField[] = [];
  let at = 8;
  for (let i = 0; i < count; i++) {
    const head = fieldHead(d, at);
    const length = head ? textLength(d, at + 13, head[5] ?? 0, i === count - 1) : 0;
    if (!head || at + 13 + length > d.length) {
      warnings.push(`layout field ${i + 1} of ${count} is damaged`);
      break;
    }
    const [line = 0, column = 0, height = 0, width = 0, format = 0] = head;
    fields.push({ line, column, height, width, format, text: textOf(d.subarray(at + 13, at + 13 + length)) });
    at += 13 + length;
  }
  return fields;
}

/** Order block lengths by `0080BL` version: v02 carries a certificate before the dates, v03 a longer serial. */
const ORDER_LENGTH: Record<string, { length: number; datesAt: number; serialLength: number }> = {
  '02': { length: 46, datesAt: 22, serialLength: 8 },
  '03': { length: 26, datesAt: 0, serialLength: 10 },
};

/** Reads DB's `0080BL` record (versions 02 and 03); undefined when its structure does not hold. */
export function readDbBlock(record: Uic918Record, warnings: string[]): DbBlock | undefined {
  const layout = ORDER_LENGTH[record.version];
  const d = record.data;
  if (!layout) {
    warnings.push(`0080BL version ${record.version} not known`);
    return undefined;
  }
  const orderCount = Number(asciiAt(d, 2, 1));
  if (!Number.isInteger(orderCount)) return undefined;
  const orders: DbBlock['orders'] = [];
  let at = 3;
  for (let i = 0; i < orderCount; i++) {
    if (at + layout.length > d.length) return undefined;
    const validFrom = isoFromDigits(asciiAt(d, at + layout.datesAt, 8));
    const validTo = isoFromDigits(asciiAt(d, at + layout.datesAt + 8, 8));
    const serial = asciiAt(d, at + layout.datesAt + 16, layout.serialLength).trim();
    orders.push({ ...(validFrom ? { validFrom } : {}), ...(validTo ? { validTo } : {}), serial });
    at += layout.length;
  }
  const fieldCount = Number(asciiAt(d, at, 2));
  at += 2;
  const fields = new Map<number, string>();
  for (let i = 0; Number.isInteger(fieldCount) && i < fieldCount; i++) {
    const m = asciiAt(d, at, 8).match(/^S(\d{3})(\d{4})$/);
    const length = m ? Number(m[2]) : 0;
    if (!m || at + 8 + length > d.length) {
      warnings.push(`0080BL field ${i + 1} of ${fieldCount} is damaged`);
      break;
    }
    fields.set(Number(m[1]), textOf(d.subarray(at + 8, at + 8 + length)).trim());
    at += 8 + length;
  }
  return { ticketType: asciiAt(d, 0, 2), orders, fields };
}

/**
 * České dráhy's record `1154UT`: fields of a two-letter tag, a three-digit length and the text (`KJ015NOVÁK Jan…`,
 * the length in bytes of UTF-8). Stops at the first field that does not fit.
 */
export function readTaggedFields(record: Uic918Record): Map<string, string> {
  const d = record.data;
  const fields = new Map<string, string>();
  // The record opens with the issuer's own version mark (`0109`): fields start at the first tag.
  let at = asciiAt(d, 0, 4).match(/^\d{4}$/) ? 4 : 0;
  while (at + 5 <= d.length) {
    const m = asciiAt(d, at, 5).match(/^([A-Z]{2})(\d{3})$/);
    const length = m ? Number(m[2]) : 0;
    if (!m?.[1] || at + 5 + length > d.length) break;
    fields.set(m[1], textOf(d.subarray(at + 5, at + 5 + length)).trim());
    at += 5 + length;
  }
  return fields;
}

/** RCT2 layouts are 15 lines of 72 columns (and some issuers write beyond): generous bounds for hostile input. */
const MAX_LINES = 40;
const MAX_COLUMNS = 120;

/** Puts the layout's fields on a character grid, one text line per layout line, for the text extractors. */
export function layoutToText(fields: readonly LayoutField[]): string {
  const grid: string[][] = [];
  for (const field of fields) {
    const lines = field.text.split(/\r?\n/);
    for (const [offset, text] of lines.entries()) {
      const line = field.line + offset;
      if (line >= MAX_LINES || field.column >= MAX_COLUMNS) continue;
      const row = grid[line] ?? [];
      grid[line] = row;
      const chars = [...text].slice(0, MAX_COLUMNS - field.column);
      for (const [i, ch] of chars.entries()) row[field.column + i] = ch;
    }
  }
  const out: string[] = [];
  for (let i = 0; i < grid.length; i++) {
    const row = grid[i] ?? [];
    out.push(
      Array.from(row, (ch) => ch ?? ' ')
        .join('')
        .trimEnd(),
    );
  }
  return out.join('\n').replace(/\n+$/, '');
}

/**
 * The text of a field laid out with runs of spaces, as some issuers (ÖBB) print a whole journey line as one field
 * (`11.11 14:26  GRAZ HBF         ->  KAPFENBERG BA... 11.11 15:09`): the characters that fall within the columns.
 */
function spacedTextAt(field: LayoutField, from: number, to: number): string {
  const text = field.text.split(/\r?\n/)[0] ?? '';
  return text.slice(Math.max(0, from - field.column), Math.max(0, to - field.column + 1)).trim();
}

/**
 * The text the layout holds at a line and within columns (RCT2's standard positions): the fields that start there,
 * whose text may run on past the columns (a long station name), and the part of a field laid out with runs of spaces
 * that falls within them.
 */
export function layoutTextAt(fields: readonly LayoutField[], line: number, from: number, to: number): string {
  return fields
    .filter((f) => f.line === line)
    .sort((a, b) => a.column - b.column)
    .map((f) => {
      const end = f.column + f.text.length - 1;
      if (/\S {2,}\S/.test(f.text) && (f.column < from || end > to)) return spacedTextAt(f, from, to);
      return f.column >= from && f.column <= to ? f.text.trim() : '';
    })
    .filter(Boolean)
    .join(' ')
    .trim();
}
