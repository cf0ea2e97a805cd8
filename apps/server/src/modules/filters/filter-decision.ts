import { findProviderBySenderDomain } from '@tripline/extract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { filterTeamDomains, teams } from '../../db/schema.js';
import { domainAndParents, senderDomain } from './sender-domain.js';
import { type RulesetType, SENDER_RULESETS } from './sender-rulesets-data.js';

export interface SenderDecision {
  accepted: boolean;
  reason?: string;
  /** The ruleset type that matched, when one did. */
  type?: string;
}

const RULESET_BY_DOMAIN = new Map<string, RulesetType>(
  Object.entries(SENDER_RULESETS).flatMap(([type, ruleset]) =>
    Object.keys(ruleset.domains).map((domain) => [domain, type as RulesetType] as const),
  ),
);

/** The ruleset type a domain (or a parent of it) belongs to. */
export function rulesetTypeOf(domain: string): { type: RulesetType; matched: string } | null {
  for (const candidate of domainAndParents(domain)) {
    const type = RULESET_BY_DOMAIN.get(candidate);
    if (type) return { type, matched: candidate };
  }
  return null;
}

/** Decides from a team's own domains and the shared rulesets; pure, so the test endpoint explains the same way. */
export function decideWithDomains(
  teamType: 'org' | 'dev',
  fromAddress: string,
  teamDomains: { domain: string; kind: 'allow' | 'block' }[],
): SenderDecision {
  if (teamType === 'dev') return { accepted: true, reason: 'Developer teams accept mail from every sender' };
  const domain = senderDomain(fromAddress);
  if (!domain) return { accepted: false, reason: 'The sender address has no domain' };
  const candidates = domainAndParents(domain);
  const own = (kind: 'allow' | 'block') =>
    teamDomains.find((row) => row.kind === kind && candidates.includes(row.domain.toLowerCase()));
  const blocked = own('block');
  if (blocked) return { accepted: false, reason: `The team blocks mail from ${blocked.domain}` };
  const allowed = own('allow');
  if (allowed) return { accepted: true, reason: `The team allows mail from ${allowed.domain}` };
  const ruleset = rulesetTypeOf(domain);
  if (ruleset) {
    return { accepted: true, type: ruleset.type, reason: `${ruleset.matched} is in the ${ruleset.type} ruleset` };
  }
  // The extraction engine's own providers are travel senders too, so the filter never drops mail it can read.
  const provider = findProviderBySenderDomain(domain);
  if (provider) {
    const type = provider.classification === 'direct' ? undefined : provider.classification;
    return {
      accepted: true,
      ...(type ? { type } : {}),
      reason: `${provider.matched} sends ${provider.provider} bookings`,
    };
  }
  return { accepted: false, reason: `${domain} is not a known travel provider and not allowed by the team` };
}

/** Whether mail from an address is parsed for a team (spec §3 Filter ruleset), and why. */
export async function decideSender(db: Db, teamId: string, fromAddress: string): Promise<SenderDecision> {
  const [team] = await db.select({ type: teams.type }).from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!team) return { accepted: false, reason: 'Unknown team' };
  if (team.type === 'dev') return decideWithDomains('dev', fromAddress, []);
  const own = await db
    .select({ domain: filterTeamDomains.domain, kind: filterTeamDomains.kind })
    .from(filterTeamDomains)
    .where(eq(filterTeamDomains.teamId, teamId));
  return decideWithDomains(team.type, fromAddress, own);
}
