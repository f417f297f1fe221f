import type { Language } from '../../contract/vocabulary-values.ts';

/**
 * Texts kept per answer language (safety texts, answer notes, the lab reading) as a record over
 * every language, so a missing translation is a type error rather than English at run time.
 */
export type TextsByLanguage<T> = Readonly<Record<Language, T>>;

const hasTextsIn = <T>(table: TextsByLanguage<T>, language: string): language is Language =>
  Object.hasOwn(table, language);

/** The language whose texts are used: the one asked for when there are texts for it, else English. */
export const languageIn = <T>(table: TextsByLanguage<T>, language: string | undefined): Language =>
  language !== undefined && hasTextsIn(table, language) ? language : 'en';

/** The texts in the language asked for; English when none is given or it is not one we speak. */
export const textsIn = <T>(table: TextsByLanguage<T>, language: string | undefined): T =>
  table[languageIn(table, language)];
