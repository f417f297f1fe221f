import { describe, expect, it } from 'vitest';
import { detectByRules } from './detect-by-rules.ts';
import { detectEmergency } from './detect-emergency.ts';

/**
 * One language's table: phrasings that must raise the warning with the condition named, and
 * look-alikes that must not raise it at all. Shared by the per-language test files.
 */
export function describeEmergencyTable(
  language: string,
  emergencies: readonly (readonly [text: string, condition: string])[],
  lookAlikes: readonly string[],
): void {
  describe(`emergency phrasings in ${language}`, () => {
    it.each(emergencies)('flags %j as %s', (text, condition) => {
      expect(detectByRules(text).matches).toContain(condition);
      expect(detectEmergency(text).isEmergency).toBe(true);
    });

    it.each(lookAlikes)('does not flag %j', (text) => {
      expect(detectEmergency(text)).toEqual({ isEmergency: false, matches: [], categories: [] });
    });
  });
}
