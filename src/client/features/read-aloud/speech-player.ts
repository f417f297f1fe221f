import {
  audioGenerationFailedText,
  NEXT_CHUNK_ERROR_TEXT,
  NO_SPEECH_TEXT,
  PLAY_AUDIO_ERROR_TEXT,
  ttsApiErrorText,
  VOICE_LIMITS,
} from '../../../contract/index.ts';
import {
  INITIAL_READ_ALOUD,
  readAloudReducer,
  type ReadAloudAction,
  type ReadAloudState,
} from './read-aloud-state.ts';
import { requestSpeech } from './request-speech.ts';
import { backgroundDelayMs, sleep, SpeechGenerationError } from './speech-schedule.ts';
import { planSpeech } from './speech-text.ts';

/** Everything one play-through owns; thrown away (requests aborted, audio freed) together. */
interface Session {
  controller: AbortController;
  chunks: string[];
  urls: (string | undefined)[];
  failures: (string | undefined)[];
  audio: HTMLAudioElement;
  index: number;
  halted: boolean;
  pollTimer?: ReturnType<typeof setTimeout>;
}

function failureText(error: unknown): string {
  if (error instanceof SpeechGenerationError)
    return audioGenerationFailedText(ttsApiErrorText(error.status, error.message));
  return audioGenerationFailedText(error instanceof Error ? error.message : String(error));
}

export interface SpeechPlayerOptions {
  onChange: (state: ReadAloudState) => void;
  /** Called once per play-through before generating, e.g. to warn about the language. */
  onStart?: (language: string) => void;
  /** One chunk's audio; the server's speech endpoint unless a test says otherwise. */
  fetchChunk?: (input: string, signal: AbortSignal) => Promise<Blob>;
}

/**
 * Read-aloud through the server's speech model, outside React: the first chunk is requested and
 * plays as soon as it arrives while later chunks are generated in the background (SPEC.md
 * sections 4 and 9). Every object URL it makes is revoked when the play-through ends.
 */
export class SpeechPlayer {
  #state: ReadAloudState = INITIAL_READ_ALOUD;
  #session: Session | null = null;
  #text = '';
  #language = 'en';
  readonly #options: SpeechPlayerOptions;

  constructor(options: SpeechPlayerOptions) {
    this.#options = options;
  }

  get state(): ReadAloudState {
    return this.#state;
  }

  #dispatch(action: ReadAloudAction): void {
    const next = readAloudReducer(this.#state, action);
    if (next === this.#state) return;
    this.#state = next;
    this.#options.onChange(next);
  }

  /** New text or language: abort, free the audio, reset, and restart what was running. */
  setInput(text: string, language: string): void {
    if (text === this.#text && language === this.#language) return;
    this.#text = text;
    this.#language = language;
    if (!this.#session) return;
    const wasRunning = this.#state.status === 'generating' || this.#state.status === 'playing';
    this.#teardown();
    this.#dispatch({ type: 'reset' });
    if (wasRunning) this.#start();
  }

  play(): void {
    const session = this.#session;
    if (session && this.#state.status === 'ready') {
      session.halted = false;
      this.#playChunk(session, session.index);
      return;
    }
    if (this.#state.status === 'idle' || this.#state.status === 'error') this.#start();
  }

  pause(): void {
    const session = this.#session;
    if (!session || this.#state.status !== 'playing') return;
    session.halted = true;
    clearTimeout(session.pollTimer);
    session.audio.pause();
    this.#dispatch({ type: 'pause' });
  }

  resume(): void {
    const session = this.#session;
    if (!session || this.#state.status !== 'paused') return;
    session.halted = false;
    this.#dispatch({ type: 'resume' });
    const current = session.urls[session.index];
    if (current && session.audio.src === current && !session.audio.ended) {
      session.audio.play().catch(() => this.#fail(session, PLAY_AUDIO_ERROR_TEXT));
    } else {
      this.#playChunk(session, session.index);
    }
  }

  stop(): void {
    const session = this.#session;
    if (!session) return;
    session.halted = true;
    clearTimeout(session.pollTimer);
    session.audio.pause();
    session.audio.currentTime = 0;
    session.index = 0;
    this.#dispatch({ type: 'stop' });
  }

  dispose(): void {
    this.#teardown();
  }

  #fail(session: Session, message: string): void {
    if (this.#session !== session || session.controller.signal.aborted) return;
    this.#dispatch({ type: 'fail', message });
  }

  #teardown(): void {
    const session = this.#session;
    if (!session) return;
    this.#session = null;
    session.controller.abort(new DOMException('Read-aloud stopped', 'AbortError'));
    clearTimeout(session.pollTimer);
    session.audio.onended = null;
    session.audio.pause();
    session.audio.removeAttribute('src');
    for (const url of session.urls) if (url) URL.revokeObjectURL(url);
    session.urls = [];
  }

  #start(): void {
    const plan = planSpeech(this.#text);
    if (plan.kind === 'nothing') return;
    if (plan.kind === 'no-content') {
      this.#dispatch({ type: 'fail', message: NO_SPEECH_TEXT });
      return;
    }
    this.#options.onStart?.(this.#language);
    this.#teardown();
    const session: Session = {
      controller: new AbortController(),
      chunks: plan.chunks,
      urls: [],
      failures: [],
      audio: new Audio(),
      index: 0,
      halted: false,
    };
    this.#session = session;
    this.#dispatch({ type: 'generate', total: plan.chunks.length });
    this.#generate(session, 0).then(
      () => {
        if (this.#session !== session) return;
        this.#dispatch({ type: 'first-chunk-ready' });
        this.#playChunk(session, 0);
        // Later chunks, staggered so the first one's playback is not starved.
        for (let index = 1; index < session.chunks.length; index += 1) {
          sleep(backgroundDelayMs(index), session.controller.signal)
            .then(() => this.#generate(session, index))
            .catch(() => undefined);
        }
      },
      () => this.#fail(session, session.failures[0] ?? audioGenerationFailedText('unknown')),
    );
  }

  async #generate(session: Session, index: number): Promise<void> {
    const fetchChunk = this.#options.fetchChunk ?? requestSpeech;
    try {
      const blob = await fetchChunk(session.chunks[index] ?? '', session.controller.signal);
      if (session.controller.signal.aborted) return;
      session.urls[index] = URL.createObjectURL(blob);
    } catch (error) {
      if (!session.controller.signal.aborted) session.failures[index] = failureText(error);
      throw error;
    }
  }

  #playChunk(session: Session, index: number): void {
    if (this.#session !== session || session.halted) return;
    session.index = index;
    clearTimeout(session.pollTimer);
    const url = session.urls[index];
    if (!url) {
      const failure = session.failures[index];
      if (failure) {
        this.#fail(session, failure);
        return;
      }
      // Not generated yet: look again shortly (SPEC.md section 4).
      session.pollTimer = setTimeout(() => this.#playChunk(session, index), VOICE_LIMITS.ttsPollMs);
      return;
    }
    session.audio.src = url;
    session.audio.onended = () => {
      if (index + 1 < session.chunks.length) {
        this.#playChunk(session, index + 1);
      } else {
        session.index = 0;
        this.#dispatch({ type: 'finished' });
      }
    };
    session.audio.play().then(
      () => {
        if (this.#session === session && !session.halted) this.#dispatch({ type: 'play', index });
      },
      () => this.#fail(session, index === 0 ? PLAY_AUDIO_ERROR_TEXT : NEXT_CHUNK_ERROR_TEXT),
    );
  }
}
