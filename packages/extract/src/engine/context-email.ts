import { findForwardedHeader } from '../processors/mime/forwarded-header.js';
import type { ExtractContext } from './types.js';

/** The context an email gives the document it carried: its (original) sender, subject and date. */
export async function contextFromEmail(bytes: Uint8Array): Promise<ExtractContext> {
  try {
    // The MIME parser loads with the first email, not with the engine.
    const { simpleParser } = await import('../processors/mime/mailparser.js');
    const parsed = await simpleParser(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      skipImageLinks: true,
      skipTextToHtml: true,
      skipTextLinks: true,
    });
    const from = parsed.from?.value[0]?.address?.toLowerCase();
    const forwarded = parsed.text ? findForwardedHeader(parsed.text) : undefined;
    return {
      from: forwarded?.from ?? from,
      forwardedBy: forwarded ? from : undefined,
      subject: forwarded?.subject ?? parsed.subject,
      date: forwarded?.date ?? parsed.date,
    };
  } catch {
    return {};
  }
}
