import { describe, expect, it } from 'vitest';
import { resolveTtsModel } from './speech.ts';

describe('resolveTtsModel', () => {
  it("passes the configured model and SPEC's tts-1 fallback", () => {
    expect(resolveTtsModel('gpt-4o-mini-tts', 'gpt-4o-mini-tts')).toBe('gpt-4o-mini-tts');
    expect(resolveTtsModel('tts-1', 'gpt-4o-mini-tts')).toBe('tts-1');
    expect(resolveTtsModel(undefined, 'tts-1-hd')).toBe('tts-1-hd');
  });

  it('turns any other name into the configured model', () => {
    for (const name of ['tts-1-hd', 'gpt-4o', 'o3', '__proto__', 'constructor', 'toString', ''])
      expect(resolveTtsModel(name, 'gpt-4o-mini-tts')).toBe('gpt-4o-mini-tts');
  });
});
