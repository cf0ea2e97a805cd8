const TITLES =
  /^(?:MR|MRS|MS|MISS|MX|MSTR|DR|PROF|HERR|FRAU|M|MME|MLLE|SR|SRA|SRTA|SIG|SIG\.RA|SIG\.NA|SIGRA|SIGNORA|SIGNOR|MONSIEUR|MADAME|MADEMOISELLE|SEÑORA|SEÑOR|SENORA|SENOR|DHR|MENEER|MEVROUW|MEVR)\.?$/i;

/** The titles an airline writes after a passenger's given names (`DOE/JOHN MR`, `DOE/JOHN/MR`). */
const AIRLINE_TITLE = /^(?:MR|MRS|MS|MISS|MSTR|DR|PROF)$/i;

/** Whether a word is a title as an airline writes it after the given names (`MR`, `MSTR`). */
export function isAirlineTitle(word: string): boolean {
  return AIRLINE_TITLE.test(word);
}

/** Given names without the airline's title after them: `JOHN MR` → `JOHN`. */
export function withoutAirlineTitle(given: string): string {
  return given.replace(/\s+(\S+)$/, (all, word: string) => (isAirlineTitle(word) ? '' : all));
}

/** Whether a word is a salutation (`Monsieur`, `Frau`, `Mr.`). */
export function isTitle(word: string): boolean {
  return TITLES.test(word);
}

/**
 * Polish and Czech salutations (`Pan Jan Kowalski`, `Paní Jana Nováková`): only before a given and a family name, as
 * `Pan` is also a family name (`Pan Wei`, `WEI PAN`).
 */
const LEADING_TITLES = /^(?:PAN|PANI|PANÍ)$/i;

/** Drops salutations ("MR", "Frau", "Mme") from either end of a name and folds white space. */
export function stripTitles(name: string): string {
  const words = name.trim().split(/\s+/);
  while (words.length > 1 && TITLES.test(words[0] ?? '')) words.shift();
  if (words.length > 2 && LEADING_TITLES.test(words[0] ?? '')) words.shift();
  while (words.length > 1 && TITLES.test(words[words.length - 1] ?? '')) words.pop();
  return words.join(' ');
}

/** A person as schema.org wants it, from a name written given-name first. */
export function person(name: string): { '@type': 'Person'; name: string } {
  return { '@type': 'Person', name: stripTitles(name) };
}

/** "DOE, JOHN" or "KONQUI/KATIE MS" (family name first) as "JOHN DOE", with given and family name. */
export function personFromFamilyFirst(text: string): {
  '@type': 'Person';
  name: string;
  givenName: string;
  familyName: string;
} {
  const [family = '', given = ''] = text.split(/\s*[,/]\s*/);
  const givenName = stripTitles(given);
  const familyName = family.trim();
  return { '@type': 'Person', name: `${givenName} ${familyName}`.trim(), givenName, familyName };
}

/** A reservation system's name field line: a passenger's number run on to a family name and its slash (`1.1KONQUI/`). */
const NAME_FIELD_LINE = /^\s*\d{1,2}\.\d{0,2}\s?[A-Z][A-Z'-]*\//;

/** Whether a line of a reservation system's display is its name field (`1.1KONQUI/KATIE MS  2.1KONQUI/DOCTOR MR`). */
export function isNameFieldLine(line: string): boolean {
  return NAME_FIELD_LINE.test(line);
}

/** Given names a reservation system writes for a seat that holds nobody: an extra seat, a seat for cabin baggage. */
const SEAT_PLACEHOLDER = /^(?:EXST|CBBG)$/;

/**
 * The people of one entry of a name field, family name first: `KONQUI/KATIE MS` is one, a family's group
 * `DELACRUZ/ANTON/ELENA MRS` two (`DELACRUZ/ANTON`, `DELACRUZ/ELENA MRS`), the extra seat of `DELACRUZ/ANTON/EXST` none.
 */
export function familyGroup(entry: string): string[] {
  const [family = '', ...given] = entry.split('/');
  return given
    .map((g) => g.trim())
    .filter((g) => g && !SEAT_PLACEHOLDER.test(g))
    .map((g) => `${family.trim()}/${g}`);
}
