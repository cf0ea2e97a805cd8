import { FileBarChart } from 'lucide-react';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

/** dev.reports.index and dev.reports.show: reports are not offered yet, and the page says so. */
export function ReportsPage() {
  const title = useRouteTitle('Reports');
  return (
    <div className="page">
      <PageHeader title={title} />
      <EmptyState icon={<FileBarChart size={28} aria-hidden />} title="Reports are not available yet">
        <p>
          Reports on emails, mailboxes, clients and webhooks are coming. Until then, the dashboard shows parse counts
          per day and the emails list can be filtered by status, mailbox and date.
        </p>
      </EmptyState>
    </div>
  );
}
