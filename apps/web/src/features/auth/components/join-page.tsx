import { CONSOLE_PATHS } from '@tripline/contracts';
import { Link } from 'react-router';

/** /join for a visitor (signed-in users are sent to the teams list before it shows). */
export function JoinPage() {
  return (
    <>
      <h1 className="entry__title">Join Tripline</h1>
      <p className="entry__lead">
        Follow the invitation link in your email to join a team, or create a developer account to start on your own.
      </p>
      <div className="stack">
        <Link className="button button--primary button--block" to={CONSOLE_PATHS.signIn}>
          Sign in
        </Link>
        <Link className="button button--secondary button--block" to={CONSOLE_PATHS.register}>
          Create a developer account
        </Link>
      </div>
    </>
  );
}
