import type { ReactNode } from 'react';
import { Modal } from './modal';

export interface ConfirmModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}

/** Asks before a destructive action: Cancel closes, the confirm button runs it. */
export function ConfirmModal({ open, onOpenChange, title, description, confirmLabel, onConfirm }: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      tone="danger"
      description={description}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    />
  );
}
