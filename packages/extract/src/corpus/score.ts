import { fieldEquals, isScoredField } from './compare.js';
import type { Essentials } from './essentials.js';

/** The outcome of one expected field: found equal in the paired produced element, or not. */
export interface FieldOutcome {
  field: string;
  matched: boolean;
}

/** How one case scored. */
export interface CaseScore {
  expectedElements: number;
  producedElements: number;
  pairedElements: number;
  fields: FieldOutcome[];
  /** Every expected field found and every produced element paired. */
  passed: boolean;
}

/** schema.org subtypes that satisfy an expected supertype: a Restaurant is a FoodEstablishment. */
const SUPERTYPE: Record<string, string> = {
  Restaurant: 'FoodEstablishment',
  Bakery: 'FoodEstablishment',
  BarOrPub: 'FoodEstablishment',
  CafeOrCoffeeShop: 'FoodEstablishment',
  FastFoodRestaurant: 'FoodEstablishment',
  Hotel: 'LodgingBusiness',
  Hostel: 'LodgingBusiness',
  Motel: 'LodgingBusiness',
  Resort: 'LodgingBusiness',
  BedAndBreakfast: 'LodgingBusiness',
};

/** Whether a produced element's type pairs with an expected one: the same type, or a subtype of it. */
export function typeMatches(expected: string | undefined, produced: string | undefined): boolean {
  return expected === produced || (produced !== undefined && SUPERTYPE[produced] === expected);
}

function matchingFields(expected: Essentials, produced: Essentials): number {
  let n = 0;
  for (const [key, value] of Object.entries(expected)) {
    if (isScoredField(key) && fieldEquals(value, produced[key])) n++;
  }
  return n;
}

/**
 * Pairs each expected element with the unpaired produced element of the same type sharing the most
 * essential fields, then counts field recall and element precision.
 */
export function scoreCase(expected: readonly Essentials[], produced: readonly Essentials[]): CaseScore {
  const used = new Set<number>();
  const fields: FieldOutcome[] = [];
  for (const e of expected) {
    let best = -1;
    let bestScore = -1;
    produced.forEach((p, i) => {
      if (used.has(i) || !typeMatches(e.type, p.type)) return;
      const score = matchingFields(e, p);
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    });
    const partner = best >= 0 ? produced[best] : undefined;
    if (best >= 0) used.add(best);
    for (const [key, value] of Object.entries(e)) {
      if (isScoredField(key)) fields.push({ field: key, matched: fieldEquals(value, partner?.[key]) });
    }
  }
  const pairedElements = used.size;
  return {
    expectedElements: expected.length,
    producedElements: produced.length,
    pairedElements,
    fields,
    passed: fields.every((f) => f.matched) && pairedElements === produced.length && pairedElements === expected.length,
  };
}
