import { isReportProcessing, REPORT_POLL_INTERVAL_MS, type Report } from '@tripline/contracts';

/** Reports are polled every 5 s while one is processing, whatever the case of its status (spec §4). */
export function reportPollInterval(reports: readonly Report[] | undefined): number | false {
  return reports?.some((report) => isReportProcessing(report.attributes.status)) ? REPORT_POLL_INTERVAL_MS : false;
}

/** The spec's wording when the report list cannot be loaded (§8), space before the period included. */
export const REPORTS_LIST_FAILURE = 'We are unable fetch all your reports at this time . Please try again.';
