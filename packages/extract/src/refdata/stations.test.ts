import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { unpackArrays } from './built-index.js';
import { findStation, findStationByCode, findStationByName, stationTokens, writeStationIndex } from './stations.js';

describe('station reference data', () => {
  it('finds a station by the codes tickets print', () => {
    expect(findStationByCode('8000105')).toMatchObject({
      name: 'Frankfurt (Main) Hbf',
      country: 'DE',
      timeZone: 'Europe/Berlin',
    });
    expect(findStationByCode('FRPNO')?.name).toBe('Paris Gare du Nord');
    expect(findStationByCode('sncf:FRPLY')?.name).toBe('Paris Gare de Lyon');
    expect(findStationByCode('uic:8503000')?.timeZone).toBe('Europe/Zurich');
    // SNCF's 8-digit form ends in a check digit.
    expect(findStationByCode('87686006')?.name).toBe('Paris Gare de Lyon');
    expect(findStationByCode('8103000')?.latitude).toBeCloseTo(48.18, 1);
  });

  it('finds nothing for codes the data set lacks or that are no codes', () => {
    expect(findStationByCode('0000001')).toBeUndefined();
    expect(findStationByCode('ZZZZZ')).toBeUndefined();
    expect(findStationByCode('12')).toBeUndefined();
    expect(findStationByCode(undefined)).toBeUndefined();
  });

  it('finds a station by its name however a ticket spells it', () => {
    for (const name of ['Frankfurt(Main)Hbf', 'Frankfurt Hbf', 'FRANKFURT (MAIN) HAUPTBAHNHOF']) {
      expect(findStationByName(name)?.name).toBe('Frankfurt (Main) Hbf');
    }
    expect(findStationByName('Muenchen Hbf')?.name).toBe('München Hbf');
    expect(findStationByName('Zurich Central')?.name).toBe('Zürich HB');
    expect(findStationByName('Vienna Hbf')?.name).toBe('Wien Hbf');
    expect(findStationByName('Paris Gare de Lyon')?.country).toBe('FR');
    expect(findStationByName('Stockholm C')?.timeZone).toBe('Europe/Stockholm');
    // One word the data does not have, when leaving out any one word finds one place only.
    expect(findStationByName('Madrid Puerta de Atocha')?.name).toBe('Madrid Atocha');
    expect(findStationByName('Paris Gare de Lyon Bercy')).toBeUndefined();
    // An apostrophe joins: the `s` of `King's` is no abbreviated saint.
    expect(findStationByName("London King's Cross")?.name).toBe('London Kings Cross');
    expect(findStationByName('London King’s Cross')?.name).toBe('London Kings Cross');
    expect(findStationByName("London St Pancras Int'l")?.name).toBe('London St-Pancras');
    // The data set names some main stations by their city alone.
    expect(findStationByName('Aarhus H')?.country).toBe('DK');
    // …but not any other station filed under that city: Futuroscope, filed under Poitiers, is no Poitiers C.
    expect(findStationByName('Poitiers C')).toBeUndefined();
  });

  it('reads a saint and a central station however a ticket shortens them, where one station fits', () => {
    for (const name of ['Gent St Pieters', 'Gent St. Pieters', 'Gent Sint Pieters', 'GENT-SINT-PIETERS']) {
      expect(findStationByName(name)?.name).toBe('Gent-Sint-Pieters');
    }
    expect(findStationByName('St Niklaas')?.name).toBe('Sint-Niklaas');
    expect(findStationByName('Sankt Gallen')?.name).toBe(findStationByName('St. Gallen')?.name);
    expect(findStationByName('Utrecht Cs')?.name).toBe('Utrecht Centraal');
    expect(findStationByName('Amsterdam CS')?.name).toBe(findStationByName('Amsterdam Centraal')?.name);
    expect(stationTokens('Gent St Pieters')).toEqual(stationTokens('Gent-Sint-Pieters'));
    // A shortened saint that fits stations in two places names neither.
    expect(findStationByName('St Georgen')).toBeUndefined();
    expect(findStationByName('Sankt Georgen')).toBeUndefined();
    // The Romance `San` is no `Sankt`: San Sebastián is not a Swiss stop of that saint.
    expect(findStationByName('San Sebastian')?.country).toBe('ES');
  });

  it('finds rail stations the data lists without a code, after any station with one', () => {
    expect(findStationByName('Oslo S')).toMatchObject({ name: 'Oslo S', country: 'NO', codes: [] });
    expect(findStationByName('Oslo S')?.latitude).toBeCloseTo(59.91, 2);
    expect(findStationByName('Dublin Heuston')?.country).toBe('IE');
    // A station with a code keeps a name both fit alike: Lunden in Germany, not Lunden stasjon in Norway…
    expect(findStationByName('Lunden')?.country).toBe('DE');
    expect(findStationByName('Lunden', 'NO')?.name).toBe('Lunden stasjon');
    // …and bus terminals listed the same way are no stations.
    expect(findStationByName('Oslo S Trelastgata bussterminal')).toBeUndefined();
  });

  it('looks within the country when it is known', () => {
    expect(findStationByName('Köln Hbf', 'DE')?.name).toBe('Köln Hbf');
    expect(findStationByName('Köln Hbf', 'FR')).toBeUndefined();
  });

  it('leaves an unknown station alone', () => {
    expect(findStationByName('Atlantis Central')).toBeUndefined();
    expect(findStation({ name: 'Nowhere Junction', code: '9999999' })).toBeUndefined();
  });

  it('folds accents, umlauts and main-station words into the same tokens', () => {
    expect(stationTokens('Zürich HB')).toEqual(stationTokens('Zuerich Hauptbahnhof'));
    expect(stationTokens('Gare de Lyon')).toEqual(['lyon']);
  });

  it('writes for the built engine the data file unpacked and its words in sorted order, each list renumbered alike', () => {
    const dir = mkdtempSync(join(tmpdir(), 'station-index-'));
    try {
      writeStationIndex(dir);
      const data = gunzipSync(readFileSync(new URL('./stations.tsv.gz', import.meta.url)));
      expect(readFileSync(join(dir, 'stations.tsv')).equals(data)).toBe(true);
      const index = unpackArrays(readFileSync(join(dir, 'stations.idx')));
      expect(index?.facts.wordOrder).toBe('sorted');
      const words = String(index?.facts.words).split('\n');
      expect(words.every((w, i) => i === 0 || (words[i - 1] as string) < w)).toBe(true);
      const idOf = new Map(words.map((w, i) => [w, i]));
      const [starts, ends, , , , nameValues, nameStarts, , , wordValues, wordStarts] = index?.arrays ?? [];
      const listOf = (values: ArrayLike<number> | undefined, at: ArrayLike<number> | undefined, i: number) => {
        const list: number[] = [];
        for (let k = at?.[i] ?? 0; k < (at?.[i + 1] ?? 0); k++) list.push(values?.[k] ?? -1);
        return list;
      };
      for (let at = 0; at < 3000; at += 7) {
        const name = data.toString('utf8', starts?.[at], ends?.[at]).split('\t')[0] ?? '';
        const own = listOf(nameValues, nameStarts, at).map((id) => words[id]);
        expect(own.sort(), name).toEqual(stationTokens(name).sort());
        for (const word of own) expect(listOf(wordValues, wordStarts, idOf.get(word as string) ?? -1)).toContain(at);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Indexing the station data from source takes a second or two, more on a busy machine.
  }, 30_000);

  it('hands out stations that no caller can change for the next lookup', () => {
    const berlin = findStationByName('Berlin Hbf');
    expect(berlin).toBeDefined();
    expect(() => {
      (berlin as { name: string }).name = 'Elsewhere';
    }).toThrow();
    expect(() => berlin?.codes.push('0000000')).toThrow();
    expect(findStationByName('Berlin Hbf')).toEqual(berlin);
  });
});
