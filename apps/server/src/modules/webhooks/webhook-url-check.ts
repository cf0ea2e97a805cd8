import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Address ranges a webhook may never reach unless private webhooks are allowed. */
const REFUSED_RANGES = new Set([
  'unspecified',
  'broadcast',
  'multicast',
  'linkLocal',
  'loopback',
  'carrierGradeNat',
  'private',
  'reserved',
  'uniqueLocal',
  'ipv4Mapped',
  'rfc6145',
  'rfc6052',
  '6to4',
  'teredo',
]);

/** Whether an IP address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return !REFUSED_RANGES.has(parsed.range());
}

/** Why a webhook URL is refused, or null when it may be called: http(s) only, and every address public. */
export async function webhookUrlProblem(url: string, allowPrivate: boolean): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The URL is not valid';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The URL must start with http:// or https://';
  if (parsed.username || parsed.password) return 'The URL must not carry a user name or password';
  if (allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return `The host ${host} could not be resolved`;
  }
  if (addresses.length === 0) return `The host ${host} could not be resolved`;
  const refused = addresses.find((address) => !isPublicAddress(address));
  return refused ? `The URL resolves to a private or loopback address (${refused})` : null;
}
