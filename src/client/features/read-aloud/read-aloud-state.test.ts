import { describe, expect, it } from 'vitest';
import {
  INITIAL_READ_ALOUD,
  readAloudReducer,
  type ReadAloudAction,
  type ReadAloudState,
} from './read-aloud-state.ts';

const run = (actions: ReadAloudAction[], from: ReadAloudState = INITIAL_READ_ALOUD) =>
  actions.reduce(readAloudReducer, from);

describe('readAloudReducer', () => {
  it('goes idle -> generating -> ready -> playing -> paused -> playing', () => {
    const states = [
      { type: 'generate', total: 3 },
      { type: 'first-chunk-ready' },
      { type: 'play', index: 0 },
      { type: 'pause' },
      { type: 'resume' },
    ].reduce<ReadAloudState[]>(
      (seen, action) => [
        ...seen,
        readAloudReducer(seen.at(-1) ?? INITIAL_READ_ALOUD, action as ReadAloudAction),
      ],
      [INITIAL_READ_ALOUD],
    );
    expect(states.map((state) => state.status)).toEqual([
      'idle',
      'generating',
      'ready',
      'playing',
      'paused',
      'playing',
    ]);
  });

  it('cannot play before the first chunk is ready', () => {
    expect(
      run([
        { type: 'generate', total: 2 },
        { type: 'play', index: 0 },
      ]).status,
    ).toBe('generating');
  });

  it('moves chunk by chunk and resets to the start after the last', () => {
    const playing = run([
      { type: 'generate', total: 2 },
      { type: 'first-chunk-ready' },
      { type: 'play', index: 0 },
      { type: 'play', index: 1 },
    ]);
    expect(playing).toMatchObject({ status: 'playing', index: 1 });
    expect(readAloudReducer(playing, { type: 'finished' })).toMatchObject({
      status: 'ready',
      index: 0,
      total: 2,
    });
  });

  it('stop from paused keeps the audio and goes back to the start', () => {
    const paused = run([
      { type: 'generate', total: 3 },
      { type: 'first-chunk-ready' },
      { type: 'play', index: 2 },
      { type: 'pause' },
    ]);
    expect(readAloudReducer(paused, { type: 'stop' })).toMatchObject({ status: 'ready', index: 0 });
  });

  it('records an error, and a reset (new text or language) starts over', () => {
    const failed = run([
      { type: 'generate', total: 1 },
      { type: 'fail', message: 'nope' },
    ]);
    expect(failed).toMatchObject({ status: 'error', error: 'nope' });
    expect(readAloudReducer(failed, { type: 'reset' })).toEqual(INITIAL_READ_ALOUD);
    expect(readAloudReducer(failed, { type: 'pause' })).toBe(failed);
  });
});
