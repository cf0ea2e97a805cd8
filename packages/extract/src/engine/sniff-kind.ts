import { looksLikeBcbp } from '../processors/bcbp/looks-like-bcbp.js';
import type { DocumentKind } from './types.js';

const EXTENSION_KINDS: Record<string, DocumentKind> = {
  eml: 'eml',
  msg: 'eml',
  mht: 'eml',
  html: 'html',
  htm: 'html',
  xhtml: 'html',
  txt: 'text',
  text: 'text',
  pdf: 'pdf',
  pkpass: 'pkpass',
  ics: 'ics',
  ical: 'ics',
  json: 'json',
  jsonld: 'json',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  bmp: 'image',
  webp: 'image',
};

/** True when the text (trimmed) is one IATA boarding-pass string, in capitals or, as some scanners give it, none. */
export function isBcbpString(text: string): boolean {
  return looksLikeBcbp(/[A-Z]/.test(text) ? text : text.toUpperCase());
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/** One decoder for every head read: `decode` without streaming starts afresh each time. */
const UTF8 = new TextDecoder();

const MAIL_HEADER = /^(?:from|to|subject|date|received|return-path|mime-version|message-id|delivered-to|x-[\w-]+):/im;

/** How far into a file readers look for a PDF's header (`%PDF-1.x`): Acrobat and pdf.js accept bytes before it. */
const PDF_HEADER_WITHIN = 1024;

/** A PDF whose header comes after a few stray bytes (a server's response line, a blank line): still a PDF. */
function holdsPdfHeader(bytes: Uint8Array): boolean {
  return /%PDF-\d/.test(Buffer.from(bytes.subarray(0, PDF_HEADER_WITHIN)).toString('latin1'));
}

/** Guesses the kind of a document from its bytes and, failing that, its file name. */
export function sniffKind(input: Uint8Array | string, fileName?: string): DocumentKind {
  const bytes = typeof input === 'string' ? undefined : input;
  if (bytes) {
    if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
    if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'pkpass';
    if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) || startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image';
    if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image';
  }
  const head = (typeof input === 'string' ? input.slice(0, 4096) : UTF8.decode(input.subarray(0, 4096)))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^BEGIN:VCALENDAR/i.test(head)) return 'ics';
  if (isBcbpString(head) && !head.trim().includes('\n')) return 'bcbp';
  const ext = fileName?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  const byName = ext ? EXTENSION_KINDS[ext] : undefined;
  if (byName && byName !== 'text') return byName;
  if (bytes && holdsPdfHeader(bytes)) return 'pdf';
  if (/^[[{]/.test(head)) return 'json';
  if (/^(?:<!doctype html|<html|<\?xml[^>]*>\s*<html|<head|<body|<table|<div|<p[\s>])/i.test(head)) return 'html';
  const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
  if (MAIL_HEADER.test(firstLine) && /^[\w-]+:/m.test(head) && /\r?\n\r?\n/.test(head)) return 'eml';
  if (/<html[\s>]/i.test(head) && /<\/(?:p|div|td|body)>/i.test(head)) return 'html';
  return 'text';
}
