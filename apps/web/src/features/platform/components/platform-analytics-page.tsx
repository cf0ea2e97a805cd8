import { useQuery } from '@tanstack/react-query';
import { CONSOLE_PATHS, type PlatformAnalytics, type PlatformTeamActivity } from '@tripline/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/lists/data-table';
import { SearchBox } from '../../../components/lists/search-box';
import { PageHeader } from '../../../components/ui/page-header';
import { formatNumber } from '../../../lib/format';
import { teamDashboardPath } from '../../../lib/team-paths';
import { platformAnalyticsQuery } from '../api/get-platform-analytics';

const TOTAL_LABELS: Record<Exclude<keyof PlatformAnalytics['totals'], 'teams'>, string> = {
  received: 'Emails received',
  parsed: 'Parsed',
  failed: 'Failed',
  filtered: 'Filtered',
  travelers: 'Travelers',
  trips: 'Trips',
};

const count = (value: number | null) => (value === null ? '—' : formatNumber(value));

function lastActivity(team: PlatformTeamActivity) {
  if (!team.last_activity) return <span className="muted">No email yet</span>;
  const when = new Date(team.last_activity);
  return <time dateTime={team.last_activity}>{when.toLocaleString()}</time>;
}

/** platform.analytics: the super administrator's analytics mode (spec §6), the platform's teams side by side. */
export function PlatformAnalyticsPage() {
  const analytics = useQuery(platformAnalyticsQuery);
  if (analytics.isError) throw analytics.error;
  const [search, setSearch] = useState('');
  const data = analytics.data;
  const needle = search.trim().toLowerCase();
  const rows = (data?.teams ?? []).filter((team) => team.name.toLowerCase().includes(needle));

  return (
    <div className="page">
      <PageHeader
        title="Platform analytics"
        description={`${data ? `${formatNumber(data.totals.teams)} teams` : 'Every team'}: the emails they received and how each ended, their travelers and trips.`}
        actions={
          <Link className="button button--secondary" to={CONSOLE_PATHS.teams}>
            All teams
          </Link>
        }
      />
      {data ? (
        <>
          <div className="metric-grid">
            {(Object.keys(TOTAL_LABELS) as (keyof typeof TOTAL_LABELS)[]).map((key) => (
              <section key={key} className="card metric" aria-label={TOTAL_LABELS[key]}>
                <p className="metric__label">{TOTAL_LABELS[key]}</p>
                <p className="metric__value">{formatNumber(data.totals[key])}</p>
              </section>
            ))}
          </div>
          <SearchBox label="Search teams" placeholder="Team name" value={search} onChange={setSearch} />
          <DataTable
            label="Teams"
            rows={rows}
            rowKey={(team) => `${team.type}:${team.id}`}
            columns={[
              {
                header: 'Team',
                cell: (team) => <Link to={teamDashboardPath(team.type, team.id)}>{team.name}</Link>,
              },
              { header: 'Type', cell: (team) => (team.type === 'org' ? 'Organisation' : 'Developer team') },
              { header: 'Received', cell: (team) => count(team.emails.received) },
              { header: 'Parsed', cell: (team) => count(team.emails.parsed) },
              { header: 'Failed', cell: (team) => count(team.emails.failed) },
              { header: 'Filtered', cell: (team) => count(team.emails.filtered) },
              { header: 'Travelers', cell: (team) => count(team.travelers) },
              { header: 'Trips', cell: (team) => count(team.trips) },
              { header: 'Last activity', cell: lastActivity },
            ]}
          />
          {rows.length === 0 ? <p className="muted">No team matches “{search.trim()}”.</p> : null}
        </>
      ) : (
        <p role="status">Loading the platform's figures…</p>
      )}
    </div>
  );
}
