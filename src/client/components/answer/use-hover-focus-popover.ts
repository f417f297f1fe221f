import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { useFixedPlacement } from '../ui/use-fixed-placement.ts';

/** Hovering past a marker on the way elsewhere should not flash its quote. */
const SHOW_DELAY_MS = 250;
/** Time to move the pointer from the marker onto the popover (WCAG 1.4.13: hoverable). */
const HIDE_DELAY_MS = 200;

export interface HoverFocusPopover {
  open: boolean;
  /** Where the popover goes (fixed); undefined until measured, so it renders hidden once. */
  position: { left: number; top: number } | undefined;
  close: () => void;
  /** Handlers for the element wrapping control and popover. */
  wrapper: {
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: (event: PointerEvent) => void;
    onPointerDown: (event: PointerEvent) => void;
  };
  /** Handlers for the control itself. */
  control: {
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  /**
   * Decides what a click on the control does: true when the click only opened the popover (a
   * first tap on a touch screen, which has no hover), so the caller should not act on it.
   */
  clickOpens: (event: MouseEvent) => boolean;
}

/**
 * A popover shown on hover (mouse), on keyboard focus and on a first tap, closed by Escape, by
 * leaving, by blurring or by a tap elsewhere; focus never moves into it, so it traps nothing.
 * Positioned by hand below the control (above when there is no room), never past the window's
 * sides, so a phone's 375 px keep it whole.
 */
export function useHoverFocusPopover(
  enabled: boolean,
  /** The control the popover describes, and the popover (rendered by the caller while open). */
  anchorRef: RefObject<HTMLElement | null>,
  popoverRef: RefObject<HTMLElement | null>,
): HoverFocusPopover {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastPointer = useRef<string>('mouse');

  const later = useCallback((next: boolean, ms: number): void => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  }, []);
  const now = useCallback((next: boolean): void => {
    clearTimeout(timer.current);
    setOpen(next);
  }, []);
  const close = useCallback(() => now(false), [now]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Below the marker (above when there is no room), measured before paint, so a reopened
  // popover never shows at its old place.
  const position = useFixedPlacement(open, anchorRef, popoverRef, 'below');

  // Escape closes it wherever focus is; a tap or click elsewhere too.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') now(false);
    };
    const onPointer = (event: globalThis.PointerEvent): void => {
      const wrapper = anchorRef.current?.parentElement;
      if (event.target instanceof Node && wrapper?.contains(event.target)) return;
      now(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, now, anchorRef]);

  return {
    open: enabled && open,
    position,
    close,
    wrapper: {
      onPointerEnter: (event) => {
        lastPointer.current = event.pointerType;
        if (!enabled || event.pointerType !== 'mouse') return;
        if (open) clearTimeout(timer.current);
        else later(true, SHOW_DELAY_MS);
      },
      onPointerLeave: (event) => {
        if (event.pointerType === 'mouse') later(false, HIDE_DELAY_MS);
      },
      onPointerDown: (event) => {
        lastPointer.current = event.pointerType;
      },
    },
    control: {
      onFocus: (event) => {
        if (enabled && event.target.matches(':focus-visible')) now(true);
      },
      onBlur: (event) => {
        // Focus moving into the popover (its button) keeps it open.
        if (
          event.relatedTarget instanceof Node &&
          popoverRef.current?.contains(event.relatedTarget)
        )
          return;
        now(false);
      },
    },
    clickOpens: (event) => {
      // A keyboard's Enter arrives as a click of detail 0: it follows the link as before.
      if (!enabled || open || event.detail === 0 || lastPointer.current === 'mouse') return false;
      now(true);
      return true;
    },
  };
}
