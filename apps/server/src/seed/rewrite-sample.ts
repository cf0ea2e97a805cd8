import { randomBytes } from 'node:crypto';

/** Sixteen random lower-case letters. */
function messageIdLetters(): string {
  return [...randomBytes(16)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

import { plainLetters } from '@tripline/extract';
import { asLiteral, type DateStyle, readDateStyle, shiftDates } from './shift-dates.js';

/** A person's name as a booking writes it: given name(s) and family name(s). */
export interface PersonName {
  first: string;
  last: string;
}

/** How a sample becomes a demo booking: whose it is now, where it is sent, and how many days later it happens. */
export interface SampleRewrite {
  /** Days every date moves by (the demo uses whole weeks, so weekday names stay true). */
  days: number;
  /** The sample's passengers, in the order given, and who each is in the demo. */
  people: readonly { from: PersonName; to: PersonName }[];
  /** The address the booking is sent to now, in place of the sample's recipient. */
  recipient: string;
}

/** A rewritten sample: its text, its new date and the date style read from the original. */
export interface RewrittenSample {
  text: string;
  /** The moved Date header, when the sample has one. */
  sentAt: Date | null;
  /** How the original writes its dates (the same rewrite applies to what the engine reads from it). */
  style: DateStyle;
}

const HEADER_DATE_STYLE = (reference: Date): DateStyle => ({
  language: 'en',
  short: true,
  monthFirst: false,
  padded: true,
  reference,
});

/** The header block and the body of a message, and the line break it uses. */
function splitMessage(text: string): { head: string; body: string; eol: string } {
  const crlf = text.indexOf('\r\n\r\n');
  const lf = text.indexOf('\n\n');
  if (crlf >= 0 && (lf < 0 || crlf < lf)) return { head: text.slice(0, crlf), body: text.slice(crlf + 4), eol: '\r\n' };
  if (lf >= 0) return { head: text.slice(0, lf), body: text.slice(lf + 2), eol: '\n' };
  return { head: text, body: '', eol: '\n' };
}

/** The value of the first header of a name in a header block (unfolded). */
export function headerValue(head: string, name: string): string | null {
  const match = new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? (match[1] as string).replace(/\r?\n[ \t]+/g, ' ').trim() : null;
}

/** The first address of an address header value. */
export function firstAddress(value: string | null): string | null {
  if (!value) return null;
  const match = /<([^>]+)>/.exec(value) ?? /([^\s,<>"]+@[^\s,<>"]+)/.exec(value);
  return match ? (match[1] as string).trim() : null;
}

const isUpper = (text: string) => text === text.toLocaleUpperCase('und') && text !== text.toLocaleLowerCase('und');
const isLower = (text: string) => text === text.toLocaleLowerCase('und') && text !== text.toLocaleUpperCase('und');
// biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII is exactly the range meant
const isAscii = (text: string) => /^[\x00-\x7f]*$/.test(text);

/** A name written again in the case of what it replaces: capitals (plain letters where those were), lower case, as is. */
function inCaseOf(original: string, name: string): string {
  if (isUpper(original)) {
    return isAscii(original) ? plainLetters(name).toUpperCase() : name.toLocaleUpperCase('und');
  }
  // Lower-case names are parts of addresses and links: plain letters there.
  if (isLower(original)) return plainLetters(name);
  return name;
}

/** Replaces the people's names (each part, with or without accents, in any case) in one pass. */
function renamePeople(text: string, people: SampleRewrite['people']): string {
  const targets = new Map<string, string>();
  for (const { from, to } of people) {
    for (const [was, is] of [
      [from.last, to.last],
      [from.first, to.first],
    ] as const) {
      if (!was.trim()) continue;
      targets.set(was.toLocaleLowerCase('und'), is);
      targets.set(plainLetters(was), is);
    }
  }
  if (targets.size === 0) return text;
  const alternatives = [...targets.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.split(/\s+/).map(asLiteral).join('[ \\t\\u00a0]+'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return text.replace(pattern, (found) => {
    const key = found.replace(/[ \t\u00a0]+/g, ' ').toLocaleLowerCase('und');
    const target = targets.get(key) ?? targets.get(plainLetters(key));
    return target === undefined ? found : inCaseOf(found, target);
  });
}

/** Names and dates of a piece of text, moved as the rewrite says (what the engine reads gets the same). */
export function rewriteText(text: string, rewrite: SampleRewrite, style: DateStyle): string {
  return shiftDates(renamePeople(text, rewrite.people), rewrite.days, style);
}

/**
 * Rewrites a sample email for the demo: its passengers' names, its recipient, every date moved by the same number
 * of days (headers as RFC 5322 writes them, the rest as the email does), and a Message-ID of its own.
 */
export function rewriteSample(original: string, rewrite: SampleRewrite): RewrittenSample {
  const { head, body, eol } = splitMessage(original);
  const dateValue = headerValue(head, 'Date');
  const sentAt = dateValue ? new Date(dateValue) : null;
  const reference = sentAt && !Number.isNaN(sentAt.getTime()) ? sentAt : new Date();
  const style = readDateStyle(`${headerValue(head, 'Subject') ?? ''}\n${body}`, reference);
  const headerStyle = HEADER_DATE_STYLE(reference);
  const oldRecipient = firstAddress(headerValue(head, 'To'));
  // The recipient is set aside while names change, so the new address keeps its own spelling.
  const placeholder = '\u0000recipient\u0000';
  const setAside = (text: string) =>
    oldRecipient ? text.replace(new RegExp(asLiteral(oldRecipient), 'gi'), placeholder) : text;
  const putBack = (text: string) => text.split(placeholder).join(rewrite.recipient);

  const lines = head.split(/\r?\n/);
  let current = '';
  const rewritten = lines.map((line) => {
    const name = /^([!-9;-~]+):/.exec(line)?.[1]?.toLowerCase();
    if (name) current = name;
    if (current === 'from' || current === 'reply-to' || current === 'sender') return line;
    if (current === 'message-id') {
      // Letters only, so no run of digits in it can pass for a year or a date.
      return line.replace(/<[^@<>]+@/, `<demo-${messageIdLetters()}@`);
    }
    const text = renamePeople(setAside(line), rewrite.people);
    return putBack(shiftDates(text, rewrite.days, current === 'subject' ? style : headerStyle));
  });
  const text = `${rewritten.join(eol)}${eol}${eol}${putBack(rewriteText(setAside(body), rewrite, style))}`;
  const movedSentAt =
    sentAt && !Number.isNaN(sentAt.getTime()) ? new Date(sentAt.getTime() + rewrite.days * 86_400_000) : null;
  return { text, sentAt: movedSentAt, style };
}
