import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_SECRET_MESSAGES } from '@tripline/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getApplicationSecret, regenerateApplicationSecret } from '../api/application-requests';
import { ClientSecretPanel } from './client-secret-panel';

vi.mock('../api/application-requests', () => ({
  getApplicationSecret: vi.fn(),
  regenerateApplicationSecret: vi.fn(),
}));

function renderPanel(canRegenerate = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ClientSecretPanel base="/api/developers/dev-1" applicationId="app-1" canRegenerate={canRegenerate} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.mocked(getApplicationSecret).mockReset();
  vi.mocked(regenerateApplicationSecret).mockReset();
});

describe('ClientSecretPanel', () => {
  it('shows the secret it read', async () => {
    vi.mocked(getApplicationSecret).mockResolvedValue('cs_live_abc');
    renderPanel();
    expect(await screen.findByTestId('client-secret')).toHaveTextContent('cs_live_abc');
  });

  it('says the secret is empty and points at "Regenerate Secret"', async () => {
    vi.mocked(getApplicationSecret).mockResolvedValue('');
    renderPanel();
    expect(await screen.findByText(APPLICATION_SECRET_MESSAGES.empty)).toBeVisible();
  });

  it('says the secret could not be fetched', async () => {
    vi.mocked(getApplicationSecret).mockRejectedValue(new Error('offline'));
    renderPanel();
    expect(await screen.findByText(APPLICATION_SECRET_MESSAGES.fetchFailed)).toBeVisible();
  });

  it('shows the new secret after regenerating, and the generation failure when it fails', async () => {
    vi.mocked(getApplicationSecret).mockResolvedValue('cs_old');
    vi.mocked(regenerateApplicationSecret).mockResolvedValueOnce('cs_new').mockRejectedValueOnce(new Error('500'));
    renderPanel();
    await screen.findByText('cs_old');
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Secret' }));
    expect(await screen.findByTestId('client-secret')).toHaveTextContent('cs_new');
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Secret' }));
    expect(await screen.findByText(APPLICATION_SECRET_MESSAGES.generateFailed)).toBeVisible();
  });

  it('offers no regeneration to someone who may only read the key', async () => {
    vi.mocked(getApplicationSecret).mockResolvedValue('cs_live_abc');
    renderPanel(false);
    await screen.findByTestId('client-secret');
    expect(screen.queryByRole('button', { name: 'Regenerate Secret' })).toBeNull();
  });
});
