import type { TravelerImport } from '@tripline/contracts';
import { DataTable } from '../../../components/lists/data-table';
import { Alert } from '../../../components/ui/alert';
import { formatNumber } from '../../../lib/format';
import { isImportPending } from '../api/import-polling';

const TONE: Record<TravelerImport['status'], string> = {
  Queued: 'badge--info',
  Processing: 'badge--info',
  Processed: 'badge--good',
  Failed: 'badge--bad',
};

/** An import's status word on its colour. */
export function ImportStatusBadge({ status }: { status: TravelerImport['status'] }) {
  return <span className={`badge ${TONE[status]}`}>{status}</span>;
}

/** Progress while an import runs; its results (label and count) and the rows it could not import once done. */
export function ImportStatus({ item, isPollExpired }: { item: TravelerImport; isPollExpired: boolean }) {
  const pending = isImportPending(item.status);
  return (
    <section className="card" aria-labelledby="import-status">
      <h2 className="section-title" id="import-status">
        {item.file_name} <ImportStatusBadge status={item.status} />
      </h2>
      {pending ? (
        <div role="status">
          <p>
            {item.status === 'Queued' ? 'Waiting to start…' : `${formatNumber(item.progress.done)} rows read so far…`}
          </p>
          <progress className="upload-progress" aria-label="Import progress" />
          {isPollExpired ? <p className="field__hint">This is taking long: reload the page to check again.</p> : null}
        </div>
      ) : null}
      {item.status === 'Failed' && item.failure_reason ? <Alert tone="danger">{item.failure_reason}</Alert> : null}
      {!pending ? (
        <dl className="result-counts" aria-label="Import results">
          <div>
            <dt>Rows</dt>
            <dd>{formatNumber(item.progress.total ?? item.progress.done)}</dd>
          </div>
          {item.results.map((result) => (
            <div key={result.label}>
              <dt>{result.label}</dt>
              <dd>{formatNumber(result.count)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {item.errors.length ? (
        <>
          <h3 className="section-title">Rows not imported</h3>
          <DataTable
            label="Row errors"
            rows={item.errors}
            rowKey={(error) => `${error.row}-${error.reason}`}
            columns={[
              { header: 'Row', cell: (error) => error.row },
              { header: 'Reason', cell: (error) => error.reason },
            ]}
          />
        </>
      ) : null}
    </section>
  );
}
