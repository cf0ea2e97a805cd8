import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamType, User } from '@tripline/contracts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Sidebar } from '../components/layout/sidebar';
import { makeUser } from '../test/fixtures';
import { setWideScreen } from '../test/screen';
import { sidebarEntries } from './routes';

function renderSidebar(user: User, team?: { type: TeamType; id: string }) {
  return render(
    <MemoryRouter>
      <Sidebar user={user} team={team} teamEntries={team ? sidebarEntries(team.type) : []} onLogOut={vi.fn()} />
    </MemoryRouter>,
  );
}

function teamItems(): string[] {
  const [teamList] = screen.getAllByRole('list');
  return within(teamList as HTMLElement)
    .queryAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('Sidebar team navigation', () => {
  it('shows an org owner every organisation item in order', () => {
    renderSidebar(makeUser({ org: { 'team-1': 'owner' } }), { type: 'org', id: 'team-1' });
    expect(teamItems()).toEqual(['Dashboard', 'Travel', 'Reports', 'People', 'Emails', 'Resources', 'Settings']);
  });

  it('hides Settings from an org viewer, who may not browse settings', () => {
    renderSidebar(makeUser({ org: { 'team-1': 'viewer' } }), { type: 'org', id: 'team-1' });
    expect(teamItems()).toEqual(['Dashboard', 'Travel', 'Reports', 'People', 'Emails', 'Resources']);
  });

  it('hides Mailboxes and Settings from a developer-team viewer', () => {
    renderSidebar(makeUser({ dev: { 'dev-1': 'viewer' } }), { type: 'dev', id: 'dev-1' });
    expect(teamItems()).toEqual(['Dashboard', 'Emails', 'Reports']);
  });

  it('shows a developer-team user every developer item', () => {
    renderSidebar(makeUser({ dev: { 'dev-1': 'user' } }), { type: 'dev', id: 'dev-1' });
    expect(teamItems()).toEqual(['Dashboard', 'Emails', 'Mailboxes', 'Reports', 'Settings']);
  });

  it('shows no team items to someone without a role on that team', () => {
    renderSidebar(makeUser({ org: { 'other-team': 'owner' } }), { type: 'org', id: 'team-1' });
    expect(teamItems()).toEqual([]);
  });

  it('lets a super-viewer browse any team, settings included', () => {
    renderSidebar(makeUser({ global: ['super-viewer'] }), { type: 'org', id: 'team-1' });
    expect(teamItems()).toContain('Settings');
  });

  it('always offers teams, support, account and log out', () => {
    renderSidebar(makeUser());
    for (const name of ['Teams', 'Support', 'Account']) expect(screen.getByRole('link', { name })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  it('links team items to the team paths', () => {
    renderSidebar(makeUser({ org: { 'team-1': 'owner' } }), { type: 'org', id: 'team-1' });
    expect(screen.getByRole('link', { name: 'Travel' })).toHaveAttribute('href', '/orgs/team-1/travel');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/orgs/team-1/settings');
  });
});

describe('Sidebar expansion', () => {
  it('expands on hover on wide screens and has no toggle there', async () => {
    setWideScreen(true);
    renderSidebar(makeUser());
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveAttribute('data-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Expand navigation' })).toBeNull();
    await userEvent.hover(nav);
    expect(nav).toHaveAttribute('data-expanded', 'true');
    await userEvent.unhover(nav);
    expect(nav).toHaveAttribute('data-expanded', 'false');
  });

  it('expands with the toggle on small screens, not on hover', async () => {
    setWideScreen(false);
    renderSidebar(makeUser());
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.hover(nav);
    expect(nav).toHaveAttribute('data-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(nav).toHaveAttribute('data-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Collapse navigation' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('sizes itself from the spec constants: 64 px collapsed, at least 192 px expanded, 150 ms', () => {
    renderSidebar(makeUser());
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.style.getPropertyValue('--sidebar-collapsed')).toBe('64px');
    expect(Number.parseInt(nav.style.getPropertyValue('--sidebar-expanded'), 10)).toBeGreaterThanOrEqual(192);
    expect(nav.style.getPropertyValue('--sidebar-animation')).toBe('150ms');
  });
});
