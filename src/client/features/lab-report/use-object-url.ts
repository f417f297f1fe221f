import { useEffect, useRef } from 'react';

/**
 * Shows a blob in an iframe or img through a blob: URL made for each mount and revoked when the
 * blob changes or the element goes. The URL is set on the element directly, never kept in state,
 * so no render ever holds a revoked URL.
 */
export function useObjectUrlSource<T extends HTMLIFrameElement | HTMLImageElement>(blob: Blob) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const url = URL.createObjectURL(blob);
    element.src = url;
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return ref;
}

/** Time a new tab gets to load a blob before its URL is revoked. */
const OPENED_URL_LIFETIME_MS = 60_000;

/** Opens the blob in a tab of its own (the browser's own viewer). */
export function openBlobInNewTab(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), OPENED_URL_LIFETIME_MS);
}
