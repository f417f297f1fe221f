/**
 * One critical-condition rule. Patterns run on text normalised by `normaliseForMatching` (lower
 * case, Latin accents and Devanagari nukta removed, curly apostrophes straightened), so they are
 * written without accents: "dolor toracico", "perdida de conocimiento", "जहर".
 *
 * The rule that decides false positives:
 * - A phrase that only ever names an emergency symptom ("chest pain", "can't breathe", "suicidal",
 *   "convulsiones") always matches, even inside a research question: a needless warning costs a
 *   glance, a missed one can cost a life.
 * - A word with everyday or non-medical senses ("stroke", "seizure", "overdose", "poisoning",
 *   "fainted", "ictus", "sobredosis") sets `needsContext`: it matches only when the same sentence
 *   also asks about its signs or symptoms, or names a person together with a present or recent
 *   event ("my dad is having a stroke", "I took an overdose", "se desmayó hace un rato").
 * - `except` removes idioms and non-medical senses ("stroke of luck", "seizure of assets").
 */
export interface EmergencyRule {
  /** Canonical condition reported in `matches`; several rules share one id. */
  id: string;
  pattern: RegExp;
  needsContext?: boolean;
  except?: RegExp;
}

export const always = (id: string, pattern: RegExp): EmergencyRule => ({ id, pattern });

export const inContext = (id: string, pattern: RegExp, except?: RegExp): EmergencyRule => ({
  id,
  pattern,
  needsContext: true,
  ...(except ? { except } : {}),
});
