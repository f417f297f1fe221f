import { lazy, type ReactElement, type ReactNode } from 'react';
import { LazyPopupTrigger, type PopupTriggerProps } from './lazy-popup-trigger.tsx';

// Radix's popover (positioning, dismissal) loads with the first opening, not with the page.
const PopoverPopup = lazy(async () => ({
  default: (await import('./popover-popup.tsx')).PopoverPopup,
}));

export interface PopoverProps {
  trigger: ReactElement<PopupTriggerProps>;
  children: ReactNode;
  /** Names the popup for assistive technology. */
  label: string;
}

/** A small click-to-open explanation; unlike a tooltip it also works on touch screens. */
export function Popover({ trigger, children, label }: PopoverProps) {
  return (
    <LazyPopupTrigger
      trigger={trigger}
      toggles
      popup={({ open, setOpen, triggerRef }) => (
        <PopoverPopup open={open} onOpenChange={setOpen} anchor={triggerRef} label={label}>
          {children}
        </PopoverPopup>
      )}
    />
  );
}
