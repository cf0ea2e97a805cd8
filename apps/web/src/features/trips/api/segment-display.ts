import { type Segment, SPEND_DIVISOR } from '@tripline/contracts';

type Described = Pick<
  Segment,
  | 'type'
  | 'subType'
  | 'provider'
  | 'number'
  | 'startCode'
  | 'endCode'
  | 'startName'
  | 'endName'
  | 'startCity'
  | 'endCity'
>;

function placeName(code: string | null, name: string | null, city: string | null): string | undefined {
  return code ?? city ?? name ?? undefined;
}

/** A segment's headline: `LH 400 FRA → JFK`, `Check-in · Hotel Canal House`, `Hertz · Frankfurt Airport`. */
export function segmentTitle(segment: Described): string {
  const from = placeName(segment.startCode, segment.startName, segment.startCity);
  const to = placeName(segment.endCode, segment.endName, segment.endCity);
  const route = from && to && from !== to ? `${from} → ${to}` : (from ?? to);
  switch (segment.type) {
    case 'hotel': {
      const name = segment.provider ?? segment.startName ?? 'Hotel';
      if (segment.subType === 'CheckOut') return `Check-out · ${name}`;
      if (segment.subType === 'CheckIn') return `Check-in · ${name}`;
      return name;
    }
    case 'air':
    case 'rail':
    case 'transportation':
      return [segment.number ?? segment.provider, route].filter(Boolean).join(' ') || 'Journey';
    default:
      return (
        [segment.provider ?? segment.startName, segment.provider ? segment.startName : undefined]
          .filter(Boolean)
          .join(' · ') || 'Booking'
      );
  }
}

/** A price stored in cents, shown in units of its currency (spec §9: divided by 100). */
export function formatPrice(priceCents: number | null, currency: string | null, locale = 'en-GB'): string | undefined {
  if (priceCents === null) return undefined;
  const units = priceCents / SPEND_DIVISOR;
  try {
    if (currency) return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(units);
  } catch {
    // Not an ISO currency code: show the amount with the code the booking gave.
  }
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(units);
  return currency ? `${amount} ${currency}` : amount;
}
