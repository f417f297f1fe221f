import type { ReactNode } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';

export interface PopoverProps {
  trigger: ReactNode;
  children: ReactNode;
  /** Names the popup for assistive technology. */
  label: string;
}

/** A small click-to-open explanation; unlike a tooltip it also works on touch screens. */
export function Popover({ trigger, children, label }: PopoverProps) {
  return (
    <PopoverPrimitive.Root>
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          aria-label={label}
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
