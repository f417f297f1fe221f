import { textsIn, type TextsByLanguage } from '../../../../shared/text/in-language.ts';
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
import type { LabReadingTexts } from './lab-reading-text-types.ts';

export type { LabReadingTexts, LabRowSentences, PrintedLabRow } from './lab-reading-text-types.ts';

/** Every answer language's lab reading: a language without one is a type error, not English. */
export const LAB_READING_TEXTS: TextsByLanguage<LabReadingTexts> = {
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

/** The texts in the answer's language; English when none is given (or it is not one we speak). */
export const labReadingTextsFor = (language: string | undefined): LabReadingTexts =>
  textsIn(LAB_READING_TEXTS, language);
