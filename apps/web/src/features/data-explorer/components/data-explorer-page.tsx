import { FileSpreadsheet, Sheet } from 'lucide-react';
import { useState } from 'react';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { Alert } from '../../../components/ui/alert';
import { CopyButton } from '../../../components/ui/copy-button';
import { PageHeader } from '../../../components/ui/page-header';
import { DATA_EXPLORER_FAILURE, type DataExplorerDownload, useCreateDownload } from '../api/create-download';
import './data-explorer.css';

/** org.resources.data-explorer: the team's segments as an Excel file, or as a live Google Sheets import. */
export function DataExplorerPage() {
  const access = useTeamAccess();
  const title = useRouteTitle('Data explorer');
  const excel = useCreateDownload(access.id);
  const gsheet = useCreateDownload(access.id);
  const [sheetLink, setSheetLink] = useState<DataExplorerDownload>();
  const canDownload = access.can('add-downloads');
  const failed = excel.isError || gsheet.isError;

  const downloadExcel = () =>
    excel.mutate('excel', {
      // The address streams the file with an attachment header: the page stays where it is.
      onSuccess: (download) => window.location.assign(download.download_url),
    });
  const getSheetLink = () => gsheet.mutate('gsheet', { onSuccess: setSheetLink });

  const formula = sheetLink ? `=IMPORTDATA("${sheetLink.download_url}")` : '';
  return (
    <div className="page page--narrow">
      <PageHeader
        title={title}
        description="Every segment of your team, one row each, to sort and sum in a spreadsheet."
      />
      {failed ? <Alert tone="danger">{DATA_EXPLORER_FAILURE}</Alert> : null}
      {canDownload ? null : <Alert>Ask the team owner for a role that may download data to get these files.</Alert>}
      <div className="data-explorer">
        <section className="card" aria-label="Excel">
          <h2 className="card__title">
            <FileSpreadsheet size={18} aria-hidden /> Excel
          </h2>
          <p>
            An .xlsx file of every segment: traveler, type, provider, dates with their time zones, places, confirmation,
            price, currency and booking source.
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={downloadExcel}
            disabled={!canDownload || excel.isPending}
          >
            {excel.isPending ? 'Preparing…' : 'Download Excel'}
          </button>
        </section>
        <section className="card" aria-label="Google Sheets">
          <h2 className="card__title">
            <Sheet size={18} aria-hidden /> Google Sheets
          </h2>
          <p>
            A private address of the same rows as CSV. Paste the formula into a sheet; it refreshes by itself until the
            link expires.
          </p>
          {sheetLink ? (
            <div className="data-explorer__link">
              <label className="field__label" htmlFor="gsheet-url">
                Sheet link
              </label>
              <div className="data-explorer__copy-row">
                <input
                  id="gsheet-url"
                  className="field__input"
                  readOnly
                  value={sheetLink.download_url}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <CopyButton value={sheetLink.download_url} label="Copy link" />
              </div>
              <div className="data-explorer__copy-row">
                <code className="data-explorer__formula">{formula}</code>
                <CopyButton value={formula} label="Copy formula" />
              </div>
              <p className="data-explorer__hint">
                Expires {new Date(sheetLink.expires_at).toLocaleDateString()}. Anyone holding the link can read the
                rows: share the sheet, not the link.
              </p>
            </div>
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            onClick={getSheetLink}
            disabled={!canDownload || gsheet.isPending}
          >
            {gsheet.isPending ? 'Preparing…' : sheetLink ? 'Get a new link' : 'Get Google Sheets link'}
          </button>
        </section>
      </div>
    </div>
  );
}
