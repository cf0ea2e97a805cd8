import { describe, expect, it } from 'vitest';
import {
  addressFromLine,
  airportRef,
  airportRoute,
  flightDesignator,
  labelled,
  labelledLines,
  stackedCells,
  venueInTown,
} from './fields.js';

describe('labelled', () => {
  it('reads a value beside its label or, as HTML tables give it, on the next line', () => {
    expect(labelled('Booking code: Q7XK2M', 'Booking code')).toBe('Q7XK2M');
    expect(labelled('Check-in\n\nThursday, 12 June 2025', 'Check-in')).toBe('Thursday, 12 June 2025');
    expect(labelled('Confirmation #: GH5JKL', 'Confirmation')).toBe('GH5JKL');
    expect(labelled('Itinerary # 72812345678901', 'Itinerary')).toBe('72812345678901');
  });

  it('does not take a longer label for a shorter one', () => {
    expect(labelled('Pickup branch: Zurich Airport\nPickup: 12.10.2025 | 08:00', 'Pickup')).toBe('12.10.2025 | 08:00');
  });

  it('reads several lines after a label', () => {
    expect(labelledLines('Check-in\nFri, Jun 6\n3:00 PM\n', 'Check-in', 2)).toEqual(['Fri, Jun 6', '3:00 PM']);
  });
});

describe('airports and flights', () => {
  it('splits names from IATA codes', () => {
    expect(airportRef('Frankfurt (FRA)')).toEqual({ name: 'Frankfurt', iataCode: 'FRA' });
    expect(airportRef('SEA')).toEqual({ iataCode: 'SEA' });
    expect(airportRoute('London Gatwick (LGW) to Geneva (GVA)')).toEqual([
      { name: 'London Gatwick', iataCode: 'LGW' },
      { name: 'Geneva', iataCode: 'GVA' },
    ]);
  });

  it('drops leading zeros and maps easyJet ICAO prefixes', () => {
    expect(flightDesignator('BA0117')).toEqual({ airlineIata: 'BA', flightNumber: '117' });
    expect(flightDesignator('EZY8513')).toEqual({ airlineIata: 'U2', flightNumber: '8513' });
  });
});

describe('addressFromLine', () => {
  it('keeps a district or flat printed before the street with the street, not as the town', () => {
    expect(addressFromLine('Shoreditch, 81 Great Eastern Street, London EC2A 3HU')).toEqual({
      streetAddress: 'Shoreditch, 81 Great Eastern Street',
      addressLocality: 'London',
      postalCode: 'EC2A 3HU',
    });
    expect(addressFromLine('Altstadt, Hauptstraße 5, 6020 Innsbruck, Austria')).toEqual({
      streetAddress: 'Altstadt, Hauptstraße 5',
      addressLocality: 'Innsbruck',
      postalCode: '6020',
      addressCountry: 'Austria',
    });
  });

  it('takes a French street whose number comes first for the street, never its number for a postal code', () => {
    expect(addressFromLine('ibis Paris Gare du Nord, 31-33 Rue de Maubeuge, 75009 Paris, France')).toEqual({
      streetAddress: 'ibis Paris Gare du Nord, 31-33 Rue de Maubeuge',
      addressLocality: 'Paris',
      postalCode: '75009',
      addressCountry: 'France',
    });
  });

  it('reads European and US one-line addresses', () => {
    expect(addressFromLine('Innstraße 12, 6020 Innsbruck, Austria')).toEqual({
      streetAddress: 'Innstraße 12',
      addressLocality: 'Innsbruck',
      postalCode: '6020',
      addressCountry: 'Austria',
    });
    expect(addressFromLine('2121 South Prairie Avenue, Chicago, Illinois 60616 USA')).toMatchObject({
      streetAddress: '2121 South Prairie Avenue',
      addressLocality: 'Chicago',
      postalCode: '60616',
    });
  });

  it('reads an Irish Eircode after its town as the postal code, not as part of the town', () => {
    expect(addressFromLine('12 Quay Street, Galway H91 XK2F, Ireland')).toEqual({
      streetAddress: '12 Quay Street',
      addressLocality: 'Galway',
      postalCode: 'H91 XK2F',
      addressCountry: 'Ireland',
    });
    expect(addressFromLine('1 Main Street, Dublin D6W XY12')).toMatchObject({ addressLocality: 'Dublin' });
  });

  it('reads a line written as map services write it: street parts, town, region with postal code, country', () => {
    expect(
      addressFromLine('Futura Tech Park, 334, Rajiv Gandhi Salai, Sholinganallur, Chennai, Tamil Nadu 600119, India'),
    ).toEqual({
      streetAddress: 'Futura Tech Park, 334, Rajiv Gandhi Salai, Sholinganallur',
      addressLocality: 'Chennai',
      postalCode: '600119',
      addressRegion: 'Tamil Nadu',
      addressCountry: 'India',
    });
    // Without a country last, the region is not told from a town.
    expect(addressFromLine('Futura Tech Park, 334, Chennai, Tamil Nadu 600119')).not.toHaveProperty('addressRegion');
  });

  it('reads an American line with no comma between street and town, or the town alone before state and ZIP', () => {
    expect(addressFromLine('821 Stewart Ave Garden City, NY 11530')).toEqual({
      streetAddress: '821 Stewart Ave',
      addressLocality: 'Garden City',
      postalCode: '11530',
      addressRegion: 'NY',
      addressCountry: 'US',
    });
    expect(addressFromLine('1 Airport Blvd Orlando, FL US 32812-3023')).toMatchObject({
      streetAddress: '1 Airport Blvd',
      addressLocality: 'Orlando',
      postalCode: '32812-3023',
    });
    expect(addressFromLine('123 St Marks Place Brooklyn, NY 11217')).toMatchObject({
      streetAddress: '123 St Marks Place',
      addressLocality: 'Brooklyn',
    });
    expect(addressFromLine('Chicago, IL 60616')).toMatchObject({ addressLocality: 'Chicago', addressRegion: 'IL' });
    // No street type to end the street at: the town is not guessed.
    const unsplit = addressFromLine('1200 Getty Center Los Angeles, CA 90049');
    expect(unsplit).toMatchObject({ streetAddress: '1200 Getty Center Los Angeles', postalCode: '90049' });
    expect(unsplit.addressLocality).toBeUndefined();
  });

  it('reads a postal code written in two groups before the town, as in Czechia and Sweden', () => {
    expect(addressFromLine('Rybná 20, 110 00 Praha 1')).toMatchObject({
      streetAddress: 'Rybná 20',
      addressLocality: 'Praha 1',
      postalCode: '110 00',
    });
    expect(addressFromLine('Drottninggatan 5, 111 51 Stockholm, Sweden')).toMatchObject({
      addressLocality: 'Stockholm',
      postalCode: '111 51',
    });
  });

  it('reads a US state and ZIP code as region and postal code of the United States', () => {
    expect(addressFromLine('750 Kearny St, San Francisco, CA 94108')).toEqual({
      streetAddress: '750 Kearny St',
      addressLocality: 'San Francisco',
      postalCode: '94108',
      addressRegion: 'CA',
      addressCountry: 'US',
    });
  });

  it('does not take a British postcode for the country', () => {
    expect(addressFromLine('1 Kings Road, London, SW3 4RY')).toEqual({
      streetAddress: '1 Kings Road',
      addressLocality: 'London',
      postalCode: 'SW3 4RY',
    });
    expect(addressFromLine('1 Kings Road, London, SW3 4RY, United Kingdom')).toMatchObject({
      postalCode: 'SW3 4RY',
      addressCountry: 'United Kingdom',
    });
  });

  it('takes a British postcode after its town off the town', () => {
    expect(addressFromLine('1 Lake Rd, Keswick CA12 5DJ, United Kingdom')).toEqual({
      streetAddress: '1 Lake Rd',
      addressLocality: 'Keswick',
      postalCode: 'CA12 5DJ',
      addressCountry: 'United Kingdom',
    });
  });
});

describe('venueInTown', () => {
  it('takes the town after the last comma, the venue before it, and a line without a comma for the venue alone', () => {
    expect(venueInTown('Olympiahalle, Olympiapark, München')).toEqual({
      venueName: 'Olympiahalle, Olympiapark',
      address: { addressLocality: 'München' },
    });
    expect(venueInTown('Philharmonie')).toEqual({ venueName: 'Philharmonie', address: undefined });
    expect(venueInTown(undefined)).toEqual({ venueName: undefined, address: undefined });
  });
});

describe('stackedCells', () => {
  it("joins the cells under a label alone on its line, as the table's row prints them", () => {
    const stacked = 'Départ\n07h52\nParis Gare de Lyon\nArrivée\n11h14\nMarseille St Charles';
    expect(stackedCells(stacked, 'Départ', 2)).toBe('07h52 Paris Gare de Lyon');
    expect(stackedCells(stacked, 'Arrivée', 2)).toBe('11h14 Marseille St Charles');
    // A label with its value beside it, or too few cells under it, is no stacked row.
    expect(stackedCells('Départ 07h52 Paris Gare de Lyon\nArrivée 11h14 Marseille', 'Départ', 2)).toBeUndefined();
    expect(stackedCells('Arrivée\n11h14', 'Arrivée', 2)).toBeUndefined();
  });
});
