import { decodeHTML } from 'entities/lib/decode.js';

function stripTrailingCommas(text: string): string {
  return text.replace(/,(\s*[}\]])/g, '$1');
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Parses JSON as senders write it into HTML: wrapped in comments or CDATA, with trailing commas, with HTML
 * entities, with raw line breaks inside strings, or several objects one after another.
 */
export function parseLenientJson(raw: string): unknown {
  const text = raw
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, '')
    .replace(/^<!\[CDATA\[|\]\]>$/g, '')
    .trim();
  if (!text) return undefined;
  // Each repair is made only when the ones before it did not parse: most scripts are plain JSON.
  const attempts = [
    () => text,
    () => stripTrailingCommas(text),
    () => stripTrailingCommas(decodeHTML(text)),
    () => stripTrailingCommas(text.replace(/[\r\n\t]+/g, ' ')),
    () => stripTrailingCommas(decodeHTML(text).replace(/[\r\n\t]+/g, ' ')),
    () => `[${stripTrailingCommas(text.replace(/}\s*{/g, '},{'))}]`,
  ];
  for (const attempt of attempts) {
    const value = tryParse(attempt());
    if (value !== undefined) return value;
  }
  return undefined;
}
