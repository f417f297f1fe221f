import { describe, expect, it } from 'vitest';
import { isOpenVoiceModeMessage, isTrustedVoiceOrigin } from './open-voice-mode-triggers.ts';

describe('open-voice-mode window message', () => {
  it('is the string or an object of that type', () => {
    expect(isOpenVoiceModeMessage('open-voice-mode')).toBe(true);
    expect(isOpenVoiceModeMessage({ type: 'open-voice-mode' })).toBe(true);
    expect(isOpenVoiceModeMessage({ type: 'lab-report' })).toBe(false);
    expect(isOpenVoiceModeMessage(null)).toBe(false);
  });

  it('is obeyed from this origin and the product sites only', () => {
    const own = 'https://app.nova.test';
    expect(isTrustedVoiceOrigin(own, own, [])).toBe(true);
    expect(isTrustedVoiceOrigin('https://nova.test', own, ['https://nova.test'])).toBe(true);
    expect(isTrustedVoiceOrigin('https://evil.test', own, ['https://nova.test'])).toBe(false);
    expect(isTrustedVoiceOrigin('null', own, [])).toBe(false);
  });
});
