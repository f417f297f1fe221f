import { textsIn, type TextsByLanguage } from '../../../../shared/text/in-language.ts';
import type { AnswerNotes } from './answer-note-types.ts';
import { ar } from './languages/ar.ts';
import { bn } from './languages/bn.ts';
import { de } from './languages/de.ts';
import { en } from './languages/en.ts';
import { es } from './languages/es.ts';
import { fr } from './languages/fr.ts';
import { hi } from './languages/hi.ts';
import { it } from './languages/it.ts';
import { ja } from './languages/ja.ts';
import { km } from './languages/km.ts';
import { ko } from './languages/ko.ts';
import { mr } from './languages/mr.ts';
import { pt } from './languages/pt.ts';
import { ru } from './languages/ru.ts';
import { ta } from './languages/ta.ts';
import { te } from './languages/te.ts';
import { zh } from './languages/zh.ts';

export type { AnswerNotes } from './answer-note-types.ts';

/** Every answer language's notes: a language without them is a type error, not an English note. */
export const ANSWER_NOTES: TextsByLanguage<AnswerNotes> = {
  en,
  es,
  fr,
  de,
  it,
  pt,
  ru,
  zh,
  ja,
  ko,
  ar,
  hi,
  mr,
  bn,
  ta,
  te,
  km,
};

/** The notes in the answer's language; English when none is given (or it is not one we speak). */
export const answerNotesFor = (language: string | undefined): AnswerNotes =>
  textsIn(ANSWER_NOTES, language);

/** Fills `{key}` placeholders; a value is inserted as it is, never read as a pattern. */
export const fillNote = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
