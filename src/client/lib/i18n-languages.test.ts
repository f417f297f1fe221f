import { describe, expect, it } from 'vitest';
import {
  answerLanguageOptions,
  languageNameIn,
  pickInterfaceLanguage,
  textDirection,
} from './i18n-languages.ts';

describe('pickInterfaceLanguage', () => {
  it('keeps English for an English browser', () => {
    expect(pickInterfaceLanguage(['en-US', 'en'])).toBe('en');
  });

  it('maps regional tags to their language', () => {
    expect(pickInterfaceLanguage(['pt-BR'])).toBe('pt');
    expect(pickInterfaceLanguage(['zh-Hant-TW'])).toBe('zh');
    expect(pickInterfaceLanguage(['ar_EG'])).toBe('ar');
  });

  it('takes the first preferred language the interface speaks', () => {
    expect(pickInterfaceLanguage(['nl-NL', 'km-KH', 'fr'])).toBe('km');
  });

  it('falls back to English when nothing matches', () => {
    expect(pickInterfaceLanguage(['nl', 'sv'])).toBe('en');
    expect(pickInterfaceLanguage([])).toBe('en');
  });
});

describe('textDirection', () => {
  it('is right to left for Arabic only', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('hi')).toBe('ltr');
    expect(textDirection('en')).toBe('ltr');
  });
});

describe('languageNameIn', () => {
  it("keeps the product's English names in English", () => {
    expect(languageNameIn('bn', 'en')).toBe('Bengali');
    expect(languageNameIn('es', 'en')).toBe('Spanish');
  });

  it("names the language in the reader's own language", () => {
    expect(languageNameIn('es', 'fr')).toBe('espagnol');
    expect(languageNameIn('de', 'es')).toBe('alemán');
  });

  it('offers each answer language in its own script with the reader name beneath', () => {
    const options = answerLanguageOptions('de');
    expect(options.find((option) => option.value === 'fr')).toEqual({
      value: 'fr',
      label: 'Français',
      lang: 'fr',
      description: 'Französisch',
    });
    expect(options.find((option) => option.value === 'de')?.description).toBeUndefined();
  });
});
