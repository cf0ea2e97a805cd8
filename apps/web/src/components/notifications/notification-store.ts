import { ERROR_MODAL_TIMEOUT_MS, FLASH_NOTIFICATION_MS } from '@tripline/contracts';

export type ToastType = 'success' | 'flash';
export type ModalType = 'info' | 'warning' | 'error';

export interface NotificationInput {
  type: ToastType | ModalType;
  message: string;
  title?: string;
  /** A static backdrop keeps the modal open on a click outside it. */
  staticBackdrop?: boolean;
}

export interface AppNotification extends NotificationInput {
  id: number;
}

type Listener = () => void;

/** How long a notification stays before closing by itself; undefined means until the user closes it. */
export function lifetimeOf(type: NotificationInput['type']): number | undefined {
  if (type === 'success' || type === 'flash') return FLASH_NOTIFICATION_MS;
  if (type === 'error') return ERROR_MODAL_TIMEOUT_MS;
  return undefined;
}

export function isToast(notification: NotificationInput): boolean {
  return notification.type === 'success' || notification.type === 'flash';
}

/** A small external store so any module (request client, mutations) can notify without React context. */
export function createNotificationStore() {
  let items: AppNotification[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    const before = items.length;
    items = items.filter((item) => item.id !== id);
    if (items.length !== before) emit();
  };

  const notify = (input: NotificationInput): number => {
    const id = nextId++;
    items = [...items, { ...input, id }];
    const lifetime = lifetimeOf(input.type);
    if (lifetime !== undefined)
      timers.set(
        id,
        setTimeout(() => dismiss(id), lifetime),
      );
    emit();
    return id;
  };

  const clear = () => {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    items = [];
    emit();
  };

  return {
    notify,
    dismiss,
    clear,
    getSnapshot: () => items,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;

/** The console's one notification store. */
export const notifications = createNotificationStore();

export const GENERIC_ERROR_TITLE = 'Something has gone wrong';
export const GENERIC_ERROR_MESSAGE =
  'Our apologies, an error occurred while processing your command. Please check your connection and try again.';

/** Shows the generic error modal of the specification. */
export function notifyGenericError(): number {
  return notifications.notify({ type: 'error', title: GENERIC_ERROR_TITLE, message: GENERIC_ERROR_MESSAGE });
}
