import { Link } from 'react-router';
import { ErrorPageFrame } from './error-page-frame';

/** 404: the spec's text and a Go Home link to /. */
export function NotFoundPage() {
  return (
    <ErrorPageFrame
      code={404}
      title="Page Not Found"
      actions={
        <Link className="button button--primary" to="/">
          Go Home
        </Link>
      }
    >
      <p>Oops, it seems we've missed our connection.</p>
    </ErrorPageFrame>
  );
}
