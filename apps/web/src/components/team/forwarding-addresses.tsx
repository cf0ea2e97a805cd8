import { useQuery } from '@tanstack/react-query';
import { listMailboxesEndpoint } from '@tripline/contracts';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { endpointQuery } from '../../lib/endpoint-client';
import { mailboxPaths } from '../../lib/mailbox-paths';
import { CopyButton } from '../ui/copy-button';
import type { TeamAccess } from './use-team-access';

/** The team's mailboxes, whole; the emails page's mailbox filter asks the same. */
export function allMailboxesQuery(access: Pick<TeamAccess, 'type' | 'id' | 'can'>) {
  return {
    ...endpointQuery(listMailboxesEndpoint[access.type], {
      params: { teamId: access.id },
      query: { paginate: 'false' },
    }),
    enabled: access.can('browse-mailboxes'),
  };
}

/** Where travelers send or forward their bookings: the team's mailbox addresses, each to copy. */
export function ForwardingAddresses({ access }: { access: TeamAccess }) {
  const mailboxes = useQuery(allMailboxesQuery(access));
  if (!access.can('browse-mailboxes') || !mailboxes.data) return null;
  const addresses = mailboxes.data.data;
  return (
    <section className="card forwarding" aria-label="Forwarding address">
      <Inbox size={18} aria-hidden className="forwarding__icon" />
      {addresses.length ? (
        <div className="forwarding__text">
          <p>Travelers forward their booking emails to</p>
          <ul className="forwarding__list">
            {addresses.map((mailbox) => (
              <li key={mailbox.id} className="secret-box">
                <span className="mono">{mailbox.address}</span>
                <CopyButton value={mailbox.address} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="forwarding__text">
          No mailbox yet: bookings need an address to be forwarded to.{' '}
          {access.can('add-mailboxes') ? (
            <Link to={mailboxPaths.create(access.type, access.id)}>Create a mailbox</Link>
          ) : null}
        </p>
      )}
    </section>
  );
}
