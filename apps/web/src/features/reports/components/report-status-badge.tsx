import type { ReportStatus } from '@tripline/contracts';

const TONES: Record<ReportStatus, string> = { Processing: 'info', Completed: 'good', Failed: 'bad' };

/** A report's status on its colour. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <span className={`badge badge--${TONES[status]}`}>{status}</span>;
}
