import { describe, expect, it } from 'vitest';
import { airlineName } from './airlines.js';
import { findAirport, findAirportByName, zoneForPlace } from './airports.js';
import { countryCode } from './countries.js';

describe('reference data', () => {
  it('knows airports by IATA code with city, country, coordinates and zone', () => {
    expect(findAirport('lpa')).toMatchObject({ iata: 'LPA', country: 'ES', timeZone: 'Atlantic/Canary' });
    expect(findAirport('JFK')?.latitude).toBeCloseTo(40.64, 1);
    expect(findAirport('ZZZ')).toBeUndefined();
  });

  it('finds an airport by an unambiguous name only', () => {
    expect(findAirportByName('London Heathrow')?.iata).toBe('LHR');
    expect(findAirportByName('Berlin-Tegel')?.iata).toBe('TXL');
    expect(findAirportByName('London')).toBeUndefined();
  });

  it('knows airline names and country codes', () => {
    expect(airlineName('LH')).toBe('Lufthansa');
    expect(countryCode('Deutschland')).toBe('DE');
    expect(countryCode('United States')).toBe('US');
  });

  it('derives a zone from a country with one zone, or a city with an airport', () => {
    expect(zoneForPlace('AT')).toBe('Europe/Vienna');
    expect(zoneForPlace('US')).toBeUndefined();
    expect(zoneForPlace('US', 'Denver')).toBe('America/Denver');
  });
});
