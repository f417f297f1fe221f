import {
  cloneElement,
  lazy,
  Suspense,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

// Radix's popover (positioning, dismissal) loads with the first opening, not with the page.
const PopoverPopup = lazy(async () => ({
  default: (await import('./popover-popup.tsx')).PopoverPopup,
}));

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
};

export interface PopoverProps {
  trigger: ReactElement<TriggerProps>;
  children: ReactNode;
  /** Names the popup for assistive technology. */
  label: string;
}

/** A small click-to-open explanation; unlike a tooltip it also works on touch screens. */
export function Popover({ trigger, children, label }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const anchor = useRef<HTMLElement>(null);
  return (
    <>
      {cloneElement(trigger, {
        ref: anchor,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: (event: MouseEvent<HTMLElement>) => {
          trigger.props.onClick?.(event);
          setUsed(true);
          setOpen((wasOpen) => !wasOpen);
        },
      })}
      {used ? (
        <Suspense fallback={null}>
          <PopoverPopup open={open} onOpenChange={setOpen} anchor={anchor} label={label}>
            {children}
          </PopoverPopup>
        </Suspense>
      ) : null}
    </>
  );
}
