/**
 * Rules for the email body's iframe: nothing may load from the network and nothing may run. The iframe's empty
 * `sandbox` attribute already stops scripts, forms and navigation; this policy also stops remote images, fonts,
 * stylesheets and frames, which tell a sender the message was opened.
 */
export const EMAIL_FRAME_POLICY =
  "default-src 'none'; img-src data: cid:; style-src 'unsafe-inline'; font-src data:; frame-src 'none'; form-action 'none'";

/** The HTML of an email as the srcdoc of a sandboxed iframe, with the no-remote-loads policy first in the head. */
export function sandboxedDocument(html: string): string {
  const policy = `<meta http-equiv="Content-Security-Policy" content="${EMAIL_FRAME_POLICY}">`;
  return `<!doctype html><html><head>${policy}<meta charset="utf-8"><base target="_blank"></head><body>${html}</body></html>`;
}
