import { describe, expect, it } from 'vitest';
import { parsePassStrings } from './parse-pass-strings.js';

const utf16le = (text: string) => new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);

describe('parsePassStrings', () => {
  it('reads UTF-16 tables with comments and escapes', () => {
    const table = parsePassStrings(
      utf16le(
        '/* header */\n"gate" = "Gate";\n// a note with "quotes"\n"msg" = "Say \\"hi\\"\\nnow";\n"eur" = "\\U20AC";',
      ),
    );
    expect(Object.fromEntries(table)).toEqual({ gate: 'Gate', msg: 'Say "hi"\nnow', eur: '€' });
  });

  it('reads UTF-8 tables, with or without a byte-order mark', () => {
    expect(parsePassStrings(new TextEncoder().encode('\uFEFF"a" = "Ä";')).get('a')).toBe('Ä');
    expect(parsePassStrings(new TextEncoder().encode('"a"="b";')).get('a')).toBe('b');
  });

  it('ignores garbage', () => {
    expect(parsePassStrings(new Uint8Array([0, 1, 2, 3, 255])).size).toBe(0);
  });
});
