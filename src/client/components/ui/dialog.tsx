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

// Radix's dialog (focus trap, scroll lock, portal) loads with the first opening: most visits
// never open one, and the first screen has one (the privacy notice).
const DialogPopup = lazy(async () => ({
  default: (await import('./dialog-popup.tsx')).DialogPopup,
}));

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
};

export interface DialogProps {
  /** The element that opens the dialog (rendered as the trigger itself). */
  trigger: ReactElement<TriggerProps>;
  title: string;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
}

/** A modal dialog with a title, a close button and focus kept inside while open. */
export function Dialog({ trigger, ...popup }: DialogProps) {
  const [open, setOpen] = useState(false);
  // Stays mounted after the first opening so that it can animate and close like Radix's own.
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLElement>(null);
  return (
    <>
      {cloneElement(trigger, {
        ref: triggerRef,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: (event: MouseEvent<HTMLElement>) => {
          trigger.props.onClick?.(event);
          setUsed(true);
          setOpen(true);
        },
      })}
      {used ? (
        <Suspense fallback={null}>
          <DialogPopup
            {...popup}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => triggerRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
