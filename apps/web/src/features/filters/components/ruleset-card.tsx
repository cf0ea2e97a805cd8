import type { FilterRuleset } from '@tripline/contracts';
import { formatNumber } from '../../../lib/format';
import { outdatedDomains } from '../api/filter-rulesets';

/** One ruleset: its name, example sender, last change and its domains, outdated ones flagged. */
export function RulesetCard({ ruleset }: { ruleset: FilterRuleset }) {
  const outdated = new Set(outdatedDomains(ruleset));
  return (
    <section className="card ruleset" aria-label={ruleset.name}>
      <header className="ruleset__header">
        <h2 className="section-title">{ruleset.name}</h2>
        <span className="page-header__description">
          {formatNumber(ruleset.domains.length)} domains
          {outdated.size ? ` · ${formatNumber(outdated.size)} outdated` : ''}
        </span>
      </header>
      <dl className="detail-list">
        <dt>Example</dt>
        <dd className="mono">{ruleset.example}</dd>
        <dt>Modified</dt>
        <dd>{ruleset.modified}</dd>
      </dl>
      <ul className="ruleset__domains" aria-label={`${ruleset.name} domains`}>
        {ruleset.domains.map((domain) => {
          const isOutdated = outdated.has(domain.name);
          return (
            <li
              key={domain.name}
              className={isOutdated ? 'ruleset__domain ruleset__domain--outdated' : 'ruleset__domain'}
              title={`Added ${domain.created}`}
            >
              <span className="mono">{domain.name}</span>
              {isOutdated ? <span className="badge badge--bad">Outdated</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
