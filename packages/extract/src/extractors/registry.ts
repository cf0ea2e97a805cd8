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
  // Loops, not callbacks: this runs for every filter tried on every document.
  for (const d of domains)
    if (host === d || (host.endsWith(d) && host[host.length - d.length - 1] === '.')) return true;
  return false;
}

/** Whether the text holds every one of the parts. */
function holdsAll(text: string, parts: readonly string[]): boolean {
  for (const part of parts) if (!text.includes(part)) return false;
  return true;
}

function filterMatches(filter: ExtractorFilter, input: ExtractorInput, host: string | undefined): boolean {
  if (filter.kinds && !filter.kinds.includes(input.kind)) return false;
  if (filter.senderDomains && !domainMatches(host, filter.senderDomains)) return false;
  if (filter.subject && !filter.subject.test(input.subject ?? '')) return false;
  if (filter.content) {
    if (filter.contentHolds && !holdsAll(input.text, filter.contentHolds)) return false;
    if (!filter.content.test(input.text)) return false;
  }
  return true;
}

/** Each domain an extractor names as its sender's, with the extractors that name it. */
const EXTRACTORS_BY_DOMAIN = new Map<string, ProviderExtractor[]>();
for (const e of EXTRACTORS) {
  for (const d of new Set(e.filters.flatMap((f) => f.senderDomains ?? []))) {
    EXTRACTORS_BY_DOMAIN.set(d, [...(EXTRACTORS_BY_DOMAIN.get(d) ?? []), e]);
  }
}

/** The extractors with a filter that names no sender: a document from anyone may be theirs. */
const ANY_SENDER = new Set(EXTRACTORS.filter((e) => e.filters.some((f) => !f.senderDomains)));

/**
 * The extractors whose domain is this host or any parent of it (mail.lufthansa.com: those of mail.lufthansa.com and
 * of lufthansa.com): the only ones a filter naming senders lets read mail from this host.
 */
function extractorsOfHostOrParents(host: string): Set<ProviderExtractor> {
  const found = new Set<ProviderExtractor>();
  for (let rest = host; ; ) {
    for (const e of EXTRACTORS_BY_DOMAIN.get(rest) ?? []) found.add(e);
    const dot = rest.indexOf('.');
    if (dot === -1) return found;
    rest = rest.slice(dot + 1);
  }
}

/** The extractors whose domain is this host or a parent of it (mail.lufthansa.com: lufthansa.com's). */
function extractorsOfHost(host: string): readonly ProviderExtractor[] {
  let rest = host;
  for (;;) {
    const found = EXTRACTORS_BY_DOMAIN.get(rest);
    if (found) return found;
    const dot = rest.indexOf('.');
    if (dot === -1) return [];
    rest = rest.slice(dot + 1);
  }
}

/** Letters, digits, dots and hyphens: what a host name is made of. */
function isHostChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 46 ||
    code === 45
  );
}

/**
 * The host names a text prints, lower-case: web addresses (`www.eurowings.com`, `bahn.de/service`) and the domains of
 * mail addresses. Found from the dots a host has, so a text is read once.
 */
export function printedHosts(text: string): Set<string> {
  const hosts = new Set<string>();
  for (let dot = text.indexOf('.'); dot !== -1; dot = text.indexOf('.', dot + 1)) {
    let start = dot;
    while (start > 0 && isHostChar(text.charCodeAt(start - 1))) start--;
    let end = dot + 1;
    while (end < text.length && isHostChar(text.charCodeAt(end))) end++;
    const host = text
      .slice(start, end)
      .replace(/^[.-]+|[.-]+$/g, '')
      .toLowerCase();
    // A host's last label is a top-level domain: letters only.
    if (/^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(host)) hosts.add(host);
    dot = end;
  }
  return hosts;
}

/** The extractors of the providers whose domains a text prints. */
function extractorsPrinted(text: string): Set<ProviderExtractor> {
  const found = new Set<ProviderExtractor>();
  for (const host of printedHosts(text)) for (const e of extractorsOfHost(host)) found.add(e);
  return found;
}

/**
 * The extractors whose filters (any one of them) accept this document. A document no provider we know sent (a file on
 * its own, a ticket a traveller mails from their own address) is taken as sent by each provider whose domain it prints:
 * such filters are then read without their sender, the rest of them still applying.
 */
export function findExtractors(input: ExtractorInput): ProviderExtractor[] {
  // The sender's host is read once for all the filters, not once for each.
  const host = input.from ? hostOf(input.from) : undefined;
  const ofHost = host ? extractorsOfHostOrParents(host) : undefined;
  const fromKnown = ofHost !== undefined && ofHost.size > 0;
  // Only the extractors that may read the document have their filters tried: those of the sender (or, for a sender
  // no provider is known by, of the domains the text prints) and those that name no sender. The rest would each be
  // refused by every filter, at the cost of trying them all.
  const candidates = fromKnown ? ofHost : extractorsPrinted(input.text);
  const found: ProviderExtractor[] = [];
  for (const e of EXTRACTORS) {
    const isCandidate = candidates.has(e);
    if (!isCandidate && !ANY_SENDER.has(e)) continue;
    for (const f of e.filters) {
      const accepted =
        fromKnown || !f.senderDomains
          ? filterMatches(f, input, host)
          : isCandidate && filterMatches({ ...f, senderDomains: undefined }, input, host);
      if (accepted) {
        found.push(e);
        break;
      }
    }
  }
  return found;
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
