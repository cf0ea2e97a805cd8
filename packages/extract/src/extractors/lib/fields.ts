import { findCity } from '../../refdata/cities.js';
import { countryCode } from '../../refdata/countries.js';

/**
 * The value after a label: on the same line ("Label: value") or, when the HTML put it in a cell of its own,
 * on the next non-empty line. `label` is a case-insensitive pattern source and may hold alternatives.
 * HTML tables converted to text keep a row's cells on one line with single spaces between them, so when no
 * line has the label with a clear separator, a label followed by a single space is accepted too.
 * Given `others`, a pattern of the labels printed beside this one, a label printed with nothing after it has no
 * value when the next line is another field's (see `isOtherField`).
 */
export function labelled(text: string, label: string, others?: string): string | undefined {
  // The label ends at a colon ("Seat:", "Confirmation #:"), at the end of the line, or before a wide gap.
  const strict = new RegExp(
    `^[ \\t]*(?:${label})(?:[ \\t]*#?[ \\t]*:[ \\t]*|[ \\t]*#[ \\t]+|[ \\t]*$|[ \\t]{2,})(.*)$`,
    'im',
  );
  const loose = new RegExp(`^[ \\t]*(?:${label}) (.+)$`, 'im');
  const m = strict.exec(text) ?? loose.exec(text);
  if (!m) return undefined;
  const same = m[1]?.trim();
  if (same) return same;
  const next = text
    .slice(m.index + m[0].length)
    .split('\n')
    .map((l) => l.trim())
    .find(Boolean);
  return next === undefined || (others !== undefined && isOtherField(next, others)) ? undefined : next;
}

/** "Check-out: Thursday", "Tel.: 0511": a line that prints a label before a colon and its value after it. */
const LABEL_LINE = /^\p{L}[\p{L}\p{M} '’()./&-]{0,40}?\s?#?:(?:\s|$)/u;

/**
 * Whether a line prints another field than the one a reader is after: a "Label: value" line, or one beginning with
 * a label of `others`, the labels printed in the same list (HTML tables converted to text print "Departure Wed 9
 * Dec" without a colon).
 */
export function isOtherField(line: string, others: string): boolean {
  return LABEL_LINE.test(line) || (others !== '' && new RegExp(`^(?:${others})(?![\\p{L}\\d])`, 'iu').test(line));
}

/** The text from the first line matching `start` up to (not including) the first later line matching `end`. */
export function section(text: string, start: RegExp, end?: RegExp): string {
  const from = text.search(start);
  if (from < 0) return '';
  const rest = text.slice(from);
  if (!end) return rest;
  const firstLineEnd = rest.indexOf('\n') + 1;
  const to = rest.slice(firstLineEnd).search(end);
  return to < 0 ? rest : rest.slice(0, firstLineEnd + to);
}

/** "Frankfurt (FRA)" → its name and IATA code; a bare "FRA" → the code alone. */
export function airportRef(text: string | undefined): { name?: string; iataCode?: string } {
  const value = (text ?? '').trim();
  const m = /^(.*?)\s*\(([A-Z]{3})\)/.exec(value);
  if (m) return m[1] ? { name: m[1], iataCode: m[2] } : { iataCode: m[2] };
  if (/^[A-Z]{3}$/.test(value)) return { iataCode: value };
  return value ? { name: value } : {};
}

/**
 * "LH 400", "LH400", "EZY8513" (easyJet's ICAO prefixes: EZY and EJU, easyJet Europe, are U2; EZS, easyJet
 * Switzerland, is DS) → airline IATA code and number without leading zeros.
 */
export function flightDesignator(text: string | undefined): { airlineIata?: string; flightNumber?: string } {
  const m = /\b(EZY|EZS|EJU|[A-Z0-9]{2})\s?(\d{1,4})\b/.exec(text ?? '');
  if (!m) return {};
  const icaoToIata: Record<string, string> = { EZY: 'U2', EZS: 'DS', EJU: 'U2' };
  const code = m[1] ?? '';
  return { airlineIata: icaoToIata[code] ?? code, flightNumber: String(Number(m[2])) };
}

/**
 * The terminal a line names after the word "Terminal" ("Terminal 3", "Terminal 2E", "Terminal North", "Terminal
 * klia2"); undefined when it is not yet known ("Terminal to be confirmed", "Terminal TBA").
 */
export function printedTerminal(line: string): string | undefined {
  const word = /\bTerminal\s+(\w+)/.exec(line)?.[1];
  return word && !/^(?:[a-z]+|TB[ACD])$/.test(word) ? word : undefined;
}

/** "London Gatwick (LGW) to Geneva (GVA)" → both airports. */
export function airportRoute(
  text: string,
): [{ name?: string; iataCode?: string }, { name?: string; iataCode?: string }] | undefined {
  const m = /(.+?\([A-Z]{3}\))\s+(?:to|-|–|→|nach|à|a)\s+(.+?\([A-Z]{3}\))/.exec(text);
  return m ? [airportRef(m[1]?.trim()), airportRef(m[2]?.trim())] : undefined;
}

/** "CA 94108": a US state and ZIP code, the last part of an American address. */
const US_STATE_ZIP = /^([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/;
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR'.split(
    ' ',
  ),
);
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/;
/** "NY 11530", "FL US 32812-3023": a US state and ZIP code, the country's code between them or not. */
const US_STATE_COUNTRY_ZIP = /^([A-Z]{2})\s+(?:USA?\s+)?(\d{5}(?:-\d{4})?)$/;
/**
 * "821 Stewart Ave Garden City": a numbered street ending in a street type (and a compass point), then the town in
 * capitalised words without digits, as American addresses are written on one line without a comma between them.
 */
const STREET_THEN_TOWN =
  /^(\d+[A-Za-z]?\s+(?:\S+\s+)+?(?:Ave|Avenue|Blvd|Boulevard|St|Street|Rd|Road|Dr|Drive|Hwy|Highway|Pkwy|Parkway|Ln|Lane|Way|Ct|Court|Pl|Place|Plaza|Sq|Square|Ter|Terrace|Cir|Circle|Tpke|Turnpike|Expy|Expressway)\b\.?(?:\s+(?:N|S|E|W|NE|NW|SE|SW)\b\.?)?)\s+([A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*){0,3})$/;

/** "821 Stewart Ave Garden City, NY 11530" or "Chicago, IL 60616": two parts, the second a US state and ZIP code. */
function usTwoPartAddress(parts: readonly string[]): ReturnType<typeof addressFromLine> | undefined {
  const tail = parts.length === 2 ? US_STATE_COUNTRY_ZIP.exec(parts[1] ?? '') : null;
  const first = parts[0] ?? '';
  if (!tail?.[1] || !tail[2] || !US_STATES.has(tail[1])) return undefined;
  const region = { postalCode: tail[2], addressRegion: tail[1], addressCountry: 'US' };
  if (!/\d/.test(first)) return { addressLocality: first, ...region };
  const split = STREET_THEN_TOWN.exec(first);
  return split?.[1] && split[2]
    ? { streetAddress: split[1], addressLocality: split[2], ...region }
    : { streetAddress: first, ...region };
}

/** An Irish Eircode: a routing key (a letter and two digits, or D6W) and four letters or digits (`H91 XK2F`). */
const EIRCODE = '(?:[AC-FHKNPRTV-Y]\\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}';
/** A town, then a postal code of digits, a British postcode or an Irish Eircode (`Keswick CA12 5DJ`). */
const TOWN_THEN_POSTAL = new RegExp(`^(\\D+?)\\s+(\\d{4,6}|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}|${EIRCODE})$`);

/** "Tamil Nadu 600119": a region's name and the postal code after it. */
const REGION_POSTAL = /^(\p{Lu}[\p{L}.' -]*?)\s+(\d{5,6})$/u;

/**
 * "…, Sholinganallur, Chennai, Tamil Nadu 600119, India": the street in several parts, then the town, the region with
 * its postal code and the country, as map services write an address on one line.
 */
function regionPostalCountryAddress(parts: readonly string[]): ReturnType<typeof addressFromLine> | undefined {
  if (parts.length < 4) return undefined;
  const [town = '', regionPostal = '', country = ''] = parts.slice(-3);
  const tail = REGION_POSTAL.exec(regionPostal);
  if (!tail?.[1] || !tail[2] || /\d/.test(town) || !countryCode(country)) return undefined;
  return {
    streetAddress: parts.slice(0, -3).join(', '),
    addressLocality: town,
    postalCode: tail[2],
    addressRegion: tail[1],
    addressCountry: country,
  };
}

/** Whether a text gives an American address (`…, CA 90069`): it then writes its days month first. */
export function holdsUsAddress(text: string): boolean {
  for (const m of text.matchAll(/,\s*([A-Z]{2})\s+\d{5}(?:-\d{4})?\b/g)) if (US_STATES.has(m[1] ?? '')) return true;
  return false;
}

/**
 * A street and its house number, as one part of an address: the street's word first (`Rua 1º de Dezembro 123`, `Via
 * Roma 12`, `Avenida da Liberdade 185`), the number first (`221B Baker Street`, `31-33 Rue de Maubeuge`, `12 bis, avenue
 * Foch`), or the word at the end of the name (`Hauptstraße 5`).
 */
export const STREET_AND_NUMBER =
  /^(?:(?:rua|avenida|av\.|calle|c\/|carrer|paseo|plaza|praça|praca|largo|travessa|via|viale|piazza|corso|rue|boulevard|bd\.?|ulica|ul\.)\s.+\s\d{1,5}[a-z]?|\d{1,5}[a-z]?\s.+\s(?:street|st\.?|road|rd\.?|avenue|ave\.?|lane|drive|way|square)|\d{1,5}(?:[a-z]|\s?bis|\s?ter|-\d{1,5})?,?\s(?:rue|avenue|boulevard|bd\.?|place|quai|allée|impasse|chemin|cours)\s.+|\p{L}+(?:straße|strasse|str\.|weg|platz|gasse|allee)\s\d{1,5}[a-z]?)$/iu;

/**
 * A one-line address "Street 1, 10117 Berlin, Germany" or "2121 S Prairie Ave, Chicago, Illinois 60616 USA":
 * street first, then the town (a leading or trailing postal code split off), the rest as region/country.
 */
export function addressFromLine(line: string | undefined): {
  streetAddress?: string;
  addressLocality?: string;
  postalCode?: string;
  addressRegion?: string;
  addressCountry?: string;
} {
  const split = (line ?? '').split(/\s*,\s*/).filter(Boolean);
  // "Shoreditch, 81 Great Eastern Street, London EC2A 3HU": a district or a flat before the street and its number is
  // part of the street's line, not the town.
  const parts =
    split.length >= 3 && STREET_AND_NUMBER.test(split[1] ?? '') && !STREET_AND_NUMBER.test(split[0] ?? '')
      ? [`${split[0]}, ${split[1]}`, ...split.slice(2)]
      : split;
  const us = usTwoPartAddress(parts);
  if (us) return us;
  const mapped = regionPostalCountryAddress(parts);
  if (mapped) return mapped;
  // "25, Vembuliamman Koil Street, Pazhavanthangal, Chennai": a known town last, no country and no postcode after it.
  const last = parts[parts.length - 1] ?? '';
  if (parts.length >= 3 && !/\d/.test(last) && !countryCode(last) && findCity(last)) {
    return { streetAddress: parts.slice(0, -1).join(', '), addressLocality: last };
  }
  const [street, town = '', ...rest] = parts;
  // "…, Chicago, IL 60616" or with the state and ZIP code apart: "…, South San Francisco, CA, 94080".
  const stateZip = rest.length === 2 && /^\d{5}(?:-\d{4})?$/.test(rest[1] ?? '') ? `${rest[0]} ${rest[1]}` : undefined;
  const usTail = rest.length === 1 || stateZip ? US_STATE_ZIP.exec(stateZip ?? rest[0] ?? '') : null;
  if (street && usTail?.[1] && US_STATES.has(usTail[1])) {
    return {
      streetAddress: street,
      addressLocality: town,
      postalCode: usTail[2],
      addressRegion: usTail[1],
      addressCountry: 'US',
    };
  }
  // The postal code leads the town in Europe ("6020 Innsbruck") and follows it elsewhere ("Bangkok 10330").
  const leading = /^(\d{4} ?[A-Z]{2}|\d{3} \d{2}|\d[\d-]{3,8})\s+(.+)$/.exec(town);
  // … and a British postcode or an Irish Eircode follows its town ("Keswick CA12 5DJ", "Galway H91 XK2F").
  const following = TOWN_THEN_POSTAL.exec(town);
  const postal = leading ?? (following ? [following[0], following[2], following[1]] : null);
  const tail = rest.join(', ');
  const trailingPostal = /\b(\d{4,6}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\b/.exec(tail);
  // What is left of the last part once a postal code is taken off; a lone UK postcode ("SW1A 1AA") names no country.
  const country = rest[rest.length - 1]
    ?.replace(UK_POSTCODE, '')
    .replace(/^.*\d\s*/, '')
    .trim();
  return {
    ...(street ? { streetAddress: street } : {}),
    ...(town ? { addressLocality: postal ? postal[2] : town } : {}),
    ...(postal?.[1] ? { postalCode: postal[1] } : trailingPostal?.[1] ? { postalCode: trailingPostal[1] } : {}),
    ...(country ? { addressCountry: country } : {}),
  };
}

/** The value of a label and the non-empty lines after it (a day on one line, its time on the next). */
export function labelledLines(text: string, label: string, count: number): string[] {
  const m = new RegExp(`^[ \\t]*(?:${label})[ \\t]*:?[ \\t]*(.*)$`, 'im').exec(text);
  if (!m) return [];
  const after = text
    .slice(m.index + m[0].length)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const first = m[1]?.trim();
  return (first ? [first, ...after] : after).slice(0, count);
}

/**
 * A table's row led by a label alone on its line, where the page lays the table out in blocks and so puts each cell
 * on a line of its own ("Départ" / "07h52" / "Paris Gare de Lyon"): its `count` cells joined on one line as the
 * table's row prints them ("07h52 Paris Gare de Lyon"). Undefined when the label has a value beside it, or fewer
 * cells follow.
 */
export function stackedCells(text: string, label: string, count: number): string | undefined {
  const m = new RegExp(`^[ \\t]*(?:${label})[ \\t]*:?[ \\t]*$`, 'im').exec(text);
  if (!m) return undefined;
  const cells = text
    .slice(m.index + m[0].length)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, count);
  return cells.length === count ? cells.join(' ') : undefined;
}

/** A venue and its town printed on one line, the town after the last comma: "LANXESS arena, Köln". */
export function venueInTown(line: string | undefined): { venueName?: string; address?: { addressLocality: string } } {
  const [venueName, town] = (line ?? '').split(/,\s*(?=[^,]+$)/);
  return { venueName: venueName || undefined, address: town ? { addressLocality: town } : undefined };
}
