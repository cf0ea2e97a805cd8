import { CATALOG } from './catalog.generated.js';
import type { ExtractorFilter, ExtractorInput, ProviderExtractor } from './types.js';

/**
 * Every provider extractor the engine knows, in the order they run: those marked `runsFirst`, then the others, each
 * by module name (the catalog's order).
 */
export const EXTRACTORS: readonly ProviderExtractor[] = [
  ...CATALOG.filter((e) => e.runsFirst),
  ...CATALOG.filter((e) => !e.runsFirst),
];

/** The host of a sender's address, lower-case. */
function hostOf(from: string): string {
  return from.slice(from.lastIndexOf('@') + 1).toLowerCase();
}

/** A host is one of the domains or under one of them (mail.lufthansa.com is under lufthansa.com). */
function domainMatches(host: string | undefined, domains: readonly string[]): boolean {
  if (!host) return false;
  return domains.some((d) => host === d || (host.endsWith(d) && host[host.length - d.length - 1] === '.'));
}

function filterMatches(filter: ExtractorFilter, input: ExtractorInput, host: string | undefined): boolean {
  if (filter.kinds && !filter.kinds.includes(input.kind)) return false;
  if (filter.senderDomains && !domainMatches(host, filter.senderDomains)) return false;
  if (filter.subject && !filter.subject.test(input.subject ?? '')) return false;
  if (filter.content) {
    if (filter.contentHolds && !filter.contentHolds.every((part) => input.text.includes(part))) return false;
    if (!filter.content.test(input.text)) return false;
  }
  return true;
}

/** The extractors with a filter that needs no sender: the only ones a document without a sender can match. */
const WITHOUT_SENDER = EXTRACTORS.filter((e) => e.filters.some((f) => !f.senderDomains));

/** The extractors whose filters (any one of them) accept this document. */
export function findExtractors(input: ExtractorInput): ProviderExtractor[] {
  // The sender's host is read once for all the filters, not once for each.
  const host = input.from ? hostOf(input.from) : undefined;
  return (host ? EXTRACTORS : WITHOUT_SENDER).filter((e) => e.filters.some((f) => filterMatches(f, input, host)));
}

const PROVIDER_BY_SENDER_DOMAIN = new Map<string, ProviderExtractor>(
  EXTRACTORS.flatMap((e) => e.filters.flatMap((f) => (f.senderDomains ?? []).map((d) => [d, e] as const))),
);

/** The provider whose extractor reads mail from this sender domain or a parent of it, if any. */
export function findProviderBySenderDomain(
  domain: string,
): { provider: string; classification: ProviderExtractor['classification']; matched: string } | undefined {
  const labels = domain.toLowerCase().split('.');
  for (let i = 0; i <= labels.length - 2; i++) {
    const candidate = labels.slice(i).join('.');
    const extractor = PROVIDER_BY_SENDER_DOMAIN.get(candidate);
    if (extractor)
      return { provider: extractor.provider, classification: extractor.classification, matched: candidate };
  }
  return undefined;
}
