import { useEffect, useRef, useState, type RefObject } from 'react';

/** How long the attach button pulses after the page opens with `autoUpload=true`. */
const PULSE_MS = 4000;

/**
 * SPEC.md section 2, `autoUpload=true`: pulse the attach button and click the file input once.
 * (Browsers may not open a picker without a user gesture; the pulse still shows where it is.)
 */
export function useAutoUpload(
  enabled: boolean,
  inputRef: RefObject<HTMLInputElement | null>,
  onDone?: () => void,
): { pulsing: boolean; stopPulsing: () => void } {
  const [pulsing, setPulsing] = useState(enabled);
  const ranRef = useRef(false);

  useEffect(() => {
    if (!enabled || ranRef.current) return;
    ranRef.current = true;
    inputRef.current?.click();
    onDone?.();
    // Once per mount: a later change of the callback must not click again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);

  useEffect(() => {
    if (!pulsing) return;
    const timer = setTimeout(() => setPulsing(false), PULSE_MS);
    return () => clearTimeout(timer);
  }, [pulsing]);

  return { pulsing, stopPulsing: () => setPulsing(false) };
}
