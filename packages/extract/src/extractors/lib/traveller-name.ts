import type { JsonLdObject } from '../../schema/reservation.js';
import { personFromFamilyFirst } from './names.js';

/** A traveller's name as printed: GDS style family name first ("SMITH/JOHN MR") becomes a Person, others stay. */
export function travellerName(printed: string | undefined): string | JsonLdObject | undefined {
  return printed?.includes('/') ? personFromFamilyFirst(printed) : printed;
}
