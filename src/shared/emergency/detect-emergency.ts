import { categoryOfCondition, type EmergencyCategory } from '../../contract/emergency.ts';
import { compileAllRules, detectByRules } from './detect-by-rules.ts';
import { scoreMessage } from './emergency-classifier.ts';
import { EMERGENCY_MODEL } from './emergency-model.ts';

export { normaliseForMatching } from './normalise-for-matching.ts';

export interface EmergencyDetection {
  /** Whether the warning is raised. */
  isEmergency: boolean;
  /** Condition ids of the rules that fired, e.g. 'chest-pain', 'suicide'; never the user's words. */
  matches: string[];
  /** What was detected, grouped as people are told it ('cardiac', 'suicide', ...). */
  categories: EmergencyCategory[];
}

/**
 * Flags text describing a possibly life-threatening situation happening now (SPEC.md section 4),
 * in any of the product's languages whatever the interface or answer language. The rules of every
 * language name conditions and cues; a classifier over character n-grams, trained on a
 * multilingual corpus (evals/safety/emergency), weighs them with the text's own wording and
 * decides: it catches what no rule was written for (misspelt, indirect, pill counts) and tells
 * "my chest is crushing" from "how to prevent a heart attack". Pure and synchronous.
 */
export function detectEmergency(text: string): EmergencyDetection {
  if (text.trim() === '') return { isEmergency: false, matches: [], categories: [] };
  const verdict = detectByRules(text);
  const { probability, category } = scoreMessage(EMERGENCY_MODEL, text, verdict);
  if (probability < EMERGENCY_MODEL.threshold)
    return { isEmergency: false, matches: [], categories: [] };
  const named = [...new Set(verdict.matches.map(categoryOfCondition))];
  return {
    isEmergency: true,
    matches: verdict.matches,
    categories: named.length > 0 ? named : [category],
  };
}

/**
 * Compiles every rule and decodes the weights now rather than on the first questions: for a
 * server, which answers many visitors from one process. A browser skips it and pays only for what
 * its visitor's text reaches.
 */
export function prepareEmergencyDetector(): void {
  compileAllRules();
  detectEmergency('warm up');
}
