import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backgroundDelayMs,
  retryDelayMs,
  withSpeechRetries,
  type AttemptResult,
  type SpeechAttempt,
} from './speech-schedule.ts';

describe('delays', () => {
  it('doubles from 1000 ms and stops at 10000 ms', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
  });

  it('staggers background chunks by 200 ms from 500 ms, at most 2000 ms', () => {
    expect([0, 1, 2, 7, 8, 20].map(backgroundDelayMs)).toEqual([500, 700, 900, 1900, 2000, 2000]);
  });
});

describe('withSpeechRetries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Answers with the given results in order and records when and how each attempt came. */
  function scripted(results: AttemptResult<string>[]) {
    const calls: { at: number; settings: SpeechAttempt }[] = [];
    const start = Date.now();
    const attempt = (settings: SpeechAttempt): Promise<AttemptResult<string>> => {
      calls.push({ at: Date.now() - start, settings });
      return Promise.resolve(results.shift() ?? { ok: false, status: 500, message: 'none left' });
    };
    return { calls, attempt };
  }

  it('retries a 5xx after 1000 ms and then 2000 ms', async () => {
    const { calls, attempt } = scripted([
      { ok: false, status: 500, message: 'boom' },
      { ok: false, status: 503, message: 'busy' },
      { ok: true, value: 'audio' },
    ]);
    const done = withSpeechRetries(attempt);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(done).resolves.toBe('audio');
    expect(calls.map((call) => call.at)).toEqual([0, 1000, 3000]);
    expect(calls.every((call) => call.settings.model === 'tts-1-hd')).toBe(true);
  });

  it('gives up after 3 attempts with the last status and message', async () => {
    const { calls, attempt } = scripted([]);
    const done = withSpeechRetries(attempt);
    const failure = expect(done).rejects.toMatchObject({ status: 500, message: 'none left' });
    await vi.advanceTimersByTimeAsync(10_000);
    await failure;
    expect(calls).toHaveLength(3);
  });

  it('retries a first-attempt 400 once, at once, with tts-1 and nova', async () => {
    const { calls, attempt } = scripted([
      { ok: false, status: 400, message: 'bad' },
      { ok: true, value: 'fallback audio' },
    ]);
    await expect(withSpeechRetries(attempt)).resolves.toBe('fallback audio');
    expect(calls.map((call) => [call.at, call.settings.model, call.settings.voice])).toEqual([
      [0, 'tts-1-hd', 'nova'],
      [0, 'tts-1', 'nova'],
    ]);
  });

  it('does not retry other refusals', async () => {
    const { calls, attempt } = scripted([{ ok: false, status: 403, message: 'no' }]);
    await expect(withSpeechRetries(attempt)).rejects.toMatchObject({ status: 403 });
    expect(calls).toHaveLength(1);
  });

  it('stops waiting when aborted', async () => {
    const { calls, attempt } = scripted([{ ok: false, status: 500, message: 'boom' }]);
    const controller = new AbortController();
    const done = withSpeechRetries(attempt, controller.signal);
    const failure = expect(done).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error('stopped'));
    await failure;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });
});
