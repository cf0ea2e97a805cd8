import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationHost } from './notification-host';
import { createNotificationStore, GENERIC_ERROR_MESSAGE, GENERIC_ERROR_TITLE } from './notification-store';

describe('notification timings', () => {
  it('removes success and flash notifications after 2 seconds', () => {
    vi.useFakeTimers();
    const store = createNotificationStore();
    store.notify({ type: 'success', message: 'Saved' });
    store.notify({ type: 'flash', message: 'Heads up' });
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('closes an error modal by itself after 5 seconds', () => {
    vi.useFakeTimers();
    const store = createNotificationStore();
    store.notify({ type: 'error', message: 'Broken' });
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps info and warning modals until the user closes them', () => {
    vi.useFakeTimers();
    const store = createNotificationStore();
    store.notify({ type: 'info', message: 'Read me' });
    store.notify({ type: 'warning', message: 'Careful' });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(2);
  });
});

describe('NotificationHost', () => {
  it('shows a toast in the live region and drops it after 2 seconds', () => {
    vi.useFakeTimers();
    const store = createNotificationStore();
    render(<NotificationHost store={store} />);
    act(() => {
      store.notify({ type: 'success', message: 'Settings successfully updated!' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Settings successfully updated!');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Settings successfully updated!')).toBeNull();
  });

  it('shows the generic error modal with its title, text and a Close button', async () => {
    const store = createNotificationStore();
    render(<NotificationHost store={store} />);
    act(() => {
      store.notify({ type: 'error', title: GENERIC_ERROR_TITLE, message: GENERIC_ERROR_MESSAGE });
    });
    const dialog = screen.getByRole('dialog', { name: 'Something has gone wrong' });
    expect(dialog).toHaveTextContent(
      'Our apologies, an error occurred while processing your command. Please check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes a modal on Escape', async () => {
    const store = createNotificationStore();
    render(<NotificationHost store={store} />);
    act(() => {
      store.notify({ type: 'info', message: 'Read me' });
    });
    expect(screen.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes a modal on a click outside it', async () => {
    const store = createNotificationStore();
    render(<NotificationHost store={store} />);
    act(() => {
      store.notify({ type: 'info', message: 'Read me' });
    });
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a modal with a static backdrop open on a click outside it', async () => {
    const store = createNotificationStore();
    render(<NotificationHost store={store} />);
    act(() => {
      store.notify({ type: 'info', message: 'Read me', staticBackdrop: true });
    });
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});
