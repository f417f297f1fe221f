import { useCallback, useEffect, useReducer, useRef } from 'react';
import { SEARCH_ERROR_TEXT, type SearchRequestInput } from '../../../contract/index.ts';
import { SearchRequestError } from '../../lib/api-client.ts';
import type { SearchSnapshot } from '../../lib/read-search-stream.ts';
import { initialSearchState, isBusy, searchReducer } from './search-reducer.ts';

let runCounter = 0;
const nextRunId = (): string => `search-${Date.now().toString(36)}-${(runCounter += 1)}`;

function userFacingError(error: unknown): string {
  // A 400 means the server rejected the question itself, a 429 that this connection must wait; the
  // server's message says why.
  if (
    error instanceof SearchRequestError &&
    (error.status === 400 || error.status === 429) &&
    error.serverMessage
  ) {
    return error.serverMessage;
  }
  // The stream's own error part carries a user-facing text of SPEC.md section 8 (by name: the
  // reader module loads lazily and must not be pulled in just for instanceof).
  if (error instanceof Error && error.name === 'SearchStreamError' && error.message) {
    return error.message;
  }
  return SEARCH_ERROR_TEXT;
}

/**
 * Runs searches one at a time and keeps what their streams said. Snapshots are applied at most
 * once per animation frame so a fast stream does not re-render the answer for every token.
 */
export function useSearch() {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => {
    // Warm the lazily loaded stream reader so the first search does not wait for it.
    void import('../../lib/read-search-stream.ts');
    return () => controllerRef.current?.abort();
  }, []);

  const submit = useCallback(async (request: SearchRequestInput): Promise<void> => {
    if (controllerRef.current) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    const id = nextRunId();
    dispatch({
      type: 'started',
      run: { id, request, startedAt: new Date().toISOString(), snapshot: { text: '' } },
    });

    let pending: SearchSnapshot | undefined;
    let frame: number | undefined;
    const flush = (): void => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      frame = undefined;
      if (pending) dispatch({ type: 'progressed', id, snapshot: pending });
      pending = undefined;
    };

    try {
      // The stream reader (and the AI SDK behind it) loads with the first search, not the page.
      const { streamSearch } = await import('../../lib/read-search-stream.ts');
      for await (const snapshot of streamSearch(request, { signal: controller.signal })) {
        pending = snapshot;
        frame ??= requestAnimationFrame(flush);
      }
      flush();
      dispatch({ type: 'finished', id });
    } catch (error) {
      if (controller.signal.aborted) return;
      flush();
      dispatch({ type: 'failed', id, error: userFacingError(error) });
    } finally {
      if (frame !== undefined) cancelAnimationFrame(frame);
      if (controllerRef.current === controller) controllerRef.current = null;
    }
  }, []);

  const reset = useCallback((): void => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    dispatch({ type: 'reset' });
  }, []);

  return {
    status: state.status,
    runs: state.runs,
    latest: state.runs.at(-1),
    busy: isBusy(state.status),
    submit,
    reset,
  };
}
