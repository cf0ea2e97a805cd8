const TITLES =
  /^(?:MR|MRS|MS|MISS|MSTR|DR|PROF|HERR|FRAU|M|MME|MLLE|SR|SRA|SRTA|SIG|SIG\.RA|SIG\.NA|SIGRA|SIGNORA|SIGNOR|MONSIEUR|MADAME|MADEMOISELLE|SEÑORA|SEÑOR|SENORA|SENOR|DHR|MENEER|MEVROUW|MEVR)\.?$/i;

/** Whether a word is a salutation (`Monsieur`, `Frau`, `Mr.`). */
export function isTitle(word: string): boolean {
  return TITLES.test(word);
}

/** Drops salutations ("MR", "Frau", "Mme") from either end of a name and folds white space. */
export function stripTitles(name: string): string {
  const words = name.trim().split(/\s+/);
  while (words.length > 1 && TITLES.test(words[0] ?? '')) words.shift();
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
