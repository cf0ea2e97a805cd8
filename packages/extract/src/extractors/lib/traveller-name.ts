import type { JsonLdObject } from '../../schema/reservation.js';
import { personFromFamilyFirst } from './names.js';

/** A traveller's name as printed: GDS style family name first ("SMITH/JOHN MR") becomes a Person, others stay. */
export function travellerName(printed: string | undefined): string | JsonLdObject | undefined {
  return printed?.includes('/') ? personFromFamilyFirst(printed) : printed;
}

/**
 * The traveller a label's value names, or undefined when it names no one traveller: the rest of a heading ("Passenger
 * details", "Passenger name(s)"), a numbered label ("Passenger 1: Mr Oliver Nguyen"), or two travellers ("Mr Lukas
 * Frei, Ms Anna Frei"). A name starts with no small letter and holds no digit, colon or bracket.
 */
export function namedTraveller<T extends string | JsonLdObject | undefined>(printed: T): T | undefined {
  if (typeof printed !== 'string') return printed;
  const name = /^[^\p{Ll}\d]/u.test(printed.trim()) && !/[\d:()[\]]/.test(printed);
  return name && !SECOND_TRAVELLER.test(printed) ? printed : undefined;
}

/** A second traveller's title after a separator: ", Ms Anna Frei", " / MRS", " and Mr". */
const SECOND_TRAVELLER = /(?:[,/&+]|\band\b)\s*(?:Mr|Mrs|Ms|Miss|Mstr|Dr)\b\.?\s/i;
