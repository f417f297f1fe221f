/** SPEC.md section 4 "Read-aloud states". */
export type ReadAloudStatus = 'idle' | 'generating' | 'ready' | 'playing' | 'paused' | 'error';

export interface ReadAloudState {
  status: ReadAloudStatus;
  /** The chunk playing, paused, or to play next. */
  index: number;
  /** How many chunks the text makes (0 until it is planned). */
  total: number;
  error?: string;
}

export type ReadAloudAction =
  | { type: 'generate'; total: number }
  | { type: 'first-chunk-ready' }
  | { type: 'play'; index: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'stop' }
  | { type: 'finished' }
  | { type: 'fail'; message: string }
  | { type: 'reset' };

export const INITIAL_READ_ALOUD: ReadAloudState = { status: 'idle', index: 0, total: 0 };

export function readAloudReducer(state: ReadAloudState, action: ReadAloudAction): ReadAloudState {
  switch (action.type) {
    case 'generate':
      return { status: 'generating', index: 0, total: action.total };
    case 'first-chunk-ready':
      return state.status === 'generating' ? { ...state, status: 'ready' } : state;
    case 'play':
      // Playback needs the first chunk (ready) or a chunk already under way.
      return state.status === 'idle' || state.status === 'error' || state.status === 'generating'
        ? state
        : { ...state, status: 'playing', index: action.index };
    case 'pause':
      return state.status === 'playing' ? { ...state, status: 'paused' } : state;
    case 'resume':
      return state.status === 'paused' ? { ...state, status: 'playing' } : state;
    case 'stop':
    case 'finished':
      // Back to the start with the audio kept, so play starts again without new requests.
      return state.status === 'playing' || state.status === 'paused'
        ? { ...state, status: 'ready', index: 0 }
        : state;
    case 'fail':
      return { ...state, status: 'error', error: action.message };
    case 'reset':
      return INITIAL_READ_ALOUD;
  }
}
