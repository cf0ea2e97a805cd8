import { useQuery } from '@tanstack/react-query';
import { CONSOLE_PATHS } from '@tripline/contracts';
import { CheckCircle2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { isHttpError } from '../../../lib/http-error';
import { toResourceError } from '../../../lib/resource-error';
import { validateTokenQuery } from '../api/validate-token';

/** Email verification (/t/:token): a 403 shows the server's message here, other failures the error page. */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const result = useQuery({ ...validateTokenQuery(token), select: (answer) => answer.data });

  if (result.isPending) {
    return (
      <p className="entry__lead" role="status">
        Checking your link…
      </p>
    );
  }
  if (result.isError) {
    if (isHttpError(result.error) && result.error.status === 403) {
      return (
        <>
          <h1 className="entry__title">Email verification</h1>
          <Alert tone="danger">{result.error.message}</Alert>
          <Link className="button button--secondary button--block" to={CONSOLE_PATHS.signIn}>
            Go to sign in
          </Link>
        </>
      );
    }
    // Anything but 403 is the resource notification, shown by the route's error page.
    throw toResourceError(result.error, 'Email Verification');
  }
  return (
    <>
      <div className="entry__icon entry__icon--success">
        <CheckCircle2 size={32} aria-hidden />
      </div>
      <h1 className="entry__title">Email verified</h1>
      <p className="entry__lead">{result.data.message}</p>
      <Link className="button button--primary button--block" to="/">
        Continue to Tripline
      </Link>
    </>
  );
}
