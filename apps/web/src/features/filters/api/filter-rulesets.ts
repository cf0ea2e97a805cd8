import type { FilterDownload, FilterRuleset } from '@tripline/contracts';

/** Domains of a ruleset that joined it before its last change (spec §3: the ruleset's modified day is later). */
export function outdatedDomains(ruleset: FilterRuleset): string[] {
  return ruleset.domains
    .filter((domain) => domain.isOutdated || ruleset.modified.slice(0, 10) > domain.created.slice(0, 10))
    .map((domain) => domain.name);
}

/** Counts of a download: rulesets, their domains, and the team's own domains. */
export function downloadCounts(download: FilterDownload) {
  return {
    rulesets: download.filters.rulesets.length,
    domains: download.filters.rulesets.reduce((sum, ruleset) => sum + ruleset.domains.length, 0),
    teamDomains: download.filters.team_domains.length,
  };
}

/** Saves a download's filter set as a JSON file in the browser. */
export function saveDownloadFile(download: FilterDownload): void {
  const blob = new Blob([JSON.stringify(download.filters, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `sender-filter-${download.created_at.slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
}
