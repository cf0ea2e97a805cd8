import { bareHost, resolveOutboundHost } from '../../net/outbound-address.js';

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
  const resolved = await resolveOutboundHost(bareHost(parsed.hostname), false);
  return resolved.problem === null ? null : `The URL is refused: ${resolved.problem}`;
}
