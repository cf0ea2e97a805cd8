import { DateTime } from 'luxon';

type TokenParser = ReturnType<typeof DateTime.buildFormatParser>;

const parsers = new Map<string, TokenParser>();

/**
 * A day or time written in a luxon format in a locale (`d MMMM yyyy`, `de`), read as UTC wall-clock time. Building
 * a format's parser asks Intl for the locale's month and day names and compiles a pattern: done once per format
 * and locale, not once per value (it was most of the engine's time on passes, whose every field may be a date).
 */
export function parseWithFormat(text: string, format: string, locale: string): DateTime {
  const key = `${locale}\u0000${format}`;
  let parser = parsers.get(key);
  if (!parser) {
    parser = DateTime.buildFormatParser(format, { locale });
    parsers.set(key, parser);
  }
  return DateTime.fromFormatParser(text, parser, { locale, zone: 'utc' });
}
