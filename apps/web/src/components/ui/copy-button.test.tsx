import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function clickAndSettle(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
}

describe('CopyButton', () => {
  it('says "Copied to clipboard" for 1500 ms', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, userAgent: 'Linux' });
    render(<CopyButton value="whsec_123" />);
    await clickAndSettle(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('whsec_123');
    expect(screen.getByRole('status')).toHaveTextContent('Copied to clipboard');
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Copied to clipboard');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('tells the user to press Ctrl-C when the browser refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Windows NT',
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    render(<CopyButton value="whsec_123" />);
    await clickAndSettle(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Press Ctrl-C to copy')).toBeVisible();
  });
});
