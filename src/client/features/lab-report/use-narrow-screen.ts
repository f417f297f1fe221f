import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm`: where the table turns into cards and a PDF cannot be shown in a frame. */
const NARROW = '(max-width: 639px)';

const subscribe = (onChange: () => void): (() => void) => {
  const query = globalThis.matchMedia?.(NARROW);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => globalThis.matchMedia?.(NARROW).matches ?? false);
}
