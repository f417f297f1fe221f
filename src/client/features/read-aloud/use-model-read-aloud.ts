import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { ttsLanguageFor } from './language-check.ts';
import type { ReadAloud } from './read-aloud.ts';
import { INITIAL_READ_ALOUD, type ReadAloudState } from './read-aloud-state.ts';
import { SpeechPlayer } from './speech-player.ts';

/** The server's speech model reading `text`; see SpeechPlayer. */
export function useModelReadAloud(text: string, language: string): ReadAloud {
  const [state, setState] = useState<ReadAloudState>(INITIAL_READ_ALOUD);
  const [player] = useState(
    () =>
      new SpeechPlayer({
        onChange: setState,
        // SPEC.md section 5: an unsupported language is said so, and English is used.
        onStart: (code) => {
          const { warning } = ttsLanguageFor(code);
          if (warning) toast.warning(warning);
        },
      }),
  );

  useEffect(() => {
    player.setInput(text, language);
  }, [player, text, language]);

  useEffect(() => () => player.dispose(), [player]);

  return {
    state,
    play: () => player.play(),
    pause: () => player.pause(),
    resume: () => player.resume(),
    stop: () => player.stop(),
  };
}
