import {
  LANGUAGE_NAMES,
  LANGUAGES,
  RTL_LANGUAGES,
  SELECTOR_LANGUAGES,
  type Language,
} from '../../contract/vocabulary-values.ts';

/** The interface speaks every language the answers can be written in, Khmer included. */
export const INTERFACE_LANGUAGES: readonly Language[] = LANGUAGES;

export const INTERFACE_LANGUAGE_STORAGE_KEY = 'nova-health:interface-language';

export function isInterfaceLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the browser's preferred languages the interface speaks, by primary subtag
 * ('pt-BR' is pt, 'zh-Hant-TW' is zh); English when none matches.
 */
export function pickInterfaceLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isInterfaceLanguage(primary)) return primary;
  }
  return 'en';
}

export function textDirection(language: string): 'rtl' | 'ltr' {
  return (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
}

/**
 * A language's name in the reader's interface language ('Spanish', 'espagnol', 'स्पेनिश'). English
 * keeps the product's own names, which SPEC.md's texts use.
 */
export function languageNameIn(code: Language, interfaceLanguage: string): string {
  if (interfaceLanguage === 'en') return LANGUAGE_NAMES[code].english;
  try {
    return (
      new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(code) ??
      LANGUAGE_NAMES[code].english
    );
  } catch {
    return LANGUAGE_NAMES[code].english;
  }
}

/** The answer-language choices: each named in its own script, with the reader's name beneath. */
export function answerLanguageOptions(
  interfaceLanguage: string,
): { value: Language; label: string; lang: string; description?: string }[] {
  return SELECTOR_LANGUAGES.map((code) => {
    const native = LANGUAGE_NAMES[code].native;
    const readerName = languageNameIn(code, interfaceLanguage);
    return {
      value: code,
      label: native,
      lang: code,
      ...(readerName.toLocaleLowerCase() !== native.toLocaleLowerCase()
        ? { description: readerName }
        : {}),
    };
  });
}
