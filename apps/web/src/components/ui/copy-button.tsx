import { CLIPBOARD_CONFIRMATION_MS } from '@tripline/contracts';
import { Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { copyToClipboard } from '../../lib/clipboard';

/** Copies a value and says so beside the button for 1500 ms. */
export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [message, setMessage] = useState<string>();

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(undefined), CLIPBOARD_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [message]);

  return (
    <span className="copy-button">
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={async () => setMessage((await copyToClipboard(value)).message)}
      >
        <Copy size={14} aria-hidden /> {label}
      </button>
      <span role="status" className="copy-button__message">
        {message}
      </span>
    </span>
  );
}
