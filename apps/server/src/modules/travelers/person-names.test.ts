import { describe, expect, it } from 'vitest';
import { nameWords, sameName } from './person-names.js';

const same = (a: string, b: string) => sameName(nameWords(a), nameWords(b));

describe('person names', () => {
  it('matches a name whatever its accents, case, order, titles and middle names', () => {
    expect(same('VOGEL/MARKUS MR', 'Markus Vogel')).toBe(true);
    expect(same('Mr Markus Johann Vogel', 'markus vogel')).toBe(true);
    expect(same('Zoë Müller-Lüdenscheidt', 'MULLER LUDENSCHEIDT/ZOE MS')).toBe(true);
    expect(same('Dr. Seán Ó Murchú', 'Sean O Murchu')).toBe(true);
    expect(same('Frau Anna Berger', 'BERGER/ANNA')).toBe(true);
    expect(same('Søren Groß', 'GROSS/SOREN MR')).toBe(true);
    expect(same('Łukasz Wróbel', 'WROBEL/LUKASZ MR')).toBe(true);
  });

  it('does not match another person, a single word or an empty name', () => {
    expect(same('Markus Vogel', 'Martin Vogel')).toBe(false);
    expect(same('Vogel', 'Markus Vogel')).toBe(false);
    expect(same('VOGEL/MR', 'Markus Vogel')).toBe(false);
    expect(same('', 'Markus Vogel')).toBe(false);
    expect(same('Anna Anna', 'Anna Berger')).toBe(false);
  });
});
