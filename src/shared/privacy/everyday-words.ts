import { GIVEN_NAMES } from './given-names.ts';
import { KIN_WORDS, MEDICAL_WORDS, MONTHS, STOP_WORDS, TITLES } from './name-vocabulary.ts';
import { CITIES } from './place-names.ts';
import { isDrugShape, isMedicalShape } from './run-stops.ts';

/**
 * A word no rule that reads a name by its position may take: an everyday word, a medical word or
 * one shaped like a test, a disease or a drug, a kin word, a title, a month or a city. The rules
 * that take a name with no cue before it (a closing signature, a role apposition) check each word.
 */
export function isEverydayWord(word: string): boolean {
  const key = word.toLowerCase();
  return (
    STOP_WORDS.has(key) ||
    MEDICAL_WORDS.has(key) ||
    KIN_WORDS.has(key) ||
    TITLES.has(key) ||
    MONTHS.has(key) ||
    CITIES.has(key) ||
    (isMedicalShape(key) && !GIVEN_NAMES.has(key)) ||
    isDrugShape(key)
  );
}
