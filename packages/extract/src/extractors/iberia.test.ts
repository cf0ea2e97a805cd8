import { describe, expect, it } from 'vitest';
import { iberia } from './iberia.js';
import { loadCorpusCase } from './testing/cases.js';
import { expectExtraction } from './testing/expect-case.js';

describe('iberia', () => {
  it('reads four flights, resolving the year from the mail date', async () => {
    expectExtraction(iberia, await loadCorpusCase('x-iberia-iberia-1-txt'));
  });

  it('turns the family-name-first passenger into a person', async () => {
    const [flight] = iberia.extract((await loadCorpusCase('x-iberia-iberia-1-txt')).input);
    expect(flight?.underName).toMatchObject({ name: 'JOHN DOE', givenName: 'JOHN', familyName: 'DOE' });
  });
});
