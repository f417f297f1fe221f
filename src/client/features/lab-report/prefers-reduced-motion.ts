/** Scrolling jumps instead of gliding for visitors who asked for less motion. */
export const prefersReducedMotion = (): boolean =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
