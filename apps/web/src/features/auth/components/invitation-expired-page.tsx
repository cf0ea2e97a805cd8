import { CONSOLE_PATHS } from '@tripline/contracts';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';

/** The notice for an invitation past its date. */
export function InvitationExpiredPage() {
  return (
    <>
      <div className="entry__icon">
        <Clock size={32} aria-hidden />
      </div>
      <h1 className="entry__title">This invitation has expired</h1>
      <p className="entry__lead">
        Invitations are valid for a limited time. Ask the team owner to send you a new one, then follow the link in that
        email.
      </p>
      <Link className="button button--secondary button--block" to={CONSOLE_PATHS.signIn}>
        Go to sign in
      </Link>
    </>
  );
}
