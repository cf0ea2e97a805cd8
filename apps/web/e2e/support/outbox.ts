import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a mailed message. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for a message to `address` in the server's outbox and returns the first match of `pattern` in it. */
export async function waitForMailedLink(dataDir: string, address: string, pattern: RegExp): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    for (const name of names.sort().reverse()) {
      const message = decodeQuotedPrintable(await readFile(join(outbox, name), 'utf8'));
      if (!message.toLowerCase().includes(address.toLowerCase())) continue;
      const match = message.match(pattern);
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No message to ${address} matching ${pattern} arrived`);
}
