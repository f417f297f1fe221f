import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpeechGenerationError } from './speech-schedule.ts';
import { SpeechPlayer } from './speech-player.ts';
import type { ReadAloudState } from './read-aloud-state.ts';

/** The part of an <audio> element the player uses; `finish()` plays it to its end. */
class FakeAudio {
  static all: FakeAudio[] = [];
  src = '';
  currentTime = 0;
  ended = false;
  paused = true;
  onended: (() => void) | null = null;
  played: string[] = [];
  constructor() {
    FakeAudio.all.push(this);
  }
  play(): Promise<void> {
    this.paused = false;
    this.played.push(this.src);
    return Promise.resolve();
  }
  pause(): void {
    this.paused = true;
  }
  removeAttribute(): void {
    this.src = '';
  }
  finish(): void {
    this.onended?.();
  }
}

// Three sentences of about 300 characters each: three chunks.
const sentence = (word: string): string => `${`${word} `.repeat(59)}${word}.`;
const TEXT = [sentence('alpha'), sentence('beta'), sentence('gamma')].join(' ');

describe('SpeechPlayer', () => {
  let requests: {
    input: string;
    at: number;
    resolve: (blob: Blob) => void;
    reject: (error: Error) => void;
  }[];
  let states: ReadAloudState[];
  let revoked: string[];
  let start: number;

  const player = (): SpeechPlayer =>
    new SpeechPlayer({
      onChange: (state) => states.push(state),
      fetchChunk: (input, signal) =>
        new Promise<Blob>((resolve, reject) => {
          requests.push({ input, at: Date.now() - start, resolve, reject });
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
  const audio = (): FakeAudio => {
    const last = FakeAudio.all.at(-1);
    if (!last) throw new Error('no audio element yet');
    return last;
  };
  const answer = (index: number): void => requests[index]?.resolve(new Blob([`mp3 ${index}`]));

  beforeEach(() => {
    vi.useFakeTimers();
    start = Date.now();
    requests = [];
    states = [];
    revoked = [];
    FakeAudio.all = [];
    vi.stubGlobal('Audio', FakeAudio);
    let next = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:chunk-${(next += 1)}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('plays the first chunk as soon as it is ready and staggers the rest in the background', async () => {
    const speech = player();
    speech.setInput(TEXT, 'en');
    speech.play();
    expect(speech.state.status).toBe('generating');
    expect(requests.map((r) => r.input.split(' ')[0])).toEqual(['alpha']);
    answer(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(speech.state).toMatchObject({ status: 'playing', index: 0, total: 3 });
    expect(states.map((state) => state.status)).toEqual(['generating', 'ready', 'playing']);
    await vi.advanceTimersByTimeAsync(2000);
    // 500 ms + 200 ms per index after the first chunk arrived.
    expect(requests.map((r) => r.at)).toEqual([0, 700, 900]);
    expect(requests.every((r) => r.input.length <= 500 && r.input.endsWith('.'))).toBe(true);
  });

  it('polls every 100 ms for a chunk not ready yet, then resets to the start after the last', async () => {
    const speech = player();
    speech.setInput(TEXT, 'en');
    speech.play();
    answer(0);
    await vi.advanceTimersByTimeAsync(1000);
    answer(1);
    await vi.advanceTimersByTimeAsync(0);
    audio().finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(speech.state).toMatchObject({ status: 'playing', index: 1 });
    audio().finish();
    await vi.advanceTimersByTimeAsync(350);
    // Chunk 3 is not generated yet: still on it, waiting.
    expect(audio().played).toEqual(['blob:chunk-1', 'blob:chunk-2']);
    answer(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(audio().played).toEqual(['blob:chunk-1', 'blob:chunk-2', 'blob:chunk-3']);
    audio().finish();
    expect(speech.state).toMatchObject({ status: 'ready', index: 0 });
    speech.play();
    await vi.advanceTimersByTimeAsync(0);
    expect(audio().played.at(-1)).toBe('blob:chunk-1');
    expect(requests).toHaveLength(3);
    speech.dispose();
    expect(revoked.sort()).toEqual(['blob:chunk-1', 'blob:chunk-2', 'blob:chunk-3']);
  });

  it('pauses, resumes where it was, and stops back to the start', async () => {
    const speech = player();
    speech.setInput(TEXT, 'en');
    speech.play();
    answer(0);
    await vi.advanceTimersByTimeAsync(0);
    speech.pause();
    expect(speech.state.status).toBe('paused');
    expect(audio().paused).toBe(true);
    speech.resume();
    expect(speech.state.status).toBe('playing');
    expect(audio().paused).toBe(false);
    audio().currentTime = 0.4;
    speech.stop();
    expect(speech.state).toMatchObject({ status: 'ready', index: 0 });
    expect(audio().currentTime).toBe(0);
  });

  it('aborts, frees the audio and restarts when the text changes while playing', async () => {
    const speech = player();
    speech.setInput(TEXT, 'en');
    speech.play();
    answer(0);
    await vi.advanceTimersByTimeAsync(0);
    speech.setInput('A new answer.', 'en');
    expect(revoked).toEqual(['blob:chunk-1']);
    expect(speech.state.status).toBe('generating');
    expect(requests.at(-1)?.input).toBe('A new answer.');
    await vi.advanceTimersByTimeAsync(5000);
    // The old text's background chunks were never requested.
    expect(requests).toHaveLength(2);
  });

  it('reports a failed first chunk with the SPEC text', async () => {
    const speech = player();
    speech.setInput('Hello there.', 'en');
    speech.play();
    requests[0]?.reject(new SpeechGenerationError(500, 'boom'));
    await vi.advanceTimersByTimeAsync(0);
    expect(speech.state).toMatchObject({
      status: 'error',
      error: 'Audio generation failed: OpenAI TTS API error: 500 - boom',
    });
  });

  it('says so when nothing speakable is left, and does nothing for blank text', () => {
    const speech = player();
    speech.setInput('   ', 'en');
    speech.play();
    expect(speech.state.status).toBe('idle');
    speech.setInput('[1] [2]', 'en');
    speech.play();
    expect(speech.state).toMatchObject({
      status: 'error',
      error: 'No text content available for speech synthesis',
    });
    expect(requests).toHaveLength(0);
  });
});
