import { LRUCache } from 'lru-cache';

export interface TtlCacheOptions {
  max: number;
  ttlMs: number;
}

export interface TtlCache<V> {
  /**
   * The cached value, or the result of `load`. Concurrent calls for one key share one load; a
   * failed load is not cached. The load's signal aborts only once every caller waiting on it has
   * aborted, so one impatient caller never cancels the work another is still waiting for.
   */
  getOrLoad(
    key: string,
    load: (signal: AbortSignal) => Promise<V>,
    signal?: AbortSignal,
  ): Promise<V>;
  clear(): void;
}

interface Flight<V> {
  promise: Promise<V>;
  controller: AbortController;
  waiters: number;
}

export function createTtlCache<V extends object>({ max, ttlMs }: TtlCacheOptions): TtlCache<V> {
  const store = new LRUCache<string, V>({ max, ttl: ttlMs });
  const flights = new Map<string, Flight<V>>();

  const startFlight = (key: string, load: (signal: AbortSignal) => Promise<V>): Flight<V> => {
    const controller = new AbortController();
    const promise = Promise.resolve()
      .then(() => load(controller.signal))
      .then((value) => {
        store.set(key, value);
        return value;
      })
      .finally(() => {
        if (flights.get(key) === flight) flights.delete(key);
      });
    const flight: Flight<V> = { controller, waiters: 0, promise };
    // Every waiter may have left before the load settles; its rejection is then nobody's business.
    flight.promise.catch(() => undefined);
    flights.set(key, flight);
    return flight;
  };

  const follow = (flight: Flight<V>, signal?: AbortSignal): Promise<V> => {
    flight.waiters += 1;
    if (!signal) return flight.promise;
    return new Promise<V>((resolve, reject) => {
      const onAbort = () => {
        flight.waiters -= 1;
        if (flight.waiters === 0) flight.controller.abort(signal.reason);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      flight.promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  };

  return {
    getOrLoad(key, load, signal) {
      const cached = store.get(key);
      if (cached !== undefined) return Promise.resolve(cached);
      if (signal?.aborted) return Promise.reject(signal.reason);
      const current = flights.get(key);
      const flight =
        current && !current.controller.signal.aborted ? current : startFlight(key, load);
      return follow(flight, signal);
    },
    clear() {
      store.clear();
    },
  };
}
