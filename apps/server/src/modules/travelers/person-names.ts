import { plainLetters } from '@tripline/extract';

/** Forms of address and suffixes that booking systems add to a name and a person's record leaves out. */
const TITLES = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mstr',
  'mister',
  'master',
  'mx',
  'dr',
  'prof',
  'sir',
  'herr',
  'frau',
  'hr',
  'fr',
  'mme',
  'mlle',
  'm',
  'sr',
  'sra',
  'srta',
  'sig',
  'sigra',
  'chd',
  'inf',
  'adt',
  'jr',
  'ii',
  'iii',
]);

/**
 * The words of a person's name as a comparison needs them: accents, case and punctuation dropped (special letters
 * spelt out as the engine does for places: `ø` → `o`, `ß` → `ss`), titles left
 * out, in any order. The GDS form "VOGEL/MARKUS MR" gives the same words as "Markus Vogel".
 */
export function nameWords(name: string | null | undefined): string[] {
  if (!name) return [];
  const plain = plainLetters(name).replace(/[/,.()'’`-]+/g, ' ');
  return plain.split(/\s+/).filter((word) => word.length > 0 && !TITLES.has(word) && /\p{L}/u.test(word));
}

/**
 * Whether two names are one person's: the shorter has at least two words (a first and a last name) and each of
 * them is in the longer (which may add middle names). One word alone ("Vogel") never matches.
 */
export function sameName(a: readonly string[], b: readonly string[]): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length < 2) return false;
  const pool = [...longer];
  for (const word of shorter) {
    const at = pool.indexOf(word);
    if (at < 0) return false;
    pool.splice(at, 1);
  }
  return true;
}
