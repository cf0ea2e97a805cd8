import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { RESOURCE_NAMES, toResourceError } from '../../lib/resource-error';
import { ResourceErrorPage } from './resource-error-page';

function renderPage(status: number, dashboardPath?: string) {
  render(
    <MemoryRouter>
      <ResourceErrorPage status={status} dashboardPath={dashboardPath} />
    </MemoryRouter>,
  );
}

describe('ResourceErrorPage', () => {
  it('shows Page Not Found for 404', () => {
    renderPage(404);
    expect(screen.getByText("Oops, it seems we've missed our connection.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('shows No Access for 403, with My Dashboard going to / when there is no team', () => {
    renderPage(403);
    expect(screen.getByRole('heading', { name: 'No Access' })).toBeVisible();
    expect(screen.getByText(/ask the team owner/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/');
  });

  it.each([500, 502, 429, 0])('shows the server-error page for status %i', (status) => {
    renderPage(status);
    expect(screen.getByRole('heading', { name: 'Something has gone wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'System status' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:/),
    );
  });
});

describe('toResourceError', () => {
  it('carries the status of the failed call and the resource name', () => {
    const error = toResourceError(new HttpError(404, 'No such trip'), 'Trip');
    expect(error).toMatchObject({ type: 'resource', status: 404, resource: 'Trip' });
  });

  it('counts a failure without an answer as a 500', () => {
    expect(toResourceError(new TypeError('Failed to fetch'), 'Emails').status).toBe(500);
  });

  it('knows every resource name of the error catalogue', () => {
    expect(RESOURCE_NAMES).toHaveLength(23);
    expect(RESOURCE_NAMES).toContain('People Import');
    expect(RESOURCE_NAMES).toContain('Email Verification');
  });
});
