import { simpleParser } from 'mailparser';

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

/** Reads sender, recipient, subject and message id from the header block only, so large bodies cost nothing. */
export async function readMessageHeaders(raw: Buffer): Promise<MessageHeaders> {
  const parsed = await simpleParser(Buffer.from(`${headerBlock(raw)}\r\n\r\n`, 'latin1'), {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
  const from = parsed.from?.value[0]?.address?.toLowerCase() ?? null;
  const toField = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
  return {
    from,
    to: toField?.value[0]?.address?.toLowerCase() ?? null,
    subject: parsed.subject ?? null,
    messageId: parsed.messageId ?? null,
  };
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
