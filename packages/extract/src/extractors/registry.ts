import { COMMON_EXTRACTORS } from './catalog-common.js';
import { CORPUS_EXTRACTORS } from './catalog-corpus.js';
import type { ExtractorFilter, ExtractorInput, ProviderExtractor } from './types.js';

/** Every provider extractor the engine knows. */
export const EXTRACTORS: readonly ProviderExtractor[] = [...CORPUS_EXTRACTORS, ...COMMON_EXTRACTORS];

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
