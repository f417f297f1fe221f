import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { MICROPHONE_ERROR_TEXT, TRANSCRIPTION_ERROR_TEXT } from '../../../contract/fixed-texts.ts';
import { recordMicrophone, type MicrophoneRecording } from './record-microphone.ts';

/** SPEC.md section 4 "Voice recording". */
export type DictationStatus = 'idle' | 'starting' | 'recording' | 'processing';

/** Press once to record, again to stop; the transcript goes to `onText`. */
export function useDictation(onText: (text: string) => void) {
  const [status, setStatus] = useState<DictationStatus>('idle');
  const recording = useRef<MicrophoneRecording | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mounted = useRef(true);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  const finish = useCallback(async (): Promise<void> => {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    setStatus('processing');
    const wav = await current.stop();
    controller.current = new AbortController();
    try {
      // The transcription client (and the schema it checks replies with) loads when first needed.
      const { transcribe } = await import('./transcribe.ts');
      const text = await transcribe(wav, controller.current.signal);
      if (mounted.current && text !== '') onTextRef.current(text);
    } catch {
      if (mounted.current) toast.error(TRANSCRIPTION_ERROR_TEXT);
    } finally {
      if (mounted.current) setStatus('idle');
    }
  }, []);

  const toggle = useCallback(async (): Promise<void> => {
    if (status === 'recording') {
      await finish();
      return;
    }
    if (status !== 'idle') return;
    setStatus('starting');
    try {
      const started = await recordMicrophone(() => void finish());
      if (!mounted.current) {
        started.cancel();
        return;
      }
      recording.current = started;
      setStatus('recording');
    } catch {
      if (mounted.current) {
        setStatus('idle');
        toast.error(MICROPHONE_ERROR_TEXT);
      }
    }
  }, [status, finish]);

  // Leaving the page (or the form remounting) must not leave the microphone open.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      recording.current?.cancel();
      recording.current = null;
      controller.current?.abort();
    };
  }, []);

  return { status, toggle };
}
