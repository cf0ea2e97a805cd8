import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { statusOf } from '../../lib/http-error';
import { Alert } from '../ui/alert';
import './data-views.css';

/** What a data section shows while loading or after a failed load; its children once the data is there. */
export function QueryState({
  isPending,
  error,
  what,
  children,
}: {
  isPending: boolean;
  error: unknown;
  /** The thing being loaded, in words: "the emails". */
  what: string;
  children: ReactNode;
}) {
  if (error) {
    const status = statusOf(error);
    return (
      <Alert tone="danger">
        {status === 404
          ? `We could not find ${what}.`
          : status === 403
            ? `You do not have access to ${what}.`
            : `We are unable to load ${what} at this time. Please try again.`}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <p role="status" className="page-header__description">
        <LoaderCircle size={14} aria-hidden /> Loading {what}…
      </p>
    );
  }
  return <>{children}</>;
}
