/**
 * PostgreSQL keeps no NUL character in text or JSON, so text read out of what arrives (mail, imported files) is kept
 * without it; requests are refused instead (http/refuse-nul.ts), as their author can send them again.
 */
const NUL = '\u0000';

/** The text without its NUL characters. */
export function withoutNul(text: string): string {
  return text.includes(NUL) ? text.replaceAll(NUL, '') : text;
}

/** Removes NUL characters from every string in plain objects and arrays, in place; anything else is left as it is. */
export function dropNulDeep<T>(value: T): T {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = dropNulDeep(value[i]);
  } else if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = dropNulDeep(record[key]);
  } else if (typeof value === 'string') {
    return withoutNul(value) as T;
  }
  return value;
}
