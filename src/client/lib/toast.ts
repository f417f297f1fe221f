import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Toasts without the toast library on the first screen: sonner loads with the first toast, and
 * the app mounts its Toaster then (providers.tsx). Sonner replays toasts made before its Toaster
 * subscribed, so none is lost on the way.
 */
type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

const show =
  (kind: 'error' | 'success' | 'warning') =>
  (message: string, options?: ExternalToast): void =>
    void loadSonner().then((library) => library.toast[kind](message, options));

export const toast = { error: show('error'), success: show('success'), warning: show('warning') };

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True once any toast was asked for: time to mount the Toaster. */
export const useToasterNeeded = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => sonner !== undefined,
    () => false,
  );
