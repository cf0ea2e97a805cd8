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

function matchingFields(expected: Essentials, produced: Essentials, isCompared: (key: string) => boolean): number {
  let n = 0;
  for (const [key, value] of Object.entries(expected)) {
    if (isCompared(key) && fieldEquals(value, produced[key])) n++;
  }
  return n;
}

/**
 * Pairs each expected element, in order, with the unpaired produced element of a matching type that agrees on the
 * most compared fields (the first of equals); an element left without a partner gets `undefined`.
 */
export function pairElements(
  expected: readonly Essentials[],
  produced: readonly Essentials[],
  isCompared: (key: string) => boolean,
): (Essentials | undefined)[] {
  const used = new Set<number>();
  return expected.map((e) => {
    let best = -1;
    let bestScore = -1;
    produced.forEach((p, i) => {
      if (used.has(i) || !typeMatches(e.type, p.type)) return;
      const score = matchingFields(e, p, isCompared);
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    });
    if (best < 0) return undefined;
    used.add(best);
    return produced[best];
  });
}

/**
 * Pairs each expected element with the unpaired produced element of the same type sharing the most
 * essential fields, then counts field recall and element precision.
 */
export function scoreCase(expected: readonly Essentials[], produced: readonly Essentials[]): CaseScore {
  const partners = pairElements(expected, produced, isScoredField);
  const fields: FieldOutcome[] = [];
  expected.forEach((e, i) => {
    const partner = partners[i];
    for (const [key, value] of Object.entries(e)) {
      if (isScoredField(key)) fields.push({ field: key, matched: fieldEquals(value, partner?.[key]) });
    }
  });
  const pairedElements = partners.filter((p) => p !== undefined).length;
  return {
    expectedElements: expected.length,
    producedElements: produced.length,
    pairedElements,
    fields,
    passed: fields.every((f) => f.matched) && pairedElements === produced.length && pairedElements === expected.length,
  };
}

/** A field the produced elements got wrong or missed. */
export interface Mismatch {
  element: number;
  key: string;
  expected: string;
  actual: string | undefined;
}

/**
 * Pairs expected and produced elements as the score does, the type counting as a field (so a subtype never
 * stands in for its supertype unnoticed), and lists every expected field not reproduced. Keys in `skip` are
 * left to later stages.
 */
export function compareEssentials(
  expected: readonly Essentials[],
  produced: readonly Essentials[],
  skip: readonly string[] = [],
): Mismatch[] {
  const skipped = new Set(skip);
  const isCompared = (key: string) => !skipped.has(key) && !key.endsWith('Zone');
  const partners = pairElements(expected, produced, isCompared);
  const mismatches: Mismatch[] = [];
  expected.forEach((exp, element) => {
    const partner = partners[element];
    for (const [key, value] of Object.entries(exp)) {
      if (!isCompared(key)) continue;
      const actual = partner?.[key];
      if (!fieldEquals(value, actual)) mismatches.push({ element, key, expected: value, actual });
    }
  });
  return mismatches;
}
