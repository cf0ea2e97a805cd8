import type { JsonLdObject, JsonLdValue } from '../schema/reservation.js';

/** True for a plain JSON-LD object (not an array, not null). */
export function isObject(value: unknown): value is JsonLdObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object at a property, or undefined. */
export function objectAt(obj: JsonLdObject | undefined, key: string): JsonLdObject | undefined {
  const v = obj?.[key];
  return isObject(v) ? v : undefined;
}

/** A trimmed non-empty string at a property (numbers become strings), or undefined. */
export function stringAt(obj: JsonLdObject | undefined, key: string): string | undefined {
  const v = obj?.[key];
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

/** The name a person value gives (`"Ann Lee"`, or a Person's `name`), trimmed; undefined when it gives none. */
export function personName(person: JsonLdValue | undefined): string | undefined {
  const name = typeof person === 'string' ? person : isObject(person) ? person.name : undefined;
  return typeof name === 'string' && name.trim() ? name.trim() : undefined;
}

/** A value at a dotted path (`reservationFor.departureAirport.iataCode`). */
export function valueAtPath(obj: JsonLdObject | undefined, path: string): JsonLdValue | undefined {
  let current: JsonLdValue | undefined = obj;
  for (const key of path.split('.')) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}
