/**
 * One critical-condition rule. Patterns run on text normalised by `normaliseForMatching` (lower
 * case, accents, harakat and nukta removed, letter variants folded), so raw regular expressions
 * are written in folded form ("dolor toracico", "जहर"); phrases built with `phrase-pattern.ts` are
 * folded for you and may be written as people type them.
 *
 * The same policy holds in every language: a symptom phrase ("胸痛", "не могу дышать") always
 * matches; the name of a condition that is also a topic of study ("中风", "инсульт", "पक्षाघात")
 * needs context; idioms ("想死你了", "утонул в работе") are exceptions.
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

export const always = (id: string, pattern: RegExp, except?: RegExp): EmergencyRule => ({
  id,
  pattern,
  ...(except ? { except } : {}),
});

export const inContext = (id: string, pattern: RegExp, except?: RegExp): EmergencyRule => ({
  id,
  pattern,
  needsContext: true,
  ...(except ? { except } : {}),
});

/**
 * One language's rules and the cues that give its context-dependent words their meaning. Every
 * language's rules run on every text: the question's language, not the interface's, decides.
 */
export interface EmergencyLanguage {
  /** BCP 47 code, for tests and the rule counts in reports. */
  code: string;
  rules: readonly EmergencyRule[];
  /** A person the event happens to: the asker, someone with them, or a named relative. */
  person?: RegExp;
  /** Something happening now or very recently, not a past medical history or a topic of study. */
  now?: RegExp;
  /** Asking about signs or symptoms is asking because it may be happening. */
  inquiry?: RegExp;
  /**
   * A further spelling fold this language's rules and cues are written in and matched on (after
   * `normaliseForMatching`): Arabizi's digit letters and vowels (`fold-arabizi.ts`).
   */
  fold?: (sentence: string) => string;
}
