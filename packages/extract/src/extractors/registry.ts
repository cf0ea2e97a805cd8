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

function domainMatches(from: string | undefined, domains: readonly string[]): boolean {
  if (!from) return false;
  const host = from.slice(from.lastIndexOf('@') + 1).toLowerCase();
  return domains.some((d) => host === d || host.endsWith(`.${d}`));
}

function filterMatches(filter: ExtractorFilter, input: ExtractorInput): boolean {
  if (filter.kinds && !filter.kinds.includes(input.kind)) return false;
  if (filter.senderDomains && !domainMatches(input.from, filter.senderDomains)) return false;
  if (filter.subject && !filter.subject.test(input.subject ?? '')) return false;
  if (filter.content && !filter.content.test(input.text)) return false;
  return true;
}

/** The extractors whose filters (any one of them) accept this document. */
export function findExtractors(input: ExtractorInput): ProviderExtractor[] {
  return EXTRACTORS.filter((e) => e.filters.some((f) => filterMatches(f, input)));
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
