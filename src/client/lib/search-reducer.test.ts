import { describe, expect, it } from 'vitest';
import { initialSearchState, searchReducer, type SearchRun } from './search-reducer.ts';

const run = (id: string): SearchRun => ({
  id,
  request: { query: `question ${id}` },
  startedAt: '2025-01-01T00:00:00.000Z',
  snapshot: { text: '' },
});

describe('searchReducer', () => {
  it('goes from loading to streaming to done', () => {
    let state = searchReducer(initialSearchState, { type: 'started', run: run('a') });
    expect(state.status).toBe('loading');
    state = searchReducer(state, {
      type: 'progressed',
      id: 'a',
      snapshot: { text: '', references: [] },
    });
    expect(state.status).toBe('loading');
    state = searchReducer(state, { type: 'progressed', id: 'a', snapshot: { text: 'Hi' } });
    expect(state.status).toBe('streaming');
    expect(state.runs.at(-1)?.snapshot.text).toBe('Hi');
    state = searchReducer(state, { type: 'finished', id: 'a' });
    expect(state.status).toBe('done');
  });

  it('ignores a new search while one runs, and accepts it afterwards', () => {
    let state = searchReducer(initialSearchState, { type: 'started', run: run('a') });
    expect(searchReducer(state, { type: 'started', run: run('b') })).toBe(state);
    state = searchReducer(state, { type: 'failed', id: 'a', error: 'Nope' });
    expect(state.status).toBe('error');
    expect(state.runs.at(-1)?.error).toBe('Nope');
    state = searchReducer(state, { type: 'started', run: run('b') });
    expect(state.runs.map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('drops late events from a search that was reset', () => {
    let state = searchReducer(initialSearchState, { type: 'started', run: run('a') });
    state = searchReducer(state, { type: 'reset' });
    expect(state).toEqual(initialSearchState);
    expect(searchReducer(state, { type: 'progressed', id: 'a', snapshot: { text: 'x' } })).toBe(
      state,
    );
    expect(searchReducer(state, { type: 'finished', id: 'a' })).toBe(state);
  });

  it('stops a search: drops what it said, ignores its late events and accepts a new one', () => {
    let state = searchReducer(initialSearchState, { type: 'started', run: run('a') });
    state = searchReducer(state, { type: 'progressed', id: 'a', snapshot: { text: 'Half' } });
    state = searchReducer(state, { type: 'stopped', id: 'a' });
    expect(state.status).toBe('stopped');
    expect(state.runs.at(-1)?.snapshot).toEqual({ text: '' });
    expect(searchReducer(state, { type: 'progressed', id: 'a', snapshot: { text: 'x' } })).toBe(
      state,
    );
    state = searchReducer(state, { type: 'started', run: run('b') });
    expect(state.status).toBe('loading');
  });
});
