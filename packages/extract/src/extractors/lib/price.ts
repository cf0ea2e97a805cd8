/** A price as schema.org wants it on a reservation. */
export interface Price {
  price: number;
  priceCurrency: string;
}

const CURRENCY_SYMBOLS: Record<string, string> = {
  '€': 'EUR',
  $: 'USD',
  US$: 'USD',
  '£': 'GBP',
  '¥': 'JPY',
  Kč: 'CZK',
  Rs: 'INR',
  '₹': 'INR',
  CHF: 'CHF',
  Fr: 'CHF',
  NT$: 'TWD',
  A$: 'AUD',
  C$: 'CAD',
  kr: 'SEK',
  zł: 'PLN',
};

/**
 * Reads an amount with its currency ("4 321 SEK", "99,00€", "€1,234.56", "1.234,56 EUR", "Rs1234.0").
 * The decimal separator is the last of ',' and '.' when it is followed by one or two digits.
 */
export function parsePrice(text: string): Price | undefined {
  const m =
    /(?:([A-Z]{3})|(US\$|NT\$|A\$|C\$|[€$£¥₹]|Kč|Rs\.?|CHF|Fr\.|kr|zł))?\s*(\d[\d\s.,'\u00a0\u202f]*\d|\d)\s*(?:([A-Z]{3})\b|(US\$|[€$£¥₹]|Kč|kr|zł))?/u.exec(
      text,
    );
  if (!m?.[3]) return undefined;
  const symbol = (m[2] ?? m[5])?.replace(/\.$/, '');
  const priceCurrency = m[1] ?? m[4] ?? (symbol ? CURRENCY_SYMBOLS[symbol] : undefined);
  if (!priceCurrency) return undefined;
  const price = parseAmount(m[3]);
  return price === undefined ? undefined : { price, priceCurrency };
}

/** A number written with any thousands grouping and a '.' or ',' decimal separator. */
export function parseAmount(text: string): number | undefined {
  const compact = text.replace(/[\s'\u00a0\u202f]/g, '').replace(/[.,]+$/, '');
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = decimal ? compact.slice(0, decimal.index) : compact;
  const digits = whole.replace(/[.,]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  return Number(decimal ? `${digits}.${decimal[1]}` : digits);
}
