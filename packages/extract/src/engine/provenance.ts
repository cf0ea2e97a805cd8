import type { JsonLdObject } from '../schema/reservation.js';

/** Where a reservation came from, kept beside it rather than inside its schema.org data. */
export interface Provenance {
  extractorId?: string;
  provider?: string;
  classification?: 'tmc' | 'ota' | 'direct';
  /** The document path in the input tree. */
  path?: string;
}

const provenance = new WeakMap<JsonLdObject, Provenance>();

/** Records where an extracted object came from. */
export function setProvenance(obj: JsonLdObject, value: Provenance): void {
  const known = provenance.get(obj);
  provenance.set(obj, known ? { ...known, ...value } : { ...value });
}

/** Where an extracted object came from, if recorded. */
export function getProvenance(obj: JsonLdObject): Provenance | undefined {
  return provenance.get(obj);
}
