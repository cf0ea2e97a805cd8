/** The first capture of a pattern in a text, trimmed; undefined when it does not match. */
export function capture(text: string, pattern: RegExp): string | undefined {
  const value = pattern.exec(text)?.[1]?.trim();
  return value ? value : undefined;
}

/** Every match of a global pattern. */
export function matchAll(text: string, pattern: RegExp): RegExpExecArray[] {
  return [...text.matchAll(pattern)];
}

/** Splits a text into blocks, each starting at a line that matches the marker. */
export function blocksStartingWith(text: string, marker: RegExp): string[] {
  const lines = text.split(/\r?\n/);
  const blocks: string[] = [];
  let current: string[] | undefined;
  for (const line of lines) {
    if (marker.test(line)) {
      if (current) blocks.push(current.join('\n'));
      current = [line];
    } else if (current) {
      current.push(line);
    }
  }
  if (current) blocks.push(current.join('\n'));
  return blocks;
}

// Words that say a booking was called off. Nouns alone ("free cancellation until…", "Stornierung",
// "conditions d'annulation") appear in every confirmation's small print, so only states and receipts count.
const CANCELLED =
  /(?<![a-zà-ÿ])(?:cancell?ed|cancell?ation confirmation|storniert|stornierungsbestätigung|annulée?s?|confirmation d['’]annulation|cancelad[ao]s?|cancellat[ao]|geannuleerd|avbokad|zrušen[aáo]?)(?![a-zà-ÿ])/i;

/** Whether the document announces a cancellation rather than a booking (subject or opening lines). */
export function isCancellation(text: string, subject?: string): boolean {
  return CANCELLED.test(subject ?? '') || CANCELLED.test(text.slice(0, 600));
}
