import { useEffect, useRef } from 'react';
import { readLabMessage } from './read-lab-message.ts';

/** Told to the embedding page once this page listens, so it knows when to post the file. */
export const LAB_READY_MESSAGE = { type: 'lab-report-ready' } as const;

export interface LabWindowMessageHandlers {
  onFile: (file: File) => void;
  onInvalid: () => void;
}

/**
 * SPEC.md section 2: a lab file may arrive by window message from the allowed origins only; any
 * other origin is ignored with a warning.
 */
export function useLabWindowMessage(
  allowedOrigins: readonly string[],
  handlers: LabWindowMessageHandlers,
): void {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  const originsKey = allowedOrigins.join(' ');
  useEffect(() => {
    const allowed = new Set(originsKey.split(' ').filter(Boolean));
    const onMessage = (event: MessageEvent): void => {
      if (!allowed.has(event.origin)) {
        console.warn(`Ignored a window message from ${event.origin || 'an unknown origin'}`);
        return;
      }
      const message = readLabMessage(event.data);
      if (message.kind === 'file') handlersRef.current.onFile(message.file);
      else if (message.kind === 'invalid') handlersRef.current.onInvalid();
    };
    window.addEventListener('message', onMessage);
    // An embedding page can wait for this rather than guess when the frame is ready.
    if (window.parent !== window) {
      for (const origin of allowed) window.parent.postMessage(LAB_READY_MESSAGE, origin);
    }
    return () => window.removeEventListener('message', onMessage);
  }, [originsKey]);
}
