import { lazy, type ReactElement, type ReactNode } from 'react';
import { LazyPopupTrigger, type PopupTriggerProps } from './lazy-popup-trigger.tsx';

// Radix's dialog (focus trap, scroll lock, portal) loads with the first opening: most visits
// never open one, and the first screen has one (the privacy notice).
const DialogPopup = lazy(async () => ({
  default: (await import('./dialog-popup.tsx')).DialogPopup,
}));

export interface DialogProps {
  /** The element that opens the dialog (rendered as the trigger itself). */
  trigger: ReactElement<PopupTriggerProps>;
  title: string;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
}

/** A modal dialog with a title, a close button and focus kept inside while open. */
export function Dialog({ trigger, ...popup }: DialogProps) {
  return (
    <LazyPopupTrigger
      trigger={trigger}
      toggles={false}
      popup={({ open, setOpen, triggerRef }) => (
        <DialogPopup
          {...popup}
          open={open}
          onOpenChange={setOpen}
          returnFocus={() => triggerRef.current?.focus()}
        />
      )}
    />
  );
}
