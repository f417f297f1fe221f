import type { ReadAloudState } from './read-aloud-state.ts';

/** What the control drives, whichever voice speaks (the server's model or the browser's). */
export interface ReadAloud {
  state: ReadAloudState;
  play: () => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
}
