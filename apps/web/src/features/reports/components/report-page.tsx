import { useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteReportEndpoint, getReportEndpoint, listReportsEndpoint, REPORT_TYPE_LABELS } from '@tripline/contracts';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/lists/query-state';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { Alert } from '../../../components/ui/alert';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { PageHeader } from '../../../components/ui/page-header';
import { callEndpoint, endpointQuery, invalidateEndpoint } from '../../../lib/endpoint-client';
import { formatNumber } from '../../../lib/format';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { reportPollInterval } from '../api/report-polling';
import { ReportDownloads } from './report-downloads';
import { ReportStatusBadge } from './report-status-badge';
import './reports.css';
import { routePath } from '../../../lib/route-paths';

/** org.reports.show and dev.reports.show: polled every 5 s while processing, then its downloads. */
export function ReportPage() {
  const access = useTeamAccess();
  const title = useRouteTitle('Report');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const params = { teamId: access.id, id };
  const report = useQuery({
    ...endpointQuery(getReportEndpoint[access.type], { params }),
    select: (answer) => answer.data,
    refetchInterval: (current) => reportPollInterval(current.state.data ? [current.state.data.data] : undefined),
    throwOnError: raisesResourceNotification,
  });

  const onDelete = async () => {
    try {
      await callEndpoint(deleteReportEndpoint[access.type], { params });
      await invalidateEndpoint(queryClient, listReportsEndpoint[access.type], { teamId: access.id });
      notifications.notify({ type: 'success', message: `Report ${report.data?.attributes.name ?? ''} deleted` });
      await navigate(routePath(`${access.type}.reports.index`, { teamId: access.id }));
    } catch {
      notifyGenericError();
    }
  };

  const data = report.data?.attributes;
  return (
    <div className="page page--narrow">
      <PageHeader
        title={title}
        eyebrow={data?.name}
        actions={
          access.can('delete-reports') && report.data ? (
            <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
              Delete
            </button>
          ) : null
        }
      />
      <QueryState isPending={report.isPending} error={report.error} what="this report">
        {report.data && data ? (
          <section className="card">
            <dl className="detail-list">
              <dt>Status</dt>
              <dd>
                <ReportStatusBadge status={data.status} />
              </dd>
              <dt>Type</dt>
              <dd>{REPORT_TYPE_LABELS[data.report_type]}</dd>
              <dt>Dates</dt>
              <dd>{data.end_date ? `${data.start_date} to ${data.end_date}` : `From ${data.start_date}`}</dd>
              <dt>Created</dt>
              <dd>{new Date(data.created_at).toLocaleString()}</dd>
              {data.completed_at ? (
                <>
                  <dt>Finished</dt>
                  <dd>{new Date(data.completed_at).toLocaleString()}</dd>
                </>
              ) : null}
              {data.rows !== null ? (
                <>
                  <dt>Rows</dt>
                  <dd>{formatNumber(data.rows)}</dd>
                </>
              ) : null}
            </dl>
            {data.status === 'Processing' ? (
              <p role="status" className="page-header__description report-progress">
                <LoaderCircle size={14} aria-hidden /> Generating the report; this page updates by itself.
              </p>
            ) : null}
            {data.status === 'Failed' ? <Alert tone="danger">{data.error ?? 'The report failed.'}</Alert> : null}
            <ReportDownloads report={report.data} />
          </section>
        ) : null}
      </QueryState>
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this report?"
        description="Its CSV and XLSX files are deleted with it."
        confirmLabel="Delete report"
        onConfirm={onDelete}
      />
    </div>
  );
}
