import { useEffect, useState } from 'react';

/** The browser's own voice for a language, if it has one (Web Speech API). */
export function findBrowserVoice(language: string): SpeechSynthesisVoice | undefined {
  const synth = globalThis.speechSynthesis as SpeechSynthesis | undefined;
  if (!synth) return undefined;
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return synth
    .getVoices()
    .find((voice) => voice.lang.toLowerCase().replace('_', '-').split('-')[0] === base);
}

/** Voices load late in some browsers; this follows them as they arrive. */
export function useBrowserVoice(
  language: string,
  enabled: boolean,
): SpeechSynthesisVoice | undefined {
  const [voice, setVoice] = useState(() => (enabled ? findBrowserVoice(language) : undefined));
  useEffect(() => {
    const synth = globalThis.speechSynthesis as SpeechSynthesis | undefined;
    if (!enabled || !synth) return;
    const update = (): void => setVoice(findBrowserVoice(language));
    update();
    synth.addEventListener('voiceschanged', update);
    return () => synth.removeEventListener('voiceschanged', update);
  }, [language, enabled]);
  return voice;
}
