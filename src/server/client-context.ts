import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who the current request is for, carried through every await of its handler and pipeline
 * without threading it through each call: upstream limiters queue fairly by it and the model
 * budget charges it. Set once per request by a Fastify hook (app.ts).
 */
export interface ClientContext {
  /** The client's address as the server believes it (the socket, or a trusted proxy's header). */
  clientKey: string;
}

const storage = new AsyncLocalStorage<ClientContext>();

/** Work done outside any request (benchmarks, scripts) shares one key. */
export const NO_CLIENT = 'no-client';

export function runForClient<T>(clientKey: string, run: () => T): T {
  return storage.run({ clientKey }, run);
}

export function currentClientKey(): string {
  return storage.getStore()?.clientKey ?? NO_CLIENT;
}
