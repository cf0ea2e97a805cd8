import * as RadixPopover from '@radix-ui/react-popover';
import { POPOVER_OFFSET_PX } from '@tripline/contracts';
import type { ReactNode } from 'react';

/** A floating panel anchored to its trigger, 8 px away from it; Escape and a click outside close it. */
export function Popover({
  trigger,
  children,
  label,
  side = 'bottom',
  align = 'start',
  open,
  onOpenChange,
}: {
  trigger: ReactNode;
  children: ReactNode;
  label: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className="popover"
          side={side}
          align={align}
          sideOffset={POPOVER_OFFSET_PX}
          collisionPadding={POPOVER_OFFSET_PX}
          aria-label={label}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
