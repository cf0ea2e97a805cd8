import { readFileSync } from 'node:fs';
import { simpleParser } from '../processors/mime/mailparser.js';
import type { CorpusCase } from './cases.js';
import { type CaseResult, readingOf } from './run-cases.js';
import { scoreCase } from './score.js';

/**
 * How a traveller forwards a booking to a mailbox: `webmail` as Gmail does (the original's headers under a marker
 * line over its body, its HTML's body inside a quote block); `outlook` as Outlook does (a rule, then `From:`,
 * `Sent:` with the day written out, `To:`, `Subject:`, the labels bold in HTML); `quoted` as Apple Mail and others
 * forward plain text (every line behind `> ` under `Begin forwarded message:`).
 */
export type ForwardStyle = 'webmail' | 'outlook' | 'quoted';
export const FORWARD_STYLES: readonly ForwardStyle[] = ['webmail', 'outlook', 'quoted'];

/** The original mail of a case: its sender, subject, day of sending and body, as a mail client shows them to forward. */
export interface Original {
  from: string;
  subject: string;
  date: Date;
  text?: string;
  html?: string;
}

export async function originalOf(c: CorpusCase): Promise<Original | undefined> {
  const bytes = readFileSync(c.inputPath);
  if (c.inputPath.endsWith('.eml')) {
    const mail = await simpleParser(bytes);
    if (!mail.from?.text || !mail.date) return undefined;
    const html = typeof mail.html === 'string' ? mail.html : undefined;
    // A client forwards the HTML it shows; the text part only of a mail that has no HTML.
    return {
      from: mail.from.text,
      subject: mail.subject ?? '',
      date: mail.date,
      ...(html ? { html } : { text: mail.text }),
    };
  }
  // A text body with the mail that carried it: the body of a mail, unlike a ticket's barcode text.
  if (!c.inputPath.endsWith('.txt') || !c.contextPath) return undefined;
  const context = await simpleParser(readFileSync(c.contextPath));
  if (!context.from?.text || !context.date) return undefined;
  return { from: context.from.text, subject: context.subject ?? '', date: context.date, text: bytes.toString('utf8') };
}

/** What a client keeps of an HTML mail in a forward: the body's markup, without the head, its styles and scripts. */
function bodyMarkup(html: string): string {
  const body = /<body[^>]*>([\s\S]*?)(?:<\/body>|$)/i.exec(html)?.[1] ?? html;
  return body.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '').replace(/<!DOCTYPE[^>]*>|<\/?html[^>]*>/gi, '');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A day as Outlook writes it in a forward's `Sent:` line: `Wednesday, October 28, 2026 6:20 PM`, in UTC. */
function outlookDay(date: Date): string {
  const day = date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const clock = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return `${day} ${clock}`;
}

/** The header lines of a forward in the given style: label and value, after the lines that open them. */
function headerLines(original: Original, style: ForwardStyle): { opening: string[]; fields: [string, string][] } {
  const to = 'Traveller <traveller@example.org>';
  if (style === 'outlook')
    return {
      opening: ['________________________________'],
      fields: [
        ['From', original.from],
        ['Sent', outlookDay(original.date)],
        ['To', to],
        ['Subject', original.subject],
      ],
    };
  return {
    opening: ['---------- Forwarded message ---------'],
    fields: [
      ['From', original.from],
      ['Date', original.date.toUTCString()],
      ['Subject', original.subject],
      ['To', to],
    ],
  };
}

/** The case's mail forwarded by its traveller in the given style, an hour after it came; none for a case of no mail. */
export async function forwardedMail(c: CorpusCase, style: ForwardStyle): Promise<string | undefined> {
  const original = await originalOf(c);
  if (!original) return undefined;
  const { opening, fields } = headerLines(original, style);
  const header = [...opening, ...fields.map(([label, value]) => `${label}: ${value}`), ''];
  let type = 'text/plain';
  let body: string;
  if (style === 'quoted') {
    if (original.text === undefined) return undefined;
    const quoted = [...header.slice(opening.length), ...original.text.split(/\r?\n/)].map((line) => `> ${line}`);
    body = ['Begin forwarded message:', '', ...quoted].join('\n');
  } else if (original.html !== undefined) {
    type = 'text/html';
    const shown =
      style === 'outlook'
        ? `<hr><div id="divRplyFwdMsg">${fields.map(([label, value]) => `<b>${label}:</b> ${escapeHtml(value)}`).join('<br>')}</div><br>`
        : `<div class="gmail_attr">${header.map(escapeHtml).join('<br>')}</div>`;
    body = `<div dir="ltr"><div class="gmail_quote">${shown}${bodyMarkup(original.html)}</div></div>`;
  } else {
    body = [...header, original.text ?? ''].join('\n');
  }
  const sent = new Date(original.date.getTime() + 3_600_000);
  return singlePartMail({
    from: 'Traveller <traveller@example.org>',
    subject: `Fwd: ${original.subject}`,
    date: sent,
    type,
    body,
  });
}

/** A mail of one part in UTF-8, sent to the mailbox: its sender, subject, day, the part's type and body. */
export function singlePartMail(mail: {
  from: string;
  subject: string;
  date: Date;
  type: string;
  body: string;
}): string {
  return [
    `From: ${mail.from}`,
    'To: trips@example.com',
    `Subject: ${mail.subject}`,
    `Date: ${mail.date.toUTCString().replace('GMT', '+0000')}`,
    'MIME-Version: 1.0',
    `Content-Type: ${mail.type}; charset=utf-8`,
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.body,
  ].join('\r\n');
}

/** The case scored on its mail forwarded in the given style; undefined for a case that is no mail. */
export async function runForwarded(c: CorpusCase, style: ForwardStyle): Promise<CaseResult | undefined> {
  const mail = await forwardedMail(c, style);
  if (mail === undefined) return undefined;
  const { produced, diagnostics } = await readingOf(mail, { fileName: 'forwarded.eml' });
  return { case: c, score: scoreCase(c.expected, produced), diagnostics };
}
