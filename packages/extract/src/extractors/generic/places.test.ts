import { describe, expect, it } from 'vitest';
import { airportIn, airportsWriteDayFirst, knownPlace, platformIn, terminalIn } from './places.js';

describe('terminals', () => {
  it('reads a terminal named by a word run on to its number, as well as by its number or letter', () => {
    expect(terminalIn('Kuala Lumpur (KUL) · Terminal klia2')).toBe('KLIA2');
    expect(terminalIn('Frankfurt (FRA), Terminal 1')).toBe('1');
    expect(terminalIn('Terminal information')).toBeUndefined();
  });
});

describe('the order of slashed days by airport', () => {
  it('is day first when every bracketed airport lies where the day is written first', () => {
    expect(airportsWriteDayFirst('From: Brussels (BRU)\nTo: Lisbon (LIS)')).toBe(true);
    expect(airportsWriteDayFirst('From: Brussels (BRU)\nTo: Newark (EWR)')).toBe(false);
    expect(airportsWriteDayFirst('From: Brussels (BRU)')).toBe(false);
    expect(airportsWriteDayFirst('From: Brussels (BRU)\nTo: Lisbon (LIS)\nTotal: $318.22')).toBe(false);
  });
});

describe('a stop named after its town', () => {
  it('is known when the town leads its name, by a space or a hyphen before a capital (`Brussel-Noord`)', () => {
    expect(knownPlace('Brussel-Noord')).toBe('Brussel-Noord');
    expect(knownPlace('Berlin ZOB')).toBe('Berlin ZOB');
    expect(knownPlace('Xyzzy-Noord')).toBeUndefined();
    // The first lookup loads the gazetteer: seconds on a busy machine.
  }, 30_000);
});

describe('airports in a value', () => {
  it('reads an airport by its ICAO code in brackets, as its IATA code', () => {
    expect(airportIn('Lyon (LFLL)')).toEqual({ iataCode: 'LYS', name: 'Lyon' });
    expect(airportIn('(EDDF)')).toEqual({ iataCode: 'FRA' });
    // Four capitals in brackets that no airport has as its ICAO code name none.
    expect(airportIn('Lyon (CITY)')).toBeUndefined();
  });

  it('reads a town printed in brackets after its country as that town, keeping the name as printed', () => {
    expect(airportIn('Cyprus (Larnaca)')).toEqual({ iataCode: 'LCA', name: 'Cyprus (Larnaca)' });
    // A bracket after a name that is no country's is read as before; a town several airports serve names none.
    expect(airportIn('Amsterdam (Schiphol)')).toEqual({ iataCode: 'AMS', name: 'Amsterdam (Schiphol)' });
    expect(airportIn('United Kingdom (London)')).toBeUndefined();
  }, 30_000);
});

describe('platforms after a stop', () => {
  it('reads a track as a platform, as American and Dutch timetables in English print it', () => {
    expect(platformIn('New York Penn Station Track 12')).toEqual({ platform: '12', rest: 'New York Penn Station' });
    expect(platformIn('Amsterdam Centraal, Track 15b').platform).toBe('15b');
  });
});
