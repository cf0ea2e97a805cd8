/** Letters that are not a base letter with an accent, spelt out in plain Latin letters. */
export const SPELT_OUT_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

/**
 * Lower case, accents off, special letters spelt out (`ß` → `ss`, `ø` → `o`): how names of places and people are
 * compared whatever their spelling (`Zürich` and `ZURICH`, `Søren` and `SOREN`).
 */
export function plainLetters(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøłđðþıħ]/g, (ch) => SPELT_OUT_LETTERS[ch] ?? ch);
}
