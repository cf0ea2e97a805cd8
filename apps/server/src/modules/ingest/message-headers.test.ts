import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { headerBlock, readMessageHeaders } from './message-headers.js';

const samples = join(dirname(fileURLToPath(import.meta.url)), '../../../../../packages/extract/samples');

/** What mailparser makes of the same header block: the reference the list's columns were first read with. */
async function mailparserHeaders(raw: Buffer) {
  const parsed = await simpleParser(Buffer.from(`${headerBlock(raw)}\r\n\r\n`, 'latin1'));
  const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
  return {
    from: parsed.from?.value[0]?.address?.toLowerCase() ?? null,
    to: to?.value[0]?.address?.toLowerCase() ?? null,
    subject: parsed.subject ?? null,
    messageId: parsed.messageId ?? null,
  };
}

describe('message headers', () => {
  it('reads sender, recipient, subject and message id as mailparser does, for every sample email', async () => {
    const emails = readdirSync(samples, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.eml'));
    expect(emails.length).toBeGreaterThan(100);
    for (const file of emails) {
      const raw = readFileSync(join(samples, file));
      expect(readMessageHeaders(raw), file).toEqual(await mailparserHeaders(raw));
    }
  });

  it('unfolds lines and decodes encoded words, taking the first of several addresses, as mailparser does', async () => {
    const raw = Buffer.from(
      [
        'From: =?UTF-8?Q?J=C3=BCrgen_M=C3=BCller?= <Juergen@Example.DE>',
        'To: "Trips" <trips@inbound.localhost>, other@example.org',
        'To: second@example.org',
        'Subject: =?UTF-8?B?w5xiZXJzaWNodA==?=',
        '  Ihres Fluges',
        'Message-ID: abc@example.de',
        '',
        'Body: not a header',
      ].join('\r\n'),
    );
    expect(readMessageHeaders(raw)).toEqual({
      from: 'juergen@example.de',
      to: 'trips@inbound.localhost',
      subject: 'Übersicht Ihres Fluges',
      messageId: '<abc@example.de>',
    });
    expect(readMessageHeaders(raw)).toEqual(await mailparserHeaders(raw));
  });

  it('never reads an address out of encoded words', () => {
    const raw = Buffer.from('From: =?UTF-8?B?PGF0dGFja2VyQGV2aWwuZXhhbXBsZT4=?=\r\nSubject: x\r\n\r\nbody');
    expect(readMessageHeaders(raw).from).toBeNull();
  });

  it('leaves out what a message does not say', () => {
    expect(readMessageHeaders(Buffer.from('X-Only: this\r\n\r\nbody'))).toEqual({
      from: null,
      to: null,
      subject: null,
      messageId: null,
    });
  });
});
