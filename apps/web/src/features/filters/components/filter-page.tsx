import { useQuery } from '@tanstack/react-query';
import { listFilterStatusesEndpoint } from '@tripline/contracts';
import { QueryState } from '../../../components/lists/query-state';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { PageHeader } from '../../../components/ui/page-header';
import { endpointQuery } from '../../../lib/endpoint-client';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { FilterDownloads } from './filter-downloads';
import { FilterTestForm } from './filter-test-form';
import { RulesetCard } from './ruleset-card';
import './filters.css';

/** org.settings.filter: the sender rulesets by booking type, an address tester and the download history. */
export function FilterPage() {
  const access = useTeamAccess();
  const title = useRouteTitle('Sender filter');
  const rulesets = useQuery({
    ...endpointQuery(listFilterStatusesEndpoint, { params: { teamId: access.id } }),
    select: (answer) => answer.data,
    throwOnError: raisesResourceNotification,
  });

  return (
    <div className="page">
      <PageHeader
        title={title}
        description="Mail from these senders is read as bookings; anything else is filtered out."
      />
      <div className="section-stack">
        {access.can('read-filters') ? <FilterTestForm teamId={access.id} /> : null}
        <QueryState isPending={rulesets.isPending} error={rulesets.error} what="the rulesets">
          <div className="ruleset-grid">
            {(rulesets.data ?? []).map((ruleset) => (
              <RulesetCard key={ruleset.type} ruleset={ruleset} />
            ))}
          </div>
        </QueryState>
        {access.can('browse-downloads') ? (
          <FilterDownloads teamId={access.id} canCreate={access.can('add-filters')} />
        ) : null}
      </div>
    </div>
  );
}
