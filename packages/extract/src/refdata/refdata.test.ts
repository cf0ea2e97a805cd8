import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  airlineByIcao,
  airlineByName,
  airlineName,
  airlineNamesFor,
  airlineOfBrand,
  isAirlineCalled,
  writeAirlineIndex,
} from './airlines.js';
import {
  findAirport,
  findAirportByIcao,
  findAirportByName,
  servesCity,
  writeAirportIndex,
  zoneForPlace,
} from './airports.js';
import { countryCode } from './countries.js';

describe('reference data', () => {
  it('knows airports by IATA code with city, country, coordinates and zone', () => {
    expect(findAirport('lpa')).toMatchObject({ iata: 'LPA', country: 'ES', timeZone: 'Atlantic/Canary' });
    expect(findAirport('JFK')?.latitude).toBeCloseTo(40.64, 1);
    expect(findAirport('ZZZ')).toBeUndefined();
  });

  it('knows airports opened, and codes moved, since the OpenFlights data', () => {
    expect(findAirport('BER')).toMatchObject({ city: 'Berlin', country: 'DE', timeZone: 'Europe/Berlin' });
    expect(findAirport('DOH')).toMatchObject({ name: 'Hamad International Airport', timeZone: 'Asia/Qatar' });
    expect(findAirport('PKX')).toMatchObject({ country: 'CN', timeZone: 'Asia/Shanghai' });
    // IST is the new Istanbul Airport since 2019, some 30 km from Atatürk.
    expect(findAirport('IST')?.latitude).toBeCloseTo(41.26, 1);
    expect(findAirportByName('Berlin Brandenburg')?.iata).toBe('BER');
  });

  it("tells the city an airport serves, by the data's name or by another name of a city within reach", () => {
    const [waw, iev] = [findAirport('WAW'), findAirport('IEV')];
    if (!waw || !iev) throw new Error('WAW and IEV are in the airport data');
    expect(servesCity(waw, 'Warsaw')).toBe(true);
    // The data's city for Zhuliany is Kiev.
    expect(servesCity(iev, 'Kyiv')).toBe(true);
    expect(servesCity(waw, 'Kyiv')).toBe(false);
    expect(servesCity(waw, 'Departing At:')).toBe(false);
  });

  it('finds an airport by its ICAO code, as the airport data gives it', () => {
    expect(findAirportByIcao('LFLL')?.iata).toBe('LYS');
    expect(findAirportByIcao('eddf')?.iata).toBe('FRA');
    expect(findAirportByIcao('ZZZZ')).toBeUndefined();
  });

  it('finds an airport by an unambiguous name only', () => {
    expect(findAirportByName('London Heathrow')?.iata).toBe('LHR');
    expect(findAirportByName('Berlin-Tegel')?.iata).toBe('TXL');
    expect(findAirportByName('London')).toBeUndefined();
  });

  it('finds the airport of a city named in Cyrillic, when the city has only one', () => {
    expect(findAirportByName('Саранск')?.iata).toBe('SKX');
    expect(findAirportByName('Мурманск')?.iata).toBe('MMK');
    expect(findAirportByName('Санкт-Петербург, Пулково')?.iata).toBe('LED');
    // Moscow has several airports; a word the gazetteer does not know names none.
    expect(findAirportByName('Москва')).toBeUndefined();
    expect(findAirportByName('Аэропорт')).toBeUndefined();
  });

  it('finds an airport named in Cyrillic after the place beside it, never one near a city with airports of its own', () => {
    expect(findAirportByName('Внуково')?.iata).toBe('VKO');
    expect(findAirportByName('Домодедово')?.iata).toBe('DME');
    expect(findAirportByName('Лондон')).toBeUndefined();
  });

  it('finds an airport named with its city in English where the airport data names the city in its own language', () => {
    // The data's city for Malpensa is Milano.
    expect(findAirportByName('Milan Malpensa')?.iata).toBe('MXP');
    expect(findAirportByName('Malpensa Milan')?.iata).toBe('MXP');
    // Rome is no city Malpensa serves.
    expect(findAirportByName('Rome Malpensa')).toBeUndefined();
  });

  it("finds the one airport of a city named in the mail's language, and no airport far from a city so named", () => {
    expect(findAirportByName('München')?.iata).toBe('MUC');
    expect(findAirportByName('Köln')?.iata).toBe('CGN');
    expect(findAirportByName('Praha')?.iata).toBe('PRG');
    // Words of airports far away: Ralph Wien Memorial (Alaska), Nova Lisboa (Angola), Roma (Queensland).
    expect(findAirportByName('Wien')?.iata).toBe('VIE');
    expect(findAirportByName('Lisboa')?.iata).toBe('LIS');
    // Rome has two airports: its name alone says neither.
    expect(findAirportByName('Roma')).toBeUndefined();
    expect(findAirportByName('Londres')).toBeUndefined();
  });

  it("takes a city's one airport with scheduled service over works airfields of the same city", () => {
    // Hamburg also has Airbus's field at Finkenwerder (XFW), Copenhagen Roskilde (RKE): neither has airline service.
    expect(findAirportByName('Hamburg')?.iata).toBe('HAM');
    expect(findAirportByName('København')?.iata).toBe('CPH');
    // Two airports with airline service (Chopin and Modlin) leave Warsaw open.
    expect(findAirportByName('Warszawa')).toBeUndefined();
  });

  it("takes a city's open airport over the closed ones the airport table still holds", () => {
    // Tegel (TXL) and Schönefeld (SXF) closed when Brandenburg (BER) opened; each is still found by its own name.
    expect(findAirportByName('Berlin')?.iata).toBe('BER');
    expect(findAirportByName('Berlin-Tegel')?.iata).toBe('TXL');
  });

  it('finds an active airline by its name, or its name without a closing word for airline, when only one is so called', () => {
    expect(airlineByName('Delta Air Lines')).toBe('DL');
    expect(airlineByName('Delta')).toBe('DL');
    expect(airlineByName('Swiss')).toBe('LX');
    expect(airlineByName('TAP')).toBe('TP');
    // KLM names the Royal Dutch Airlines and KLM Cityhopper alike.
    expect(airlineByName('KLM')).toBeUndefined();
    expect(airlineByName('Total')).toBeUndefined();
  });

  it('finds an airline by the name it goes by today, in any case or script, a short name in capitals only so', () => {
    expect(airlineByName('Saudia')).toBe('SV');
    expect(airlineByName('  SAUDIA ')).toBe('SV');
    expect(airlineByName('ITA Airways')).toBe('AZ');
    expect(airlineByName('ютэйр')).toBe('UT');
    expect(airlineByName('SAS')).toBe('SK');
    expect(airlineByName('Sas')).not.toBe('SK');
  });

  it('finds an active airline by its ICAO designator, and none for a code of no airline with an IATA designator', () => {
    expect(airlineByIcao('DLH')).toBe('LH');
    expect(airlineByIcao('BAW')).toBe('BA');
    expect(airlineByIcao('QQQ')).toBeUndefined();
    expect(airlineByIcao('LH')).toBeUndefined();
  });

  it('gives an airline the data set lacks by its ICAO designator the designator of the flights it flies', () => {
    expect(airlineByIcao('EJU')).toBe('U2');
  });

  it("tells whether a printed name is what a designator's airline is called, by name, opening capitals or initials", () => {
    expect(isAirlineCalled('Scandinavian Airlines System', 'SK')).toBe(true);
    expect(isAirlineCalled('SAS', 'SK')).toBe(true);
    // KLM Cityhopper is called KLM too, but beside KL it names the Royal Dutch Airlines.
    expect(isAirlineCalled('KLM', 'KL')).toBe(true);
    expect(isAirlineCalled('Swiss', 'LX')).toBe(true);
    expect(isAirlineCalled('SAS', 'LH')).toBe(false);
    expect(isAirlineCalled('Delta', 'UA')).toBe(false);
    expect(isAirlineCalled('sas', 'SK')).toBe(false);
    expect(isAirlineCalled('SAS', undefined)).toBe(false);
  });

  it("resolves an airline's brand (`Fly Delta`) only to the airline its designator names", () => {
    expect(airlineOfBrand('Fly Delta', 'DL')).toBe('Delta Air Lines');
    expect(airlineOfBrand('Fly Delta', 'UA')).toBeUndefined();
    expect(airlineOfBrand('Delta', 'DL')).toBeUndefined();
    expect(airlineOfBrand('Fly Total', 'DL')).toBeUndefined();
  });

  it('names an airline as it is called today where the data set is out of date, and knows it by that name', () => {
    // ITA Airways has flown under AZ since Alitalia ended in 2021.
    expect(airlineName('AZ')).toBe('ITA Airways');
    expect(airlineName('SV')).toBe('Saudia');
    expect(airlineByName('ITA Airways')).toBe('AZ');
    expect(airlineByName('Alitalia')).toBe('AZ');
    expect(airlineByName('SAUDIA')).toBe('SV');
    expect(airlineByName('SAS')).toBe('SK');
    expect(airlineByName('sas')).toBeUndefined();
    expect(isAirlineCalled('ЮТЭЙР', 'UT')).toBe(true);
    expect(isAirlineCalled('Saudia', 'SK')).toBe(false);
  });

  it('lists the names a document may print for an airline, longest first, short capitals only as capitals', () => {
    expect(airlineNamesFor('KL')).toEqual([
      { name: 'KLM Royal Dutch Airlines', capitals: false },
      { name: 'KLM', capitals: true },
    ]);
    expect(airlineNamesFor('SV').map((n) => n.name)).toEqual(['Saudi Arabian Airlines', 'Saudia']);
    expect(airlineNamesFor('SK')).toContainEqual({ name: 'SAS', capitals: true });
    expect(airlineNamesFor('DL')).toEqual([{ name: 'Delta Air Lines', capitals: false }]);
    expect(airlineNamesFor('Q0')).toEqual([]);
  });

  it('knows airline names and country codes', () => {
    expect(airlineName('LH')).toBe('Lufthansa');
    expect(countryCode('Deutschland')).toBe('DE');
    expect(countryCode('United States')).toBe('US');
  });

  it('reads a country named in any of the languages it looks names up in, and in no other', () => {
    const named = ['Austria', 'Österreich', 'Autriche', 'Austria', 'Oostenrijk', 'Áustria', 'Rakousko'];
    // Polish, Swedish, Danish, Norwegian, Finnish, Hungarian and Slovak senders print the country in their own words.
    named.push('Austria', 'Österrike', 'Østrig', 'Østerrike', 'Itävalta', 'Ausztria', 'Rakúsko');
    expect(named.map((name) => countryCode(name))).toEqual(named.map(() => 'AT'));
    expect(['Polska', 'Sverige', 'Danmark', 'Norge', 'Suomi', 'Magyarország'].map((name) => countryCode(name))).toEqual(
      ['PL', 'SE', 'DK', 'NO', 'FI', 'HU'],
    );
    expect(countryCode('Avusturya')).toBeUndefined();
  });

  it('derives a zone from a country with one zone, or a city with an airport', () => {
    expect(zoneForPlace('AT')).toBe('Europe/Vienna');
    expect(zoneForPlace('US')).toBeUndefined();
    expect(zoneForPlace('US', 'Denver')).toBe('America/Denver');
  });

  it('takes no zone from a town name that airports in two zones of one country share, but from its region', () => {
    // Portland, Oregon and Portland, Maine: the airport data's last one named the zone of both.
    expect(zoneForPlace('US', 'Portland', 'ME')).toBe('America/New_York');
    expect(zoneForPlace('US', 'Portland', 'OR')).toBe('America/Los_Angeles');
    // Named alone, it is neither: Oregon's is not ten times Maine's. Nor is Springfield (Missouri, Massachusetts…).
    expect(zoneForPlace('US', 'Portland')).toBeUndefined();
    expect(zoneForPlace('US', 'Springfield')).toBeUndefined();
    // A town that dwarfs its namesakes keeps its zone.
    expect(zoneForPlace('US', 'Chicago')).toBe('America/Chicago');
  });

  it("derives a town's zone from the airports around it where its country's airport data names several", () => {
    // Germany's airport data files a few airports abroad under it; Freiburg has no airport of its own.
    expect(zoneForPlace('Deutschland', 'Freiburg im Breisgau')).toBe('Europe/Berlin');
    expect(zoneForPlace('France', 'Annecy')).toBe('Europe/Paris');
    // Switzerland's Geneva airport is filed in Paris's zone: the same time.
    expect(zoneForPlace('Schweiz', 'Lausanne')).toBe('Europe/Zurich');
    // Where the country keeps several times, a town's name is read only with its region.
    expect(zoneForPlace('US', 'West Hollywood')).toBeUndefined();
    expect(zoneForPlace('US', 'West Hollywood', 'CA')).toBe('America/Los_Angeles');
    // A town where two zones meet has airports of both around it.
    expect(zoneForPlace('US', 'Vincennes', 'IN')).toBeUndefined();
    // A town printed in its own language is its airport's town all the same (the airport data says "Lisbon").
    expect(zoneForPlace('Portugal', 'Lisboa')).toBe('Europe/Lisbon');
    expect(zoneForPlace('España', 'Toledo')).toBeUndefined();
  });

  it('writes for the built engine the same airports and airlines it reads from the data sets', () => {
    const dir = mkdtempSync(join(tmpdir(), 'airport-index-'));
    try {
      writeAirportIndex(dir);
      writeAirlineIndex(dir);
      const read = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
      const airports = readFileSync(join(dir, 'airports.idx.tsv'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t'));
      expect(airports.length).toBeGreaterThan(5000);
      const berlin = airports.find(([iata]) => iata === 'BER');
      const ber = findAirport('BER');
      expect(berlin).toEqual([
        'BER',
        ber?.name,
        ber?.city,
        ber?.country,
        String(ber?.latitude),
        String(ber?.longitude),
        ber?.timeZone,
        ber?.icao ?? '',
      ]);
      expect(airports.find(([iata]) => iata === 'LYS')?.[7]).toBe('LFLL');
      const zones = read('airport-zones.idx.json') as { zonesByCountry: [string, string[]][] };
      expect(new Map(zones.zonesByCountry).get('DE')).toContain('Europe/Berlin');
      const airlines = read('airlines.idx.json') as {
        byIata: [string, string][];
        byName: [string, string | null][];
        byIcao: [string, string | null][];
      };
      expect(new Map(airlines.byIata).get('LH')).toBe(airlineName('LH'));
      expect(new Map(airlines.byName).get('lufthansa')).toBe(airlineByName('Lufthansa'));
      expect(new Map(airlines.byIcao).get('DLH')).toBe(airlineByIcao('DLH'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
