import type { EmailAttachment } from '@tripline/contracts';
import { type Attachment, simpleParser } from 'mailparser';
import sanitizeHtml from 'sanitize-html';
import { AppError } from '../../http/app-error.js';

/** The parts of a stored message the console shows. */
export interface OpenedMessage {
  headers: { name: string; value: string }[];
  html: string | null;
  text: string | null;
  attachments: Attachment[];
}

/**
 * A stored message the parser refuses to open (mailparser stops at 1,000 MIME parts, so thousands of nested levels
 * or attachments): its views answer 422 and its detail lists no attachments, as its parse failed the same way.
 */
export const unopenableMessage = (reason: string) =>
  new AppError('validation_failed', `This email cannot be opened: ${reason}.`);

/** Parses a raw message for display; inline images referenced by cid become data: URLs. */
export async function openMessage(raw: Buffer): Promise<OpenedMessage> {
  let parsed: Awaited<ReturnType<typeof simpleParser>>;
  try {
    parsed = await simpleParser(raw, { skipTextLinks: true });
  } catch (error) {
    throw unopenableMessage(error instanceof Error ? error.message : String(error));
  }
  const headers = parsed.headerLines.map(({ line }) => {
    const colon = line.indexOf(':');
    return {
      name: line.slice(0, colon).trim(),
      value: line
        .slice(colon + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    };
  });
  return {
    headers,
    html: typeof parsed.html === 'string' ? parsed.html : null,
    text: parsed.text ?? null,
    attachments: parsed.attachments,
  };
}

/** Attachments as the API lists them. */
export function describeAttachments(attachments: readonly Attachment[]): EmailAttachment[] {
  return attachments.map((attachment, index) => ({
    index,
    filename: attachment.filename ?? null,
    content_type: attachment.contentType,
    size: attachment.size,
  }));
}

const SAFE_STYLE_VALUE = /^(?!.*(url\s*\(|expression\s*\(|@import|javascript:)).*$/i;
const STYLE_PROPERTIES = [
  'color',
  'background-color',
  'font',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-align',
  'text-decoration',
  'line-height',
  'vertical-align',
  'width',
  'height',
  'max-width',
  'min-width',
  'margin',
  'margin-top',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'padding',
  'padding-top',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'border',
  'border-top',
  'border-bottom',
  'border-left',
  'border-right',
  'border-collapse',
  'border-radius',
  'display',
  'white-space',
];

/**
 * Makes an email's HTML safe to show: no scripts, no event handlers, no style sheets, and nothing that loads
 * from the network (images only from data: URLs). The console still shows it in a sandboxed iframe.
 */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'center', 'font', 'span', 'u', 's'],
    allowedAttributes: {
      '*': ['style', 'align', 'valign', 'width', 'height', 'bgcolor', 'color', 'dir', 'colspan', 'rowspan', 'title'],
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      font: ['face', 'size', 'color'],
      table: ['border', 'cellpadding', 'cellspacing'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['data'] },
    allowedStyles: { '*': Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, [SAFE_STYLE_VALUE]])) },
    // The schemes above judge only URLs that name one: a relative, protocol-relative (//host) or backslashed
    // (\\host) source would still load from the network, so an image keeps its source only when it is data:.
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
      img: (tagName, attribs) => {
        const { src, ...rest } = attribs;
        return { tagName, attribs: src !== undefined && /^data:/i.test(src.trim()) ? { src, ...rest } : rest };
      },
    },
  });
}
