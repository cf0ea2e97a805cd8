import { describe, expect, it } from 'vitest';
import { personFromFamilyFirst, stripTitles } from './names.js';

describe('names', () => {
  it('drops salutations in several languages', () => {
    expect(stripTitles('MR John Doe')).toBe('John Doe');
    expect(stripTitles('Frau Anna Weber')).toBe('Anna Weber');
    expect(stripTitles('KONQUI KATIE MS')).toBe('KONQUI KATIE');
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
});
