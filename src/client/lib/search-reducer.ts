import type { SearchRequestInput } from '../../contract/index.ts';
import type { SearchSnapshot } from './read-search-stream.ts';

/** 'stopped': the person stopped the search; nothing it said so far stays on screen. */
export type SearchStatus = 'idle' | 'loading' | 'streaming' | 'done' | 'error' | 'stopped';

/** One question and everything its stream produced. */
export interface SearchRun {
  id: string;
  request: SearchRequestInput;
  /** ISO time the question was asked; the result's own timestamp replaces it once it arrives. */
  startedAt: string;
  snapshot: SearchSnapshot;
  /**
   * The attached file's own name, for this screen only: the request and the server's echo of it
   * carry the name redacted, and the visitor should see the file they chose.
   */
  fileName?: string;
  /** The user-facing text shown in place of the answer when the search failed. */
  error?: string;
}

export interface SearchState {
  status: SearchStatus;
  /** Oldest first; the last one is the search on screen (a later history view shows the rest). */
  runs: readonly SearchRun[];
}

export type SearchAction =
  | { type: 'started'; run: SearchRun }
  | { type: 'progressed'; id: string; snapshot: SearchSnapshot }
  | { type: 'finished'; id: string }
  | { type: 'failed'; id: string; error: string }
  | { type: 'stopped'; id: string }
  | { type: 'reset' };

export const initialSearchState: SearchState = { status: 'idle', runs: [] };

export const isBusy = (status: SearchStatus): boolean =>
  status === 'loading' || status === 'streaming';

function updateLatest(
  state: SearchState,
  id: string,
  change: (run: SearchRun) => Partial<SearchRun>,
  status: SearchStatus,
): SearchState {
  const latest = state.runs.at(-1);
  // Late events from a search that was reset or replaced must not touch the screen.
  if (!latest || latest.id !== id || !isBusy(state.status)) return state;
  return { status, runs: [...state.runs.slice(0, -1), { ...latest, ...change(latest) }] };
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'started':
      // SPEC 4: a new search is ignored while one runs.
      if (isBusy(state.status)) return state;
      return { status: 'loading', runs: [...state.runs, action.run] };
    case 'progressed':
      return updateLatest(
        state,
        action.id,
        () => ({ snapshot: action.snapshot }),
        action.snapshot.text === '' ? 'loading' : 'streaming',
      );
    case 'finished':
      return updateLatest(state, action.id, () => ({}), 'done');
    case 'failed':
      return updateLatest(state, action.id, () => ({ error: action.error }), 'error');
    case 'stopped':
      // What the stream said so far is dropped: a part-written answer could mislead.
      return updateLatest(state, action.id, () => ({ snapshot: { text: '' } }), 'stopped');
    case 'reset':
      return initialSearchState;
  }
}
