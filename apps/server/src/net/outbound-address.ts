import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

// The one set of rules for every connection the server makes to an address a team chose (webhook URLs, IMAP
// servers): unless ALLOW_PRIVATE_NETWORK_TARGETS=1, only public addresses are reached.

/** Address ranges never reached unless private network targets are allowed. */
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

/** The error code of a connection refused because its address is not public. */
export const PRIVATE_TARGET_CODE = 'ERR_PRIVATE_TARGET';

/** Whether an IP address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return !REFUSED_RANGES.has(parsed.range());
}

/** A host name or address as written in a URL or a form, without IPv6 brackets. */
export function bareHost(host: string): string {
  return host.trim().replace(/^\[|\]$/g, '');
}

const privateMessage = (host: string, address: string) =>
  host === address
    ? `${host} is a private or loopback address`
    : `${host} resolves to a private or loopback address (${address})`;

export type ResolvedHost = { address: string; family: 4 | 6; problem: null } | { problem: string };

/**
 * Resolves a host once and checks every address it has, not only the first: the address to connect to (the
 * first), or why none may be reached. Connecting to the address returned, rather than to the name, is what keeps a
 * name that resolves elsewhere a moment later (DNS rebinding) from passing.
 */
export async function resolveOutboundHost(host: string, allowPrivate: boolean): Promise<ResolvedHost> {
  const name = bareHost(host);
  let addresses: LookupAddress[];
  if (ipaddr.isValid(name)) {
    addresses = [{ address: name, family: ipaddr.parse(name).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await lookup(name, { all: true });
    } catch {
      return { problem: `The host ${name} could not be resolved` };
    }
  }
  const [first] = addresses;
  if (!first) return { problem: `The host ${name} could not be resolved` };
  if (!allowPrivate) {
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) return { problem: privateMessage(name, refused.address) };
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4, problem: null };
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net/tls connections (and undici's `connect` options) that refuses a name with any address that is
 * not public: the check runs on the very answer the socket connects to, so there is no second resolution to rebind.
 */
export function publicOnlyLookup(
  hostname: string,
  options: LookupOneOptions | LookupAllOptions,
  callback: LookupCallback,
): void {
  lookup(hostname, { all: true, family: options.family ?? 0 }).then(
    (addresses) => {
      const refused = addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused || addresses.length === 0) {
        const error: NodeJS.ErrnoException = new Error(
          refused ? privateMessage(hostname, refused.address) : `The host ${hostname} could not be resolved`,
        );
        error.code = refused ? PRIVATE_TARGET_CODE : 'ENOTFOUND';
        callback(error, []);
        return;
      }
      if (options.all) callback(null, addresses);
      else callback(null, (addresses[0] as LookupAddress).address, (addresses[0] as LookupAddress).family);
    },
    (error: NodeJS.ErrnoException) => callback(error, []),
  );
}
