import { ImapFlow } from 'imapflow';
import ipaddr from 'ipaddr.js';
import { bareHost, PRIVATE_TARGET_CODE, resolveOutboundHost } from '../../net/outbound-address.js';

/** Where and how to reach an IMAP folder. */
export interface ImapTarget {
  host: string;
  port: number;
  tls: boolean;
  username: string;
  password: string;
  folder: string;
}

/**
 * A client for one folder, its host resolved and checked now: unless private targets are allowed, a host with any
 * address that is not public throws (code ERR_PRIVATE_TARGET) before anything is sent. The client connects to the
 * address checked, not to the name, so the name cannot resolve elsewhere in between; TLS still verifies the name.
 * TLS on means implicit TLS (port 993), off means plain with STARTTLS when offered.
 */
export async function imapClient(target: ImapTarget, allowPrivate: boolean): Promise<ImapFlow> {
  const host = bareHost(target.host);
  const resolved = await resolveOutboundHost(host, allowPrivate);
  if (resolved.problem !== null) {
    const refused = resolved.problem.includes('could not be resolved');
    throw Object.assign(new Error(resolved.problem), { code: refused ? 'ENOTFOUND' : PRIVATE_TARGET_CODE });
  }
  return new ImapFlow({
    host: resolved.address,
    ...(ipaddr.isValid(host) ? {} : { servername: host }),
    port: target.port,
    secure: target.tls,
    auth: { user: target.username, pass: target.password },
    logger: false,
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
}

interface ImapError {
  code?: string;
  authenticationFailed?: boolean;
  responseText?: string;
  serverResponseCode?: string;
  message?: string;
}

/** Says in words a team owner can act on why the server could not be read. */
export function describeImapError(error: unknown, target: ImapTarget): string {
  const e = (error ?? {}) as ImapError;
  const where = `${target.host}:${target.port}`;
  if (e.authenticationFailed || e.serverResponseCode === 'AUTHENTICATIONFAILED') {
    return `The IMAP server refused the user name or password${e.responseText ? ` (${e.responseText})` : ''}.`;
  }
  if (
    e.serverResponseCode === 'NONEXISTENT' ||
    /mailbox.*(not|doesn't) exist|unknown mailbox/i.test(e.responseText ?? '')
  ) {
    return `The folder "${target.folder}" does not exist on the IMAP server.`;
  }
  switch (e.code) {
    // Nothing was attempted, and nothing about the port is said: the answer is the same whatever listens there.
    case PRIVATE_TARGET_CODE:
      return `The IMAP server may not be reached: ${e.message}.`;
    case 'ECONNREFUSED':
      return `Could not connect to ${where}: the connection was refused.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Could not find the IMAP server ${target.host}.`;
    case 'ETIMEDOUT':
    case 'CONNECT_TIMEOUT':
    case 'GREETING_TIMEOUT':
      return `The IMAP server ${where} did not answer in time.`;
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return `The TLS certificate of ${where} is not trusted (${e.code}).`;
    default:
      break;
  }
  if (/wrong version number|ssl3_get_record|packet length too long/i.test(e.message ?? '')) {
    return `${where} does not speak TLS: turn TLS off or use the TLS port (993).`;
  }
  return `The IMAP server ${where} failed: ${e.responseText || e.message || 'unknown error'}.`;
}
