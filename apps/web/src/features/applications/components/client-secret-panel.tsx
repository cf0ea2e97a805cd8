import { useQuery, useQueryClient } from '@tanstack/react-query';
import { APPLICATION_SECRET_MESSAGES } from '@tripline/contracts';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { CopyButton } from '../../../components/ui/copy-button';
import { getApplicationSecret, regenerateApplicationSecret } from '../api/application-requests';

/** The client secret for holders of read-application-key, with "Regenerate Secret" for those who may edit it. */
export function ClientSecretPanel({
  base,
  applicationId,
  canRegenerate,
}: {
  base: string;
  applicationId: string;
  canRegenerate: boolean;
}) {
  const queryClient = useQueryClient();
  const queryKey = ['applications', base, applicationId, 'key'];
  const secret = useQuery({ queryKey, queryFn: () => getApplicationSecret(base, applicationId), retry: false });
  const [generateFailed, setGenerateFailed] = useState(false);
  const [generating, setGenerating] = useState(false);

  const onRegenerate = async () => {
    setGenerating(true);
    setGenerateFailed(false);
    try {
      queryClient.setQueryData(queryKey, await regenerateApplicationSecret(base, applicationId));
    } catch {
      setGenerateFailed(true);
    } finally {
      setGenerating(false);
    }
  };

  const message = generateFailed
    ? APPLICATION_SECRET_MESSAGES.generateFailed
    : secret.isError
      ? APPLICATION_SECRET_MESSAGES.fetchFailed
      : secret.isSuccess && !secret.data
        ? APPLICATION_SECRET_MESSAGES.empty
        : undefined;

  return (
    <section className="card" aria-label="Client secret">
      <h2 className="section-title">Client secret</h2>
      {message ? <Alert tone="danger">{message}</Alert> : null}
      {secret.isPending ? <p role="status">Loading the client secret…</p> : null}
      {secret.data ? (
        <div className="secret-box">
          <code className="mono" data-testid="client-secret">
            {secret.data}
          </code>
          <CopyButton value={secret.data} label="Copy secret" />
        </div>
      ) : null}
      {canRegenerate ? (
        <div className="form__row">
          <button type="button" className="button button--secondary" onClick={onRegenerate} disabled={generating}>
            <RefreshCw size={16} aria-hidden /> Regenerate Secret
          </button>
        </div>
      ) : null}
    </section>
  );
}
