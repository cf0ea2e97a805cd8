import { describe, expect, it } from 'vitest';
import { cityKey, findCity, findDominantCity, warmUpCities } from './cities.js';

describe('city reference data', () => {
  it('finds a city by name and country with its coordinates', () => {
    const london = findCity('London', 'GB');
    expect(london?.latitude).toBeCloseTo(51.51, 1);
    expect(london?.longitude).toBeCloseTo(-0.13, 1);
    expect(findCity('London', 'United Kingdom')?.latitude).toBeCloseTo(51.51, 1);
    expect(findCity('London', 'UK')?.country).toBe('GB');
    expect(findCity('Berlin', 'Deutschland')?.longitude).toBeCloseTo(13.41, 1);
  });

  it('takes the most populous place of the name within the country', () => {
    const france = findCity('Paris', 'FR');
    const texas = findCity('Paris', 'US');
    expect(france).toMatchObject({ country: 'FR' });
    expect(france?.latitude).toBeCloseTo(48.85, 1);
    expect(texas).toMatchObject({ country: 'US' });
    expect(texas?.latitude).toBeCloseTo(33.66, 1);
    expect(texas?.longitude).toBeCloseTo(-95.56, 1);
    // A two-letter state settles which one.
    expect(findCity('Paris', 'US', 'TN')?.latitude).toBeCloseTo(36.3, 1);
  });

  it('finds a place that dwarfs its namesakes in the country, and none where the name leaves it open', () => {
    expect(findDominantCity('Chicago', 'US')?.latitude).toBeCloseTo(41.85, 1);
    expect(findDominantCity('Portland', 'US')).toBeUndefined();
    expect(findCity('Portland', 'US')?.longitude).toBeCloseTo(-122.68, 1);
  });

  it('matches names however they are accented, cased or translated', () => {
    const zurich = findCity('Zürich', 'CH');
    expect(zurich?.latitude).toBeCloseTo(47.37, 1);
    for (const name of ['Zurich', 'ZURICH', 'Zuerich']) expect(findCity(name, 'CH')).toEqual(zurich);
    const munich = findCity('Munich', 'DE');
    expect(munich?.longitude).toBeCloseTo(11.58, 1);
    for (const name of ['München', 'Muenchen', 'MÜNCHEN']) expect(findCity(name, 'Germany')).toEqual(munich);
    expect(findCity('Wien')).toEqual(findCity('Vienna', 'AT'));
    expect(findCity('Saint-Étienne', 'FR')).toEqual(findCity('saint etienne', 'FR'));
    expect(cityKey('  Saint-Étienne ')).toBe('saint etienne');
    expect(cityKey('Łódź')).toBe('lodz');
  });

  it('knows cities by their names in Cyrillic, and no others of another script', () => {
    expect(findCity('Санкт-Петербург')).toEqual(findCity('Saint Petersburg', 'RU'));
    expect(findCity('Саранск', 'RU')).toEqual(findCity('Saransk', 'RU'));
    expect(findCity('Москва')).toEqual(findCity('Moscow', 'RU'));
    expect(findCity('東京')).toBeUndefined();
  });

  it('reads a locality with a postcode or a state after it', () => {
    expect(findCity('75008 Paris', 'France')).toEqual(findCity('Paris', 'FR'));
    expect(findCity('New York, NY', 'US')?.latitude).toBeCloseTo(40.71, 1);
  });

  it('without a country, answers only for a name one city dominates', () => {
    expect(findCity('London')?.country).toBe('GB');
    expect(findCity('Paris')?.country).toBe('FR');
    // A place that lists a name among its alternate ones does not make a city's own name doubtful.
    expect(findCity('Milan')?.country).toBe('IT');
    expect(findCity('Springfield')).toBeUndefined();
    expect(findCity('Florence')).toBeUndefined();
  });

  it('leaves an unknown city, or one outside the given country, alone', () => {
    expect(findCity('Atlantis Nowhere', 'GB')).toBeUndefined();
    expect(findCity('Atlantis Nowhere')).toBeUndefined();
    expect(findCity('Innsbruck', 'DE')).toBeUndefined();
    expect(findCity('', 'DE')).toBeUndefined();
    expect(findCity(undefined)).toBeUndefined();
  });

  it('holds the gazetteer in a few megabytes', () => {
    const size = warmUpCities();
    expect(size.places).toBeGreaterThan(150_000);
    expect(size.names).toBeGreaterThan(size.places);
    expect(size.bytes).toBeLessThan(16 * 1024 * 1024);
  });

  it('hands out cities that no caller can change for the next lookup, and tells apart what country each was asked in', () => {
    const london = findCity('London', 'GB');
    expect(london).toBeDefined();
    expect(() => {
      (london as { latitude: number }).latitude = 0;
    }).toThrow();
    expect(findCity('London', 'GB')).toEqual(london);
    expect(findCity('London', 'CA')?.country).toBe('CA');
  });
});
