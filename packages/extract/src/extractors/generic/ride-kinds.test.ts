import { describe, expect, it } from 'vitest';
import { BUS_WORDS, FERRY_WORDS, kindSpokenOf, kindsSpokenOf, RAIL_WORDS, wordsFound } from './ride-kinds.js';

describe('wordsFound', () => {
  it('finds a word of its own where the pattern with its look behind would, over random texts', () => {
    // Words of each list in several cases, letters before and after them (one of two code units, a lone surrogate),
    // and what sets words apart.
    const pieces = ['bus', 'BUSES', 'Autobusu', 'tåg', 'Zug', 'rail', 'trains', 'ferry', 'Fähre', 'a', 'é', 'ſ'];
    pieces.push('𝐀', '\ud835', '\udc00', ' ', '-', '1', '\n', 'K');
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const lists = [BUS_WORDS, RAIL_WORDS, FERRY_WORDS];
    const patterns = lists.map((words) => new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, 'iu'));
    const finders = lists.map(wordsFound);
    const found = [0, 0, 0];
    for (let n = 0; n < 20000; n++) {
      let text = '';
      const length = 1 + Math.floor(random() * 10);
      for (let k = 0; k < length; k++) text += pieces[Math.floor(random() * pieces.length)];
      for (const [k, pattern] of patterns.entries()) {
        const expected = pattern.test(text);
        if (expected) found[k] = (found[k] ?? 0) + 1;
        expect(finders[k]?.(text), JSON.stringify([k, text])).toBe(expected);
      }
    }
    for (const count of found) expect(count).toBeGreaterThan(1000);
  });

  it('tells the one kind of ride a text speaks of', () => {
    expect(kindSpokenOf('Your bus leaves at 9:30')).toBe('bus');
    expect(kindSpokenOf('Omnibus times; the Zug leaves')).toBe('train');
    expect(kindSpokenOf('By ferry, then by bus')).toBeUndefined();
  });

  it('hears of buses in the bay a coach leaves from', () => {
    expect(kindSpokenOf('Preséntate en la dársena 15 minutos antes de la salida')).toBe('bus');
    expect(kindSpokenOf('Abfahrt am Bussteig 4')).toBe('bus');
    expect(kindSpokenOf('Embarque en la dársena del puerto; el ferry zarpa a las 9')).toBeUndefined();
  });

  it('tells a text that speaks of no ride from one that speaks of several', () => {
    expect(kindsSpokenOf('By ferry, then by bus')).toEqual(['bus', 'ferry']);
    expect(kindsSpokenOf('Sträcka: Nynäshamn – Visby')).toEqual([]);
  });

  it('hears of buses in a bus station that names no bus in a word of its own', () => {
    expect(kindSpokenOf('Arrivée : Grenoble Gare Routière – 09h50')).toBe('bus');
    expect(kindSpokenOf('Abfahrt: Busbahnhof Konstanz, 07:30')).toBe('bus');
    expect(kindSpokenOf('Partenza: Autostazione di Bologna')).toBe('bus');
    expect(kindSpokenOf('Ihre Busfahrt München – Berlin')).toBe('bus');
    expect(kindSpokenOf('Départ : Lyon Part-Dieu, gare routière fermée ; train 6611')).toBeUndefined();
  });
});
