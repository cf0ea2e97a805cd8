import { useQuery } from '@tanstack/react-query';
import { listReportsEndpoint, REPORT_TYPE_LABELS } from '@tripline/contracts';
import { FileBarChart } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/lists/data-table';
import { Pager } from '../../../components/lists/pager';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useListQuery } from '../../../hooks/use-list-query';
import { endpointQuery } from '../../../lib/endpoint-client';
import { formatNumber } from '../../../lib/format';
import { REPORTS_LIST_FAILURE, reportPollInterval } from '../api/report-polling';
import { CreateReportForm } from './create-report-form';
import { ReportDownloads } from './report-downloads';
import { ReportStatusBadge } from './report-status-badge';
import './reports.css';
import { routePath } from '../../../lib/route-paths';

/** org.reports.index and dev.reports.index: the team's reports, newest first, and a form to ask for one. */
export function ReportsPage() {
  const access = useTeamAccess();
  const title = useRouteTitle('Reports');
  const { query, setQuery } = useListQuery('reports');
  const page = Number(query.get('page') ?? '1') || 1;
  const sort = query.get('sort') ?? undefined;
  const list = useQuery({
    ...endpointQuery(listReportsEndpoint[access.type], { params: { teamId: access.id }, query: { page, sort } }),
    refetchInterval: (current) => reportPollInterval(current.state.data?.data),
  });

  return (
    <div className="page">
      <PageHeader title={title} description="Spreadsheets of your team's data over a date range, as CSV or XLSX." />
      {list.error ? <Alert tone="danger">{REPORTS_LIST_FAILURE}</Alert> : null}
      <div className="section-stack">
        {access.can('add-reports') ? <CreateReportForm access={access} /> : null}
        {list.isPending ? (
          <p role="status" className="page-header__description">
            Loading your reports…
          </p>
        ) : list.data?.data.length ? (
          <>
            <DataTable
              label="Reports"
              rows={list.data.data}
              rowKey={(report) => report.id}
              columns={[
                {
                  header: 'Name',
                  cell: (report) => (
                    <Link to={routePath(`${access.type}.reports.show`, { teamId: access.id, id: report.id })}>
                      {report.attributes.name}
                    </Link>
                  ),
                },
                { header: 'Type', cell: (report) => REPORT_TYPE_LABELS[report.attributes.report_type] },
                { header: 'Status', cell: (report) => <ReportStatusBadge status={report.attributes.status} /> },
                {
                  header: 'Rows',
                  cell: (report) => (report.attributes.rows === null ? '—' : formatNumber(report.attributes.rows)),
                },
                { header: 'Created', cell: (report) => new Date(report.attributes.created_at).toLocaleString() },
                { header: 'Download', cell: (report) => <ReportDownloads report={report} small /> },
              ]}
            />
            <Pager
              meta={list.data.meta}
              onPage={(next) => {
                const changed = new URLSearchParams(query);
                changed.set('page', String(next));
                setQuery(changed);
              }}
            />
          </>
        ) : list.data ? (
          <EmptyState icon={<FileBarChart size={28} aria-hidden />} title="No reports yet">
            <p>Choose a report type and dates above; the report is ready to download in a moment.</p>
          </EmptyState>
        ) : null}
      </div>
    </div>
  );
}
