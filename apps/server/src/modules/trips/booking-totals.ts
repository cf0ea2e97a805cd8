import type { Segment } from '@tripline/extract';
import { UNLISTED_SUB_TYPES } from './segment-dto.js';

/** A stay's night or check-out: it repeats the stay's price without adding to what it cost (lists skip it too). */
function repeats(segment: Segment): boolean {
  return (UNLISTED_SUB_TYPES as readonly string[]).includes(segment.subType ?? '');
}

/**
 * Prices as each segment should carry them, so that every sum counts a booking's total once (decision 039).
 * Mail gives a booking's total on each of its reservations (one per passenger and leg), so segments of one email
 * that share a booking reference, a currency and an amount carry that amount once between them: it is spread over
 * those that count (a stay counts once, on its check-in), the cents left over going to the first ones; a stay's
 * nights and check-out carry no price of their own. A price that differs from its neighbours' (given per segment
 * or per passenger) is kept as given.
 */
export function spreadBookingTotals(list: readonly Segment[]): Segment[] {
  const groups = new Map<string, number[]>();
  list.forEach((segment, index) => {
    const reference = segment.confirmationNumber?.trim().toUpperCase();
    if (segment.priceCents == null || !reference) return;
    const key = [reference, segment.currency ?? '', segment.priceCents].join('|');
    const members = groups.get(key);
    if (members) members.push(index);
    else groups.set(key, [index]);
  });
  const prices: (number | undefined)[] = list.map((segment) => (repeats(segment) ? undefined : segment.priceCents));
  for (const members of groups.values()) {
    const carriers = members.filter((index) => !repeats(list[index] as Segment));
    const total = list[members[0] as number]?.priceCents as number;
    if (carriers.length === 0) {
      // Only the repeating parts of a stay came (a later email about its nights): the first keeps the amount.
      prices[members[0] as number] = total;
      continue;
    }
    const share = Math.trunc(total / carriers.length);
    let left = total - share * carriers.length;
    for (const index of carriers) {
      const extra = left > 0 ? 1 : left < 0 ? -1 : 0;
      prices[index] = share + extra;
      left -= extra;
    }
  }
  return list.map((segment, index) => {
    const priceCents = prices[index];
    if (priceCents === segment.priceCents) return segment;
    const { priceCents: _repeated, ...rest } = segment;
    return priceCents === undefined ? rest : { ...rest, priceCents };
  });
}
