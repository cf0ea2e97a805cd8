import * as Dialog from '@radix-ui/react-dialog';
import type { PanelSize } from '@tripline/contracts';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** A static backdrop ignores clicks outside the modal; Escape still closes it. */
  staticBackdrop?: boolean;
  size?: PanelSize;
  tone?: 'default' | 'danger';
}

/** The one dialog of the console: focus is trapped inside, Escape closes it, so does a click outside unless static. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  staticBackdrop,
  size = 'md',
  tone = 'default',
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" data-testid="modal-backdrop" />
        <Dialog.Content
          className={`modal modal--${size} modal--${tone}`}
          onPointerDownOutside={(event) => {
            if (staticBackdrop) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (staticBackdrop) event.preventDefault();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="modal__header">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close dialog">
              <X size={18} aria-hidden />
            </Dialog.Close>
          </header>
          {description ? <Dialog.Description className="modal__description">{description}</Dialog.Description> : null}
          {children ? <div className="modal__body">{children}</div> : null}
          {footer ? <footer className="modal__footer">{footer}</footer> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
