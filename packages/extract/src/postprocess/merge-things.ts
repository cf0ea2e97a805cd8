import type { JsonLdObject } from '../schema/reservation.js';
import { comparableMillis } from './date-time.js';
import { stringAt } from './json-ld.js';

/**
 * What names one event (or other dated thing): its type, its name and the instant it starts. A calendar
 * invitation carries its event in more than one part (an inline calendar, an attached `.ics`), so one meeting
 * is read more than once.
 */
function thingKey(thing: JsonLdObject): string | undefined {
  const type = stringAt(thing, '@type');
  const name = stringAt(thing, 'name')?.toLowerCase().replace(/\s+/g, ' ');
  const start = comparableMillis(thing.startDate);
  if (!type || !name || !start) return undefined;
  return [type, name, start.ms, start.absolute].join('|');
}

/**
 * One item for each thing described more than once: the first description, with the properties it lacks taken
 * from the later ones. Things without a type, name or start are kept as they are, once each if written alike.
 */
export function mergeDuplicateThings(things: readonly JsonLdObject[]): JsonLdObject[] {
  const kept: JsonLdObject[] = [];
  const byKey = new Map<string, JsonLdObject>();
  const written = new Set<string>();
  for (const thing of things) {
    const key = thingKey(thing);
    const first = key ? byKey.get(key) : undefined;
    if (first) {
      for (const [property, value] of Object.entries(thing)) {
        if (!(property in first)) first[property] = value;
      }
      continue;
    }
    if (key) byKey.set(key, thing);
    else {
      // Only things without a key are matched by their text: one written alike to a keyed thing would have its key.
      const text = JSON.stringify(thing);
      if (written.has(text)) continue;
      written.add(text);
    }
    kept.push(thing);
  }
  return kept;
}
