import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../components/notifications/notification-store';
import { TEAM_UPDATE_FAILED_MESSAGE, TEAM_UPDATED_MESSAGE } from '../features/settings/api/team-settings-messages';
import { setUnauthorizedHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { makeTeam, makeUser } from '../test/fixtures';
import { buildRouteObjects } from './router';

type Answer = { status: number; body?: unknown };
let answers: Record<string, Answer>;
const team = makeTeam({ id: 'dev-1', type: 'dev', name: 'Acme Dev' });
const owner = makeUser({ dev: { 'dev-1': 'owner' } });

function visitGeneralSettings() {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: ['/developers/dev-1/settings/general'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function rename(to: string) {
  const field = await screen.findByLabelText('Team name');
  await userEvent.clear(field);
  await userEvent.type(field, to);
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
}

beforeEach(() => {
  queryClient.clear();
  setUnauthorizedHandler(() => {});
  answers = {
    'GET /api/users/current': { status: 200, body: { data: owner } },
    'GET /api/users/current/teams': { status: 200, body: { data: { orgs: [], developers: [team] } } },
    'GET /api/developers/dev-1': { status: 200, body: { data: team } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const answer = answers[`${init.method} ${url}`] ?? {
        status: 404,
        body: { error: { status: 404, message: 'No' } },
      };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  vi.spyOn(notifications, 'notify');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('GeneralSettingsPage', () => {
  it('says "Settings successfully updated!" after saving', async () => {
    answers['PATCH /api/developers/dev-1'] = { status: 200, body: { data: { ...team, name: 'Acme Labs' } } };
    visitGeneralSettings();
    await rename('Acme Labs');
    await vi.waitFor(
      () => expect(notifications.notify).toHaveBeenCalledWith({ type: 'success', message: TEAM_UPDATED_MESSAGE }),
      { timeout: 5000 },
    );
  });

  it('shows a 422 in the form and no error notification', async () => {
    answers['PATCH /api/developers/dev-1'] = {
      status: 422,
      body: { error: { status: 422, message: 'Invalid', fields: { name: ['That name is already used'] } } },
    };
    visitGeneralSettings();
    await rename('Acme Labs');
    expect(await screen.findByText('That name is already used')).toBeVisible();
    expect(notifications.notify).not.toHaveBeenCalled();
  });

  it('shows the update failure message when the server fails', async () => {
    answers['PATCH /api/developers/dev-1'] = { status: 500, body: { error: { status: 500, message: 'Boom' } } };
    visitGeneralSettings();
    await rename('Acme Labs');
    await vi.waitFor(
      () => expect(notifications.notify).toHaveBeenCalledWith({ type: 'error', message: TEAM_UPDATE_FAILED_MESSAGE }),
      { timeout: 5000 },
    );
  });
});
