import { Link } from 'react-router';
import { ErrorPageFrame } from './error-page-frame';

/** 403: the user lacks the permission; My Dashboard leads to the team dashboard, or / without one. */
export function ForbiddenPage({ dashboardPath }: { dashboardPath?: string }) {
  return (
    <ErrorPageFrame
      code={403}
      title="No Access"
      actions={
        <Link className="button button--primary" to={dashboardPath ?? '/'}>
          My Dashboard
        </Link>
      }
    >
      <p>You do not have permission to see this page. Please ask the team owner to give you a role that allows it.</p>
    </ErrorPageFrame>
  );
}
