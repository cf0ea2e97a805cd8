import { CheckCircle2, Info } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Modal } from '../ui/modal';
import { isToast, type NotificationStore, notifications } from './notification-store';

const MODAL_TITLES = { info: 'Information', warning: 'Please note', error: 'Something has gone wrong' } as const;

/** Renders toasts (success, flash) in a live region and every other notification as a modal, oldest first. */
export function NotificationHost({ store = notifications }: { store?: NotificationStore }) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const toasts = items.filter(isToast);
  const modal = items.find((item) => !isToast(item));

  return (
    <>
      <output className="toast-region" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.type}`}>
            {toast.type === 'success' ? <CheckCircle2 size={18} aria-hidden /> : <Info size={18} aria-hidden />}
            <span>{toast.message}</span>
          </div>
        ))}
      </output>
      {modal && modal.type !== 'success' && modal.type !== 'flash' ? (
        <Modal
          open
          onOpenChange={(open) => {
            if (!open) store.dismiss(modal.id);
          }}
          title={modal.title ?? MODAL_TITLES[modal.type]}
          description={modal.message}
          staticBackdrop={modal.staticBackdrop}
          tone={modal.type === 'error' ? 'danger' : 'default'}
          size="sm"
          footer={
            <button type="button" className="button button--primary" onClick={() => store.dismiss(modal.id)}>
              Close
            </button>
          }
        />
      ) : null}
    </>
  );
}
