import { Boxes } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { useDocumentTitle } from './use-document-title';

/** The frame of the entry pages (sign-in, registration, password, invitations): the brand and one card. */
export function EntryLayout() {
  useDocumentTitle();
  return (
    <div className="entry">
      <header className="entry__brand">
        <Link to="/" className="entry__logo">
          <span className="entry__logo-mark" aria-hidden>
            <Boxes size={22} />
          </span>
          Tripline
        </Link>
      </header>
      <main className="entry__card">
        <Outlet />
      </main>
      <footer className="entry__footer">Travel bookings, turned into trips.</footer>
    </div>
  );
}
