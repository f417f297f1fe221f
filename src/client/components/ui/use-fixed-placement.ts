import { useLayoutEffect, useState, type RefObject } from 'react';

/** Room kept between a floating box and the window's edges, and between it and its control. */
const EDGE_PX = 12;
const GAP_PX = 6;

export interface FixedPosition {
  left: number;
  top: number;
}

/**
 * Where a small floating box (a hint, a quote) goes, in fixed coordinates: centred on its
 * control, on the preferred side when there is room there and on the other side otherwise, never
 * past the window's sides. Measured before paint and again on scroll and resize; undefined until
 * measured, so the box can render hidden once. Written by hand so the first screen does not load a
 * positioning library.
 */
export function useFixedPlacement(
  open: boolean,
  /** The control, or (`inside`) a wrapper whose first child is the control. */
  anchorRef: RefObject<HTMLElement | null>,
  boxRef: RefObject<HTMLElement | null>,
  prefer: 'above' | 'below',
  inside = false,
): FixedPosition | undefined {
  const [position, setPosition] = useState<FixedPosition>();
  useLayoutEffect(() => {
    if (!open) return;
    const place = (): void => {
      const anchor = anchorRef.current;
      const control = (inside ? anchor?.firstElementChild : anchor)?.getBoundingClientRect();
      const box = boxRef.current?.getBoundingClientRect();
      if (!control || !box) return;
      const centred = control.left + control.width / 2 - box.width / 2;
      const left = Math.max(EDGE_PX, Math.min(centred, window.innerWidth - box.width - EDGE_PX));
      const above = control.top - box.height - GAP_PX;
      const below = control.bottom + GAP_PX;
      const fitsAbove = above >= EDGE_PX;
      const fitsBelow = below + box.height <= window.innerHeight - EDGE_PX;
      const top =
        prefer === 'above' ? (fitsAbove ? above : below) : fitsBelow || !fitsAbove ? below : above;
      setPosition({ left, top });
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, anchorRef, boxRef, prefer, inside]);
  return position;
}
