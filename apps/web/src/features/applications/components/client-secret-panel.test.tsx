import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_SECRET_MESSAGES } from '@tripline/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientSecretPanel } from './client-secret-panel';

const KEY_URL = '/api/developers/dev-1/applications/app-1/key';
const getApplicationSecret = vi.fn<() => Promise<string>>();
const regenerateApplicationSecret = vi.fn<() => Promise<string>>();

/** Answers the key endpoint with what the mocks give: GET reads the secret, POST regenerates it. */
async function answerKey(url: string, init: RequestInit): Promise<Response> {
  if (url !== KEY_URL) return new Response(null, { status: 404 });
  const secret = await (init.method === 'POST' ? regenerateApplicationSecret : getApplicationSecret)();
  return new Response(JSON.stringify({ data: { secret } }), { status: 200 });
}

function renderPanel(canRegenerate = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ClientSecretPanel teamType="dev" teamId="dev-1" applicationId="app-1" canRegenerate={canRegenerate} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  getApplicationSecret.mockReset();
  regenerateApplicationSecret.mockReset();
  vi.stubGlobal('fetch', vi.fn(answerKey));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ClientSecretPanel', () => {
  it('shows the secret it read', async () => {
    getApplicationSecret.mockResolvedValue('cs_live_abc');
    renderPanel();
    expect(await screen.findByTestId('client-secret')).toHaveTextContent('cs_live_abc');
  });

  it('says the secret is empty and points at "Regenerate Secret"', async () => {
    getApplicationSecret.mockResolvedValue('');
    renderPanel();
    expect(await screen.findByText(APPLICATION_SECRET_MESSAGES.empty)).toBeVisible();
  });

  it('says the secret could not be fetched', async () => {
    getApplicationSecret.mockRejectedValue(new Error('offline'));
    renderPanel();
    expect(await screen.findByText(APPLICATION_SECRET_MESSAGES.fetchFailed)).toBeVisible();
  });

  it('shows the new secret after regenerating, and the generation failure when it fails', async () => {
    getApplicationSecret.mockResolvedValue('cs_old');
    regenerateApplicationSecret.mockResolvedValueOnce('cs_new').mockRejectedValueOnce(new Error('500'));
    renderPanel();
    await screen.findByText('cs_old');
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Secret' }));
    expect(await screen.findByTestId('client-secret')).toHaveTextContent('cs_new');
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Secret' }));
    expect(await screen.findByText(APPLICATION_SECRET_MESSAGES.generateFailed)).toBeVisible();
  });

  it('offers no regeneration to someone who may only read the key', async () => {
    getApplicationSecret.mockResolvedValue('cs_live_abc');
    renderPanel(false);
    await screen.findByTestId('client-secret');
    expect(screen.queryByRole('button', { name: 'Regenerate Secret' })).toBeNull();
  });
});
