import { CopyButton } from '../../../components/ui/copy-button';

/** The signing secret (whsec_…) with a copy button. */
export function WebhookSecret({ secret }: { secret: string }) {
  return (
    <div className="secret-box">
      <code className="mono" data-testid="webhook-secret">
        {secret}
      </code>
      <CopyButton value={secret} label="Copy secret" />
    </div>
  );
}
