import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  APPLICATION_SECRET_MESSAGES,
  getApplicationKeyEndpoint,
  regenerateApplicationKeyEndpoint,
  type TeamType,
} from '@tripline/contracts';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { CopyButton } from '../../../components/ui/copy-button';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';

/** The client secret for holders of read-application-key, with "Regenerate Secret" for those who may edit it. */
export function ClientSecretPanel({
  teamType,
  teamId,
  applicationId,
  canRegenerate,
}: {
  teamType: TeamType;
  teamId: string;
  applicationId: string;
  canRegenerate: boolean;
}) {
  const queryClient = useQueryClient();
  const params = { teamId, applicationId };
  const secretQuery = endpointQuery(getApplicationKeyEndpoint[teamType], { params });
  const secret = useQuery({ ...secretQuery, select: (answer) => answer.data.secret, retry: false });
  const [generateFailed, setGenerateFailed] = useState(false);
  const [generating, setGenerating] = useState(false);

  const onRegenerate = async () => {
    setGenerating(true);
    setGenerateFailed(false);
    try {
      queryClient.setQueryData(
        secretQuery.queryKey,
        await callEndpoint(regenerateApplicationKeyEndpoint[teamType], { params }),
      );
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
