import { useCallback, useEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { SEARCH_ERROR_TEXT } from '../../contract/fixed-texts.ts';
import type { SearchRequestInput } from '../../contract/index.ts';
import { postSearch, SearchRequestError } from './api-client.ts';
import type { SearchSnapshot } from './read-search-stream.ts';
import { initialSearchState, isBusy, searchReducer } from './search-reducer.ts';

/** A letter or digit in any script: the answer has visibly started. */
const HAS_WORD = /[\p{L}\p{N}]/u;

/** Snapshot parts keep their identity until they change (read-search-stream.ts). */
const sameSnapshot = (a: SearchSnapshot, b: SearchSnapshot): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof SearchSnapshot>;
  return [...keys].every((key) => a[key] === b[key]);
};

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
  const runIdRef = useRef<string | null>(null);

  // The page preloads the stream reader when the visitor starts on the form (main-page.tsx).
  useEffect(() => () => controllerRef.current?.abort(), []);

  const submit = useCallback(
    async (request: SearchRequestInput, fileName?: string): Promise<void> => {
      if (controllerRef.current) return;
      const controller = new AbortController();
      controllerRef.current = controller;
      const id = nextRunId();
      runIdRef.current = id;
      dispatch({
        type: 'started',
        run: {
          id,
          request,
          startedAt: new Date().toISOString(),
          snapshot: { text: '' },
          ...(fileName ? { fileName } : {}),
        },
      });

      // The request leaves before React renders the result layout or the stream reader loads: the
      // server's critical path starts at once, not after the client's own work.
      const response = postSearch(request, controller.signal);
      response.catch(() => undefined); // Read below; this only stops an early rejection being reported.

      let pending: SearchSnapshot | undefined;
      let shown: SearchSnapshot = { text: '' };
      let frame: number | undefined;
      let textShown = false;
      const flush = (): void => {
        if (frame !== undefined) cancelAnimationFrame(frame);
        frame = undefined;
        // The reader yields for chunks that change nothing on screen (such as a text part opening).
        if (pending && !sameSnapshot(pending, shown)) {
          dispatch({ type: 'progressed', id, snapshot: pending });
          shown = pending;
        }
        pending = undefined;
      };

      try {
        // The stream reader (and the AI SDK behind it) loads with the first search, not the page.
        const { readSearchStream } = await import('./read-search-stream.ts');
        const body = await response;
        let last: SearchSnapshot | undefined;
        for await (const snapshot of readSearchStream(body, { signal: controller.signal })) {
          last = snapshot;
          if (textShown || snapshot.text === '') {
            pending = snapshot;
            frame ??= requestAnimationFrame(flush);
          } else if (HAS_WORD.test(snapshot.text)) {
            // The first word goes on screen at once; after that, updates are batched per
            // animation frame.
            textShown = true;
            pending = snapshot;
            flushSync(flush);
          } else {
            // Markup alone (such as '## ') is not rendered: it waits for the first word.
            pending = { ...snapshot, text: '' };
          }
        }
        // The whole answer as streamed, markup and all, is what stays on screen.
        if (last) pending = last;
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
    },
    [],
  );

  /**
   * Stops the search on screen: the request is aborted (the server stops when the client goes
   * away) and the page says it was stopped. The form keeps what was typed.
   */
  const stop = useCallback((): void => {
    const controller = controllerRef.current;
    const id = runIdRef.current;
    if (!controller || id === null) return;
    controllerRef.current = null;
    dispatch({ type: 'stopped', id });
    controller.abort();
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
    stop,
    reset,
  };
}
