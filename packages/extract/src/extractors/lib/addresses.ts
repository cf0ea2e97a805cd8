import { addressFromLine } from './fields.js';
import type { Address } from './reservations.js';

/**
 * Like addressFromLine, for countries whose postal codes hold a space before the town ("111 20 Stockholm",
 * "125 80 Älvsjö" in Sweden, "00-950 Warszawa" reads fine already), which the one-line reader takes for the town.
 */
export function addressWithSpacedPostcode(line: string | undefined): Address {
  const address: Address = addressFromLine(line);
  const m = /^(\d{3} \d{2})\s+(.+)$/.exec(address.addressLocality ?? '');
  return m ? { ...address, postalCode: m[1], addressLocality: m[2] } : address;
}
