import type { ReactNode, RefObject } from 'react';

/** What Radix's virtual anchor needs: something it can measure. */
type Measurable = { getBoundingClientRect: () => DOMRect };
import { Popover as PopoverPrimitive } from 'radix-ui';

export interface PopoverPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control the popup points at and gives focus back to. */
  anchor: RefObject<HTMLElement | null>;
  children: ReactNode;
  /** Names the popup for assistive technology. */
  label: string;
}

/** The open popover itself (Radix): loaded with the first opening, not with the page. */
export function PopoverPopup({ open, onOpenChange, anchor, children, label }: PopoverPopupProps) {
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor virtualRef={anchor as RefObject<Measurable>} />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          aria-label={label}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchor.current?.focus();
          }}
          onInteractOutside={(event) => {
            // A click on the control itself toggles it; the popup must not close and reopen.
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          }}
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-4 text-sm leading-relaxed text-slate-700 shadow-lg focus:outline-none"
        >
          {children}
          <PopoverPrimitive.Arrow className="fill-white" />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
