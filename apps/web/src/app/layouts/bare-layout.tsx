import { Boxes } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A page outside the console and the entry card (the catch-all 404): the brand above it. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className="bare">
      <header className="bare__header">
        <Link to="/" className="entry__logo">
          <span className="entry__logo-mark" aria-hidden>
            <Boxes size={22} />
          </span>
          Tripline
        </Link>
      </header>
      <main>{children}</main>
    </div>
  );
}
