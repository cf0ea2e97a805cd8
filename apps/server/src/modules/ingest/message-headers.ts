import libmime from 'libmime';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import { dropNulDeep } from '../../lib/without-nul.js';

/** What the email list shows before the message is parsed. */
export interface MessageHeaders {
  from: string | null;
  to: string | null;
  subject: string | null;
  messageId: string | null;
}

const HEADER_END = /\r?\n\r?\n/;
const MAX_HEADER_BYTES = 256 * 1024;

/** The header block of a raw message: everything before the first empty line. */
export function headerBlock(raw: Buffer): string {
  const head = raw.subarray(0, Math.min(raw.length, MAX_HEADER_BYTES)).toString('latin1');
  const match = HEADER_END.exec(head);
  return match ? head.slice(0, match.index) : head;
}

/** Each header of a block (a line and its folded continuations) as mailparser takes it: unfolded, trimmed, UTF-8. */
function headerLines(block: string): { key: string; value: string }[] {
  return block
    .split(/\r?\n(?![ \t])/)
    .map((line) => libmime.decodeHeader(line))
    .map(({ key, value }) => ({ key, value: Buffer.from(value, 'binary').toString() }));
}

/** Encoded words decoded, or the text as it stands when they cannot be. */
function decodeWords(value: string): string {
  try {
    return libmime.decodeWords(value);
  } catch {
    return value;
  }
}

/** The first address of an address header, lower-cased; encoded words are never read as addresses. */
function firstAddress(value: string | undefined): string | null {
  if (!value) return null;
  const [first] = addressparser(value);
  return first && 'address' in first && first.address ? first.address.toLowerCase() : null;
}

/**
 * Reads sender, recipient, subject and message id from the header block only, so large bodies cost nothing: the
 * headers are unfolded and their encoded words decoded by libmime, addresses parsed by Nodemailer's address parser,
 * as mailparser reads them (the last From, Subject and Message-ID, the first To), without its stream of the whole
 * message.
 */
export function readMessageHeaders(raw: Buffer): MessageHeaders {
  try {
    // Kept in text columns: a NUL a message carries, raw or encoded, is left out.
    return dropNulDeep(readHeaders(raw));
  } catch {
    // A header the readers cannot make sense of leaves these empty; the parse reads the whole message anyway.
    return { from: null, to: null, subject: null, messageId: null };
  }
}

function readHeaders(raw: Buffer): MessageHeaders {
  const lines = headerLines(headerBlock(raw)).filter((line) => line.value);
  const last = (key: string) => lines.findLast((line) => line.key === key)?.value;
  const subject = last('subject');
  const messageId = last('message-id');
  return {
    from: firstAddress(last('from')),
    to: firstAddress(lines.find((line) => line.key === 'to')?.value),
    subject: subject === undefined ? null : decodeWords(subject),
    messageId: messageId === undefined ? null : messageIdOf(decodeWords(messageId)),
  };
}

/** Who a message names besides its subject: the sender's display name and every recipient address. */
export interface MessageAddressing {
  fromName: string | null;
  /** To, Cc, Delivered-To and X-Original-To, lower-cased, each once, in that order. */
  recipients: string[];
}

const RECIPIENT_HEADERS = ['to', 'cc', 'delivered-to', 'x-original-to'];

/** Every address of an address header, groups opened. */
function addressesOf(value: string): { name: string; address: string }[] {
  return addressparser(value, { flatten: true }).flatMap((entry) =>
    'address' in entry && entry.address ? [{ name: entry.name, address: entry.address.toLowerCase() }] : [],
  );
}

/** The sender's name and the recipients of a raw message, from its header block alone. */
export function readMessageAddressing(raw: Buffer): MessageAddressing {
  try {
    const lines = headerLines(headerBlock(raw)).filter((line) => line.value);
    const from = lines.findLast((line) => line.key === 'from');
    const fromName = from ? (addressesOf(from.value)[0]?.name ?? '').trim() : '';
    const recipients = new Set<string>();
    for (const key of RECIPIENT_HEADERS)
      for (const line of lines)
        if (line.key === key) for (const entry of addressesOf(line.value)) recipients.add(entry.address);
    return dropNulDeep({ fromName: fromName ? decodeWords(fromName) : null, recipients: [...recipients] });
  } catch {
    return { fromName: null, recipients: [] };
  }
}

/** A message id in angle brackets, as mailparser writes it. */
function messageIdOf(value: string): string {
  return `${value.startsWith('<') ? '' : '<'}${value}${value.endsWith('>') ? '' : '>'}`;
}

/** Whether bytes look like an RFC 5322 message: a header block with at least one `Name: value` line. */
export function looksLikeMessage(raw: Buffer): boolean {
  const block = headerBlock(raw);
  return (
    raw.length > 0 &&
    /^[!-9;-~]+:/m.test(block) &&
    HEADER_END.test(raw.subarray(0, MAX_HEADER_BYTES).toString('latin1'))
  );
}
