import { useEffect, useRef } from 'react';
import { VOICE_LIMITS } from '../../../contract/voice-limits.ts';

/** The window message that opens voice mode (SPEC.md section 2). */
export const OPEN_VOICE_MODE_MESSAGE = 'open-voice-mode';

/** Whether a message asks for voice mode: `'open-voice-mode'` or `{ type: 'open-voice-mode' }`. */
export function isOpenVoiceModeMessage(data: unknown): boolean {
  if (data === OPEN_VOICE_MODE_MESSAGE) return true;
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === OPEN_VOICE_MODE_MESSAGE
  );
}

/** Whether an origin may open voice mode: this page's own, or one of the product's sites. */
export function isTrustedVoiceOrigin(
  origin: string,
  ownOrigin: string,
  allowed: readonly string[],
): boolean {
  return origin === ownOrigin || allowed.includes(origin);
}

// Once per page load: the form remounts ('Start New Search'), the URL does not change.
let autoOpenDone = false;

/**
 * `/?voiceMode=true` opens voice mode after 1 s; an 'open-voice-mode' window message from a
 * trusted origin clicks the button after 0.5 s, as a person's click would.
 */
export function useOpenVoiceModeTriggers(
  button: React.RefObject<HTMLButtonElement | null>,
  messageOrigins: readonly string[],
): void {
  useEffect(() => {
    if (autoOpenDone) return;
    if (new URLSearchParams(window.location.search).get('voiceMode') !== 'true') return;
    const timer = setTimeout(() => {
      autoOpenDone = true;
      button.current?.click();
    }, VOICE_LIMITS.voiceModeAutoOpenMs);
    return () => clearTimeout(timer);
  }, [button]);

  const originsRef = useRef(messageOrigins);
  useEffect(() => {
    originsRef.current = messageOrigins;
  });
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const onMessage = (event: MessageEvent): void => {
      if (!isOpenVoiceModeMessage(event.data)) return;
      if (!isTrustedVoiceOrigin(event.origin, window.location.origin, originsRef.current)) {
        console.warn(`Ignored open-voice-mode from ${event.origin || 'an unknown origin'}`);
        return;
      }
      timers.push(
        setTimeout(() => button.current?.click(), VOICE_LIMITS.voiceModeMessageClickDelayMs),
      );
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [button]);
}
