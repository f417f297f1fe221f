import { prepareEmergencyDetector } from '../shared/emergency/detect-emergency.ts';
import { warmUpRedactor } from '../shared/privacy/redact-for-upstream.ts';

/**
 * The checks every question goes through compile hundreds of patterns on first use, once per V8
 * string form (about 1 s together): done once at start-up, before the first visitor, instead of
 * inside their first search. The page's redactor worker warms itself the same way when it loads.
 */
export function warmUpQuestionChecks(): void {
  prepareEmergencyDetector();
  warmUpRedactor();
}
