import { describe, expect, it } from 'vitest';
import { familyGroup, isNameFieldLine, personFromFamilyFirst, stripTitles } from './names.js';

describe('names', () => {
  it('drops salutations in several languages', () => {
    expect(stripTitles('MR John Doe')).toBe('John Doe');
    expect(stripTitles('Frau Anna Weber')).toBe('Anna Weber');
    expect(stripTitles('KONQUI KATIE MS')).toBe('KONQUI KATIE');
  });

  it("drops the Italian, Spanish and Dutch salutations' abbreviations", () => {
    expect(stripTitles('Sig.ra Giulia Neri')).toBe('Giulia Neri');
    expect(stripTitles('Srta. Lucía Gil')).toBe('Lucía Gil');
    expect(stripTitles('Dhr. Bram Visser')).toBe('Bram Visser');
    expect(stripTitles('Mevrouw Eva Smit')).toBe('Eva Smit');
  });

  it('drops the Polish and Czech salutations before a given and a family name only', () => {
    expect(stripTitles('Pan Jan Kowalski')).toBe('Jan Kowalski');
    expect(stripTitles('Pani Anna Nowak')).toBe('Anna Nowak');
    expect(stripTitles('Paní Jana Dvořáková')).toBe('Jana Dvořáková');
    // Pan is a family name too.
    expect(stripTitles('Pan Wei')).toBe('Pan Wei');
    expect(stripTitles('WEI PAN')).toBe('WEI PAN');
  });

  it('drops the salutations written out in full in French, Spanish and Dutch', () => {
    expect(stripTitles('Monsieur MOREAU JULIEN')).toBe('MOREAU JULIEN');
    expect(stripTitles('Madame Claire Dupont')).toBe('Claire Dupont');
    expect(stripTitles('Mademoiselle Léa Roux')).toBe('Léa Roux');
    expect(stripTitles('Señora Lucía Gil')).toBe('Lucía Gil');
    expect(stripTitles('Meneer Bram Visser')).toBe('Bram Visser');
  });

  it('turns family-name-first forms around', () => {
    expect(personFromFamilyFirst('DOE, JOHN')).toEqual({
      '@type': 'Person',
      name: 'JOHN DOE',
      givenName: 'JOHN',
      familyName: 'DOE',
    });
    expect(personFromFamilyFirst('KONQUI/KATIE MS').name).toBe('KATIE KONQUI');
  });

  it("gives the people of a name field's family group, none for a seat booked for nobody", () => {
    expect(familyGroup('KONQUI/KATIE MS')).toEqual(['KONQUI/KATIE MS']);
    expect(familyGroup('DELACRUZ/ANTON/ELENA MRS')).toEqual(['DELACRUZ/ANTON', 'DELACRUZ/ELENA MRS']);
    expect(familyGroup('DELACRUZ/ANTON/EXST')).toEqual(['DELACRUZ/ANTON']);
    expect(isNameFieldLine(' 1.2DELACRUZ/ANTON/EXST  2.1MORALES/PEDRO JOSE')).toBe(true);
    expect(isNameFieldLine(' FQ-USD 515.00/USD 35.60US/USD 97.66XT')).toBe(false);
  });
});
