import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeTeam, makeUser } from '../../test/fixtures';
import { TeamSwitcher } from './team-switcher';

describe('TeamSwitcher', () => {
  it('lists the user’s teams by kind, marks the current one and links to each dashboard', async () => {
    render(
      <MemoryRouter>
        <TeamSwitcher
          user={makeUser()}
          team={{ type: 'org', id: 'team-1', name: 'Acme Travel' }}
          onNavigate={vi.fn()}
        />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch team (current: Acme Travel)' }));
    const current = await screen.findByRole('link', { name: 'Acme Travel' });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveAttribute('href', '/orgs/team-1/dashboard');
    expect(screen.getByRole('link', { name: /Acme Dev/ })).toHaveAttribute('href', '/developers/dev-1/dashboard');
    expect(screen.getByRole('link', { name: 'All teams' })).toHaveAttribute('href', '/teams');
  });

  it('leaves deleted teams out', async () => {
    const user = makeUser();
    user.teams.developers.push(makeTeam({ id: 'gone', type: 'dev', name: 'Gone Team', status: 'Deleted' }));
    render(
      <MemoryRouter>
        <TeamSwitcher user={user} team={{ type: 'org', id: 'team-1', name: 'Acme Travel' }} onNavigate={vi.fn()} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Switch team/ }));
    await screen.findByRole('link', { name: 'All teams' });
    expect(screen.queryByRole('link', { name: /Gone Team/ })).toBeNull();
  });

  it('closes on Escape', async () => {
    render(
      <MemoryRouter>
        <TeamSwitcher
          user={makeUser()}
          team={{ type: 'org', id: 'team-1', name: 'Acme Travel' }}
          onNavigate={vi.fn()}
        />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Switch team/ }));
    await screen.findByRole('link', { name: 'All teams' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'All teams' })).toBeNull();
  });
});
