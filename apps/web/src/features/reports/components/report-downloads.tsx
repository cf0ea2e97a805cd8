import type { Report } from '@tripline/contracts';
import { Download } from 'lucide-react';

/** CSV and XLSX download links of a completed report; nothing before. */
export function ReportDownloads({ report, small = false }: { report: Report; small?: boolean }) {
  const { csv, xlsx } = report.attributes.downloads;
  if (!csv && !xlsx) return null;
  const className = `button button--secondary${small ? ' button--small' : ''}`;
  return (
    <span className="report-downloads">
      {csv ? (
        <a className={className} href={csv} download aria-label={`Download ${report.attributes.name} as CSV`}>
          <Download size={14} aria-hidden /> CSV
        </a>
      ) : null}
      {xlsx ? (
        <a className={className} href={xlsx} download aria-label={`Download ${report.attributes.name} as XLSX`}>
          <Download size={14} aria-hidden /> XLSX
        </a>
      ) : null}
    </span>
  );
}
