import {
  cloneElement,
  Suspense,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';

export type PopupTriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
};

export interface PopupState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The trigger, to anchor the popup to or to give focus back to. */
  triggerRef: RefObject<HTMLElement | null>;
}

/**
 * A trigger and a popup whose code loads on its first opening (dialog, popover): the trigger gets
 * its ARIA state and click handler; the popup, once opened, stays mounted so it can animate and
 * close like Radix's own.
 */
export function LazyPopupTrigger({
  trigger,
  toggles,
  popup,
}: {
  trigger: ReactElement<PopupTriggerProps>;
  /** A second click closes (popover) rather than keeps open (dialog). */
  toggles: boolean;
  popup: (state: PopupState) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
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
          setOpen((wasOpen) => (toggles ? !wasOpen : true));
        },
      })}
      {used ? <Suspense fallback={null}>{popup({ open, setOpen, triggerRef })}</Suspense> : null}
    </>
  );
}
