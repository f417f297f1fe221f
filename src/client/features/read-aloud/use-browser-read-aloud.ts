import { useCallback, useEffect, useReducer, useRef } from 'react';
import { NO_SPEECH_TEXT } from '../../../contract/index.ts';
import { INITIAL_READ_ALOUD, readAloudReducer } from './read-aloud-state.ts';
import type { ReadAloud } from './read-aloud.ts';
import { planSpeech } from './speech-text.ts';

/**
 * Read-aloud by the browser's own speech synthesis, for servers without a speech model. The same
 * text preparation and states as the model's path; the browser queues the chunks itself.
 */
export function useBrowserReadAloud(
  text: string,
  voice: SpeechSynthesisVoice | undefined,
): ReadAloud {
  const [state, dispatch] = useReducer(readAloudReducer, INITIAL_READ_ALOUD);
  // Utterances of an earlier play-through report nothing once a new one starts.
  const generation = useRef(0);

  const cancel = useCallback((): void => {
    generation.current += 1;
    globalThis.speechSynthesis?.cancel();
  }, []);

  const play = useCallback((): void => {
    const synth = globalThis.speechSynthesis as SpeechSynthesis | undefined;
    if (!synth || !voice) return;
    const plan = planSpeech(text);
    if (plan.kind === 'nothing') return;
    if (plan.kind === 'no-content') {
      dispatch({ type: 'fail', message: NO_SPEECH_TEXT });
      return;
    }
    cancel();
    const mine = generation.current;
    dispatch({ type: 'generate', total: plan.chunks.length });
    dispatch({ type: 'first-chunk-ready' });
    plan.chunks.forEach((chunk, index) => {
      const utterance = new SpeechSynthesisUtterance(chunk);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      utterance.onstart = () => {
        if (generation.current === mine) dispatch({ type: 'play', index });
      };
      utterance.onend = () => {
        if (generation.current === mine && index === plan.chunks.length - 1)
          dispatch({ type: 'finished' });
      };
      utterance.onerror = (event) => {
        if (
          generation.current === mine &&
          event.error !== 'canceled' &&
          event.error !== 'interrupted'
        )
          dispatch({ type: 'fail', message: event.error });
      };
      synth.speak(utterance);
    });
  }, [text, voice, cancel]);

  const pause = useCallback((): void => {
    globalThis.speechSynthesis?.pause();
    dispatch({ type: 'pause' });
  }, []);
  const resume = useCallback((): void => {
    globalThis.speechSynthesis?.resume();
    dispatch({ type: 'resume' });
  }, []);
  const stop = useCallback((): void => {
    cancel();
    dispatch({ type: 'stop' });
  }, [cancel]);

  // New text or voice: what was being said no longer applies.
  useEffect(() => {
    cancel();
    dispatch({ type: 'reset' });
    return cancel;
  }, [text, voice, cancel]);

  return { state, play, pause, resume, stop };
}
