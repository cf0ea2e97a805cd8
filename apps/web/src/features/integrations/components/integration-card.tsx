import type { Integration } from '@tripline/contracts';
import { StatusBadge } from '../../../components/lists/status-badge';
import { Alert } from '../../../components/ui/alert';

/** One IMAP integration: where it reads, how the last poll went, and its actions. */
export function IntegrationCard({
  integration,
  check,
  busy,
  canEdit,
  canDelete,
  onTest,
  onPoll,
  onDelete,
}: {
  integration: Integration;
  check: { ok: boolean; message: string } | undefined;
  busy: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onTest: () => void;
  onPoll: () => void;
  onDelete: () => void;
}) {
  return (
    <section className="card" aria-label={integration.name}>
      <h2 className="card__title">
        {integration.name} <StatusBadge status={integration.status} />
      </h2>
      <dl className="detail-list">
        <dt>Server</dt>
        <dd className="mono">
          {integration.host}:{integration.port} ({integration.tls ? 'TLS' : 'no TLS'})
        </dd>
        <dt>Account</dt>
        <dd className="mono">
          {integration.username} · {integration.folder}
        </dd>
        <dt>Last polled</dt>
        <dd>{integration.last_polled ? new Date(integration.last_polled).toLocaleString() : 'Not yet'}</dd>
      </dl>
      {integration.last_error ? <Alert tone="danger">Last error: {integration.last_error}</Alert> : null}
      {check ? <Alert tone={check.ok ? 'success' : 'danger'}>{check.message}</Alert> : null}
      {canEdit || canDelete ? (
        <div className="form__row form__row--end">
          {canEdit ? (
            <>
              <button type="button" className="button button--secondary" disabled={busy} onClick={onTest}>
                Test connection
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy || integration.status === 'disabled'}
                onClick={onPoll}
              >
                Poll now
              </button>
            </>
          ) : null}
          {canDelete ? (
            <button type="button" className="button button--ghost" disabled={busy} onClick={onDelete}>
              Delete
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
