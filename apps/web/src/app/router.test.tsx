import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { User } from '@tripline/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { ROUTE_PATHS, type RouteName } from '../lib/route-paths';
import { makeSegment, makeTeam, makeUser } from '../test/fixtures';
import { buildRouteObjects } from './router';
import { findRoute } from './routes';

type Answer = { status: number; body?: unknown };
let answers: Record<string, Answer>;

function signedInAs(user: User | undefined) {
  answers['GET /api/users/current'] = user
    ? { status: 200, body: { data: user } }
    : { status: 401, body: { error: { status: 401, message: 'Sign in first' } } };
}

function visit(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  queryClient.clear();
  setUnauthorizedHandler(() => {});
  answers = {
    'GET /api/users/current/teams': {
      status: 200,
      body: { data: { orgs: [makeTeam()], developers: [makeTeam({ id: 'dev-1', type: 'dev', name: 'Acme Dev' })] } },
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const answer = answers[`${init.method} ${url}`] ?? {
        status: 404,
        body: { error: { status: 404, message: 'Nope' } },
      };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const owner = makeUser({ org: { 'team-1': 'owner' }, dev: { 'dev-1': 'owner' } });

describe('route names', () => {
  it('names the routes as the specification does, with the teamId parameter', () => {
    expect(ROUTE_PATHS['teams.index']).toBe('/teams');
    expect(ROUTE_PATHS['teams.create']).toBe('/teams/:teamType/create');
    expect(ROUTE_PATHS['org.dashboard.index']).toBe('/orgs/:teamId/dashboard');
    expect(ROUTE_PATHS['dev.dashboard.index']).toBe('/developers/:teamId/dashboard');
    expect(ROUTE_PATHS['org.people.imports']).toBe('/orgs/:teamId/people/imports/:id?');
    expect(ROUTE_PATHS['org.people.create']).toBe('/orgs/:teamId/people/create/:stage?');
  });

  it('has a route in the table for every named path', () => {
    const missing = (Object.keys(ROUTE_PATHS) as RouteName[]).filter((name) => !findRoute(name));
    expect(missing).toEqual([]);
  });
});

describe('redirects', () => {
  it('sends a signed-out visitor of a team page to sign-in, remembering the page', async () => {
    signedInAs(undefined);
    const router = visit('/orgs/team-1/travel?type=air');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/orgs/team-1/travel?type=air')}`);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it.each([
    ['/orgs', '/teams'],
    ['/orgs/team-1/settings', '/orgs/team-1/settings/general'],
    ['/developers/dev-1/settings', '/developers/dev-1/settings/general'],
    ['/orgs/team-1/resources', '/orgs/team-1/resources/data-explorer'],
    ['/orgs/team-1', '/orgs/team-1/dashboard'],
    ['/join', '/teams'],
  ])('sends %s on to %s', async (from, to) => {
    signedInAs(owner);
    const router = visit(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('sends a signed-in user away from sign-in to the page asked for, never off the site', async () => {
    signedInAs(owner);
    const router = visit('/sign-in?redirect=%2Faccount');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    const offSite = visit('/sign-in?redirect=%2F%2Fevil.example.com');
    await waitFor(() => expect(offSite.state.location.pathname).toBe('/teams'));
  });

  it('sends a segment to its trip with the segment as the hash', async () => {
    signedInAs(owner);
    answers['GET /api/orgs/team-1/trips/segments/air/seg-9'] = {
      status: 200,
      body: { data: makeSegment({ id: 'seg-9', type: 'air', trip_id: 'trip-7' }) },
    };
    const router = visit('/orgs/team-1/segments/air/seg-9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/orgs/team-1/trips/trip-7'));
    expect(router.state.location.hash).toBe('#sseg-9');
  });
});

describe('pages and errors', () => {
  it('shows the 404 page with its Go Home link for an unknown path', async () => {
    visit('/no/such/page');
    expect(await screen.findByText("Oops, it seems we've missed our connection.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('accepts only digits as an org report id', async () => {
    signedInAs(owner);
    visit('/orgs/team-1/reports/abc');
    expect(await screen.findByText("Oops, it seems we've missed our connection.")).toBeVisible();
  });

  it('opens an org report with a numeric id', async () => {
    signedInAs(owner);
    visit('/orgs/team-1/reports/42');
    expect(await screen.findByRole('heading', { name: 'Report', level: 1 })).toBeVisible();
  });

  it('shows No Access with a My Dashboard button when the role lacks the permission', async () => {
    signedInAs(makeUser({ org: { 'team-1': 'viewer' } }));
    visit('/orgs/team-1/settings/general');
    expect(await screen.findByRole('heading', { name: 'No Access' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/orgs/team-1/dashboard');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  it('shows the server-error page with Reload when a route cannot load', async () => {
    signedInAs(owner);
    answers['GET /api/orgs/team-1/trips/segments/air/seg-9'] = {
      status: 503,
      body: { error: { status: 503, message: 'Down' } },
    };
    visit('/orgs/team-1/segments/air/seg-9');
    expect(await screen.findByRole('heading', { name: 'Something has gone wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it('blocks creating an org user while single sign-on is on', async () => {
    signedInAs(owner);
    answers['GET /api/orgs/team-1'] = { status: 200, body: { data: makeTeam({ sso_enabled: true }) } };
    visit('/orgs/team-1/settings/users/create');
    expect(await screen.findByText("Oops, it seems we've missed our connection.")).toBeVisible();
  });

  it('starts the people creation at the select stage', async () => {
    signedInAs(owner);
    visit('/orgs/team-1/people/create');
    expect(await screen.findByRole('link', { name: /Add one person/ })).toHaveAttribute(
      'href',
      '/orgs/team-1/people/create/details',
    );
    expect(screen.getByRole('link', { name: /Import a file/ })).toBeVisible();
  });

  it('sorts the email list by newest first when no sort is chosen', async () => {
    signedInAs(owner);
    visit('/developers/dev-1/emails');
    expect(await screen.findByText('Sorted: Newest first')).toBeVisible();
  });

  it('shows the server message on the verification page itself for a 403', async () => {
    answers['POST /api/tokens/abc/validate'] = {
      status: 403,
      body: { error: { status: 403, message: 'This link has expired.' } },
    };
    visit('/t/abc');
    expect(await screen.findByText('This link has expired.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'No Access' })).toBeNull();
  });

  it('lists the teams of the user', async () => {
    signedInAs(owner);
    visit('/teams');
    expect(await screen.findByRole('link', { name: /Acme Travel/ })).toHaveAttribute('href', '/orgs/team-1/dashboard');
    expect(screen.getByRole('link', { name: /Acme Dev/ })).toHaveAttribute('href', '/developers/dev-1/dashboard');
  });
});
