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

/** Whether the document announces a cancellation rather than a booking. */
export function isCancellation(text: string, subject?: string): boolean {
  const pattern =
    /\b(?:cancell?ed|cancell?ation confirm|storniert|stornierung|annul(?:é|e|ée)|annulation|cancelad[ao]|cancellat[ao]|geannuleerd|avbokad)\b/i;
  return pattern.test(subject ?? '') || pattern.test(text.slice(0, 600));
}
