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

/** Anything but printable ASCII, tabs and line breaks. */
const NOT_ASCII = /[^\t\n\r -~]/;

/**
 * Lower case, accents off, special letters spelt out (`ß` → `ss`, `ø` → `o`): how names of places and people are
 * compared whatever their spelling (`Zürich` and `ZURICH`, `Søren` and `SOREN`).
 */
export function plainLetters(text: string): string {
  // Plain ASCII has no accents or special letters: lower case is all (most labels and names, at a fraction of the cost).
  if (!NOT_ASCII.test(text)) return text.toLowerCase();
  let plain = '';
  for (let i = 0; i < text.length; i++) {
    const letter = LATIN_LETTERS[text.charCodeAt(i)];
    if (letter === undefined) return spellOut(text);
    plain += letter;
  }
  return plain;
}

function spellOut(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøłđðþıħ]/g, (ch) => SPELT_OUT_LETTERS[ch] ?? ch);
}

/**
 * Each character below U+0180 (ASCII, Latin-1 and Latin Extended-A: the accented letters of most European names)
 * folded alone. None of them is an accent of its own, and every accent they decompose into is one the folding drops,
 * so a text of them folds character by character to what the whole text folds to, without Unicode normalisation.
 */
const LATIN_LETTERS: readonly string[] = Array.from({ length: 0x180 }, (_, code) =>
  spellOut(String.fromCharCode(code)),
);
