import { describe, expect, it } from 'vitest';
import { ttsLanguageFor } from './language-check.ts';

describe('ttsLanguageFor', () => {
  it('keeps a supported language without a warning', () => {
    expect(ttsLanguageFor('te')).toEqual({ code: 'te' });
    expect(ttsLanguageFor('pt-BR')).toEqual({ code: 'pt' });
  });

  it('falls back to English and says so in the SPEC words', () => {
    expect(ttsLanguageFor('km')).toEqual({
      code: 'en',
      warning: 'Khmer is not supported by text-to-speech. Using English instead.',
    });
  });
});
