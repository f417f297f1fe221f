import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useFixedPlacement } from './use-fixed-placement.ts';

export interface HintTooltipProps {
  /** The control the hint belongs to; it gets `aria-describedby` while the hint shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  content: ReactNode;
  delayMs?: number;
}

/** Time to move the pointer from the control onto the hint (WCAG 1.4.13: hoverable). */
const HIDE_DELAY_MS = 150;

/**
 * The small dark hint above an icon button in the form's action row. Shown on hover (after a
 * delay) and on focus, dismissed with Escape; written by hand so the first screen does not load
 * a positioning library for one line of text.
 */
export function HintTooltip({ children, content, delayMs = 300 }: HintTooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const hint = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const later = (next: boolean, ms: number): void => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  const now = (next: boolean): void => {
    clearTimeout(timer.current);
    setOpen(next);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  // Above the control when there is room, else below; never past the window's sides.
  const position = useFixedPlacement(open, anchor, hint, 'above', true);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') now(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const describedBy = [children.props['aria-describedby'], open ? id : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <span
      ref={anchor}
      className="inline-flex"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') later(true, delayMs);
      }}
      onPointerLeave={() => later(false, HIDE_DELAY_MS)}
      onPointerDown={() => now(false)}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) now(true);
      }}
      onBlur={() => now(false)}
    >
      {cloneElement(children, { 'aria-describedby': describedBy || undefined })}
      {open ? (
        <span
          ref={hint}
          id={id}
          role="tooltip"
          style={
            position
              ? { left: position.left, top: position.top }
              : { left: 0, top: 0, visibility: 'hidden' }
          }
          className="fixed z-50 w-max max-w-64 rounded-lg bg-slate-900 px-3 py-2 text-xs leading-snug text-white shadow-lg"
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
