import { sniffKind } from '../../engine/sniff-kind.js';
import type { ChildDocument, Diagnostic, DocumentKind, DocumentProcessor, EmailInfo } from '../../engine/types.js';
import { htmlToPlainText } from '../html/html-to-plain-text.js';
import { findForwardedHeader } from './forwarded-header.js';
import { type Attachment, simpleParser } from './mailparser.js';
import { quotedSender, quotedSenderInHtml, unquoteReply } from './reply-quote.js';

const MIME_KINDS: Record<string, DocumentKind> = {
  'message/rfc822': 'eml',
  'text/html': 'html',
  'text/plain': 'text',
  'text/calendar': 'ics',
  'application/ics': 'ics',
  'application/pdf': 'pdf',
  'application/vnd.apple.pkpass': 'pkpass',
  'application/json': 'json',
  'application/ld+json': 'json',
};

/** Images below this size are logos and spacers, not barcodes worth decoding. */
const MIN_IMAGE_BYTES = 1024;
const MAX_IMAGES = 8;

function attachmentKind(att: Attachment): DocumentKind {
  const byType = MIME_KINDS[att.contentType.toLowerCase()];
  // A calendar sent as plain text (`BAHN_2024-12-27_Hinrueckfahrt_.ics` as text/plain) is read as the calendar it is,
  // and so is a PDF ticket some senders label text/plain.
  if (byType === 'text') {
    const sniffed = sniffKind(att.content, att.filename);
    if (sniffed === 'ics' || sniffed === 'pdf') return sniffed;
  }
  if (byType) return byType;
  if (att.contentType.startsWith('image/')) return 'image';
  return sniffKind(att.content, att.filename);
}

function attachmentDocuments(attachments: readonly Attachment[]): ChildDocument[] {
  const docs: ChildDocument[] = [];
  let images = 0;
  for (const att of attachments) {
    const kind = attachmentKind(att);
    if (kind === 'image' && (att.size < MIN_IMAGE_BYTES || ++images > MAX_IMAGES)) continue;
    const bytes = new Uint8Array(att.content.buffer, att.content.byteOffset, att.content.byteLength);
    const isInline = kind === 'image' && (att.related === true || att.contentDisposition === 'inline');
    docs.push({
      kind,
      bytes,
      name: att.filename ?? att.contentType,
      mimeType: att.contentType,
      ...(isInline ? { isInline } : {}),
    });
  }
  return docs;
}

/** Every forward block has a sender line; HTML without one needs no conversion to look for it. */
function mayHoldForward(html: string): boolean {
  return /(?<!\p{L})(?:From|Von|De|Da|Van|Från|Fra|Od|От|Lähettäjä)\s*(?:<\/[a-z]+>)?\s*:/iu.test(html);
}

/** The name beside the sender's address (`Air India <noreply@airindia.com>`), when one is given. */
function nameOf(value: unknown): string | undefined {
  const list = (Array.isArray(value) ? value : [value]) as { value?: { name?: string }[] }[];
  return list[0]?.value?.[0]?.name?.trim() || undefined;
}

function addressOf(value: unknown): string | undefined {
  const list = (Array.isArray(value) ? value : [value]) as { value?: { address?: string }[] }[];
  return list[0]?.value?.[0]?.address?.toLowerCase() || undefined;
}

/** An RFC 5322 message: its bodies and attachments become child documents; forwards reveal the original sender. */
export const processMime: DocumentProcessor = async (doc) => {
  const diagnostics: Diagnostic[] = [];
  const source = doc.bytes
    ? Buffer.from(doc.bytes.buffer, doc.bytes.byteOffset, doc.bytes.byteLength)
    : (doc.text ?? '');
  let parsed: Awaited<ReturnType<typeof simpleParser>>;
  try {
    parsed = await simpleParser(source, {
      skipImageLinks: true,
      skipTextToHtml: true,
      skipTextLinks: true,
      // mailparser's own HTML-to-text pass costs several times the rest of the parse; the HTML processor does it.
      skipHtmlToText: true,
      keepCidLinks: true,
      maxHtmlLengthToParse: 5_000_000,
    });
  } catch (err) {
    return {
      reservations: [],
      documents: [],
      diagnostics: [
        { level: 'error', code: 'mime-malformed', message: `Unreadable email: ${(err as Error).message ?? err}` },
      ],
    };
  }
  const html = typeof parsed.html === 'string' ? parsed.html : undefined;
  const text = parsed.text ?? '';
  const from = addressOf(parsed.from);
  const forwarded = findForwardedHeader(text || (html && mayHoldForward(html) ? htmlToPlainText(html) : ''));
  // A plain-text reply quoting the booking names its original sender on its attribution line.
  const quotedFrom = forwarded ? undefined : (quotedSender(text) ?? (html ? quotedSenderInHtml(html) : undefined));
  const originalFrom = forwarded?.from ?? quotedFrom;
  const email: EmailInfo = {
    from,
    originalFrom: originalFrom ?? from,
    forwardedBy: originalFrom ? from : undefined,
    subject: forwarded?.subject ?? parsed.subject,
    date: forwarded?.date ?? parsed.date,
  };
  const childContext = {
    from: email.originalFrom,
    // A forward's outer sender is the one who forwarded it, not the booking's: the forwarded block names the booking's.
    senderName: forwarded ? forwarded.fromName : originalFrom ? undefined : nameOf(parsed.from),
    subject: email.subject,
    date: email.date ?? parsed.date,
  };
  const documents: ChildDocument[] = [];
  if (html) documents.push({ kind: 'html', text: html, name: 'body', mimeType: 'text/html', context: childContext });
  else if (text.trim())
    documents.push({
      kind: 'text',
      text: unquoteReply(text),
      name: 'body',
      mimeType: 'text/plain',
      context: childContext,
    });
  for (const child of attachmentDocuments(parsed.attachments ?? []))
    documents.push({ ...child, context: childContext });
  if (!html && !text.trim() && documents.length === 0) {
    diagnostics.push({ level: 'info', code: 'mime-empty', message: 'The email has no body and no attachments' });
  }
  return { reservations: [], documents, diagnostics, email };
};
