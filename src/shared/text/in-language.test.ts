import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/vocabulary-values.ts';
import { languageIn, textsIn, type TextsByLanguage } from './in-language.ts';

const greetings = Object.fromEntries(
  LANGUAGES.map((language) => [language, `hello in ${language}`]),
) as TextsByLanguage<string>;

describe('texts in the answer language', () => {
  it('gives the language asked for when it has texts', () => {
    expect(textsIn(greetings, 'es')).toBe('hello in es');
    expect(languageIn(greetings, 'km')).toBe('km');
  });

  it('falls back to English for no language, an unknown one, or an inherited property name', () => {
    for (const language of [undefined, 'xx', 'EN', '__proto__', 'toString', 'constructor']) {
      expect(textsIn(greetings, language)).toBe('hello in en');
      expect(languageIn(greetings, language)).toBe('en');
    }
  });
});
