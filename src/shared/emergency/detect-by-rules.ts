import type { EmergencyLanguage, EmergencyRule } from './emergency-rule.ts';
import { EMERGENCY_LANGUAGES } from './emergency-languages.ts';
import { normaliseForMatching } from './normalise-for-matching.ts';

interface CompiledLanguage {
  /** Every rule's pattern in one alternation: most sentences are rejected by this one test. */
  anyRule: RegExp[];
  rules: { rule: EmergencyRule; exceptAll?: RegExp }[];
}

/** Rules with and without the `u` flag cannot share one regular expression. */
function unionByFlags(patterns: readonly RegExp[]): RegExp[] {
  const byFlags = new Map<string, string[]>();
  for (const pattern of patterns) {
    byFlags.set(pattern.flags, [...(byFlags.get(pattern.flags) ?? []), `(?:${pattern.source})`]);
  }
  return [...byFlags].map(([flags, sources]) => new RegExp(sources.join('|'), flags));
}

function compile(language: EmergencyLanguage): CompiledLanguage {
  return {
    anyRule: unionByFlags(language.rules.map((rule) => rule.pattern)),
    rules: language.rules.map((rule) =>
      rule.except
        ? { rule, exceptAll: new RegExp(rule.except.source, `${rule.except.flags}g`) }
        : { rule },
    ),
  };
}

const COMPILED = EMERGENCY_LANGUAGES.map(compile);
const cues = (pick: (language: EmergencyLanguage) => RegExp | undefined): RegExp[] =>
  unionByFlags(EMERGENCY_LANGUAGES.flatMap((language) => pick(language) ?? []));
const PERSON = cues((language) => language.person);
const NOW = cues((language) => language.now);
const INQUIRY = cues((language) => language.inquiry);

const anyTest = (patterns: readonly RegExp[], text: string): boolean =>
  patterns.some((pattern) => pattern.test(text));

const hasContext = (sentence: string): boolean =>
  anyTest(INQUIRY, sentence) || (anyTest(PERSON, sentence) && anyTest(NOW, sentence));

/**
 * V8 compiles a pattern on its first use, once for one-byte (Latin-1) and once for two-byte text;
 * doing both at startup keeps the compilation off the first questions.
 */
for (const sample of ['warm up', 'warm up \u0905']) {
  for (const language of COMPILED) {
    anyTest(language.anyRule, sample);
    for (const { rule, exceptAll } of language.rules) {
      rule.pattern.test(sample);
      if (exceptAll) sample.replace(exceptAll, '');
    }
  }
  anyTest(INQUIRY, sample);
  anyTest(PERSON, sample);
  anyTest(NOW, sample);
}

/**
 * Rules are sentence-scoped so cues in one sentence cannot lend context to a word in another.
 * Stops: Latin, Devanagari danda, CJK, Arabic and Khmer sentence punctuation.
 */
const splitSentences = (text: string): string[] =>
  text
    .split(/[.!?;\n\u0964\u0965\u3002\u061f\u061b\u06d4\u17d4\u17d5]+/)
    .map((part) => part.trim())
    .filter(Boolean);

function matchesRule(sentence: string, { rule, exceptAll }: CompiledLanguage['rules'][number]) {
  if (!rule.pattern.test(sentence)) return false;
  if (exceptAll && !rule.pattern.test(sentence.replace(exceptAll, ' '))) return false;
  return !rule.needsContext || hasContext(sentence);
}

/** What the rules saw: the conditions they matched and the context cues of the whole text. */
export interface RuleVerdict {
  matches: string[];
  person: boolean;
  now: boolean;
  inquiry: boolean;
}

/**
 * The hand-written rules of every language (sentence-scoped, with context and exceptions). The
 * classifier reads their verdict as features; they are not the last word on their own.
 */
export function detectByRules(text: string): RuleVerdict {
  const matches = new Set<string>();
  const verdict = { person: false, now: false, inquiry: false };
  for (const sentence of splitSentences(normaliseForMatching(text))) {
    verdict.person ||= anyTest(PERSON, sentence);
    verdict.now ||= anyTest(NOW, sentence);
    verdict.inquiry ||= anyTest(INQUIRY, sentence);
    for (const language of COMPILED) {
      if (!anyTest(language.anyRule, sentence)) continue;
      for (const compiled of language.rules) {
        if (!matches.has(compiled.rule.id) && matchesRule(sentence, compiled)) {
          matches.add(compiled.rule.id);
        }
      }
    }
  }
  return { matches: [...matches], ...verdict };
}
