import { describe, expect, it } from 'vitest';
import { readFacts } from './labelled-facts.js';

describe('readFacts', () => {
  it('ends a place where an unknown label stands beside it, and still takes the day and time printed below', () => {
    const facts = readFacts('Departure: Montevideo        Open: No\n30/03/2017 11:00');
    expect(facts).toEqual([expect.objectContaining({ fact: 'depart', value: 'Montevideo 30/03/2017 11:00' })]);
  });

  it('reads no flight from a heading that names the section of flights below it', () => {
    const text = 'Flight details\nFlight: UA 110';
    const facts = readFacts(text, true, (line) => line === 'Flight details');
    expect(facts).toEqual([expect.objectContaining({ fact: 'flight', value: 'UA 110' })]);
  });

  it('reads no departure from a row of column headings, one label after another behind an arrow', () => {
    const facts = readFacts('        FROM                      ->TO                  CLASS\nFare: Saver');
    expect(facts.filter((f) => f.fact === 'depart' || f.fact === 'arrive')).toEqual([]);
  });
});
