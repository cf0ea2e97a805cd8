import { useQuery, useQueryClient } from '@tanstack/react-query';
import { assignEmailEndpoint, listTravelersEndpoint } from '@tripline/contracts';
import { type FormEvent, useId, useState } from 'react';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import type { TeamAccess } from '../../../components/team/use-team-access';
import { invalidateTravelers } from '../../../lib/api/invalidate-travelers';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { HttpError } from '../../../lib/http-error';
import { invalidateEmail } from '../api/invalidate-email';

/**
 * The segments of an organisation's email whose traveler could not be told: a person who may edit members finds
 * the traveler by name or address and gives them the segments, optionally keeping the address the booking came
 * for as one of theirs.
 */
export function AssignTraveler({ access, emailId, waiting }: { access: TeamAccess; emailId: string; waiting: number }) {
  const queryClient = useQueryClient();
  const teamId = access.id;
  const ids = { q: useId() };
  const [search, setSearch] = useState('');
  const [keep, setKeep] = useState(false);
  const [busy, setBusy] = useState(false);
  const found = useQuery({
    ...endpointQuery(listTravelersEndpoint, { params: { teamId }, query: { q: search, status: 'active' } }),
    enabled: search.length > 0,
  });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    setSearch(typeof value === 'string' ? value.trim() : '');
  };
  const assign = async (travelerId: string, label: string) => {
    setBusy(true);
    try {
      const { data: done } = await callEndpoint(assignEmailEndpoint, {
        params: { teamId: access.id, id: emailId },
        body: { traveler_id: travelerId, keep_address: keep },
      });
      notifications.notify({
        type: 'success',
        message: `${done.segments} segments assigned to ${label}${done.kept_address ? `, who now has ${done.kept_address}` : ''}`,
      });
      await invalidateEmail(queryClient, access, emailId, { withLists: true });
      await invalidateTravelers(queryClient, access.id);
    } catch (error) {
      if (error instanceof HttpError && error.status < 500)
        notifications.notify({ type: 'error', message: error.message });
      else notifyGenericError();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-label="Waiting for a traveler">
      <h2 className="section-title">Waiting for a traveler</h2>
      <p>
        {waiting === 1 ? 'One segment' : `${waiting} segments`} of this email could not be given to a traveler: the
        booking was sent from a provider to an address that is nobody’s, for a passenger whose name matches none of your
        travelers, or more than one. Find the traveler to give {waiting === 1 ? 'it' : 'them'} to.
      </p>
      <form className="toolbar" onSubmit={onSearch} aria-label="Find a traveler">
        <div className="field">
          <label className="field__label" htmlFor={ids.q}>
            Traveler
          </label>
          <input id={ids.q} name="q" type="search" className="field__input" placeholder="Name or email" />
        </div>
        <button type="submit" className="button button--secondary">
          Find
        </button>
        <label className="field">
          <span>
            <input type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} /> Keep the
            address the booking came for as theirs
          </span>
        </label>
      </form>
      {search && found.data ? (
        found.data.data.length ? (
          <ul>
            {found.data.data.map((person) => (
              <li key={person.id}>
                {person.name ?? person.email} <span className="page-header__description">{person.email}</span>{' '}
                <button
                  type="button"
                  className="button button--primary button--small"
                  disabled={busy}
                  onClick={() => assign(person.id, person.name ?? person.email)}
                >
                  Assign
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>No active traveler matches “{search}”.</p>
        )
      ) : null}
      {found.error ? <p className="field__error">We are unable to search your travelers.</p> : null}
    </section>
  );
}
