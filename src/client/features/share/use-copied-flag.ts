import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../contract/index.ts';

/** A check mark that shows for the confirmation time after a copy, then goes (SPEC.md section 9). */
export function useCopiedFlag() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flag = useCallback(() => {
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), LIMITS.copyConfirmationMs);
  }, []);
  return [copied, flag] as const;
}
