import type { EmergencyLanguage, EmergencyRule } from './emergency-rule.ts';
import { EMERGENCY_LANGUAGES } from './emergency-languages.ts';
import { normaliseForMatching } from './normalise-for-matching.ts';
import { ruleReadingOf } from './calm-frames.ts';

interface CompiledLanguage {
  fold?: (sentence: string) => string;
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
    ...(language.fold ? { fold: language.fold } : {}),
    anyRule: unionByFlags(language.rules.map((rule) => rule.pattern)),
    rules: language.rules.map((rule) =>
      rule.except
        ? { rule, exceptAll: new RegExp(rule.except.source, `${rule.except.flags}g`) }
        : { rule },
    ),
  };
}

const COMPILED = EMERGENCY_LANGUAGES.map(compile);
const cues = (
  pick: (language: EmergencyLanguage) => RegExp | undefined,
  folded: boolean,
): RegExp[] =>
  unionByFlags(
    EMERGENCY_LANGUAGES.filter((language) => Boolean(language.fold) === folded).flatMap(
      (language) => pick(language) ?? [],
    ),
  );
const PERSON = cues((language) => language.person, false);
const NOW = cues((language) => language.now, false);
const INQUIRY = cues((language) => language.inquiry, false);
/** The cues of languages with their own fold, read on the sentence so folded. */
const FOLDS = [...new Set(EMERGENCY_LANGUAGES.flatMap((language) => language.fold ?? []))];
const FOLDED_CUES = FOLDS.map((fold) => {
  const own = EMERGENCY_LANGUAGES.filter((language) => language.fold === fold);
  const union = (pick: (language: EmergencyLanguage) => RegExp | undefined) =>
    unionByFlags(own.flatMap((language) => pick(language) ?? []));
  return {
    fold,
    person: union((language) => language.person),
    now: union((language) => language.now),
    inquiry: union((language) => language.inquiry),
  };
});

const anyTest = (patterns: readonly RegExp[], text: string): boolean =>
  patterns.some((pattern) => pattern.test(text));

/** A sentence in every spelling the rules read it in: as normalised, then each language's fold. */
interface Readings {
  plain: string;
  folded: Map<(sentence: string) => string, string>;
}

const readingsOf = (sentence: string): Readings => ({
  plain: sentence,
  folded: new Map(FOLDS.map((fold) => [fold, fold(sentence)])),
});

type CueKind = 'person' | 'now' | 'inquiry';
const PLAIN_CUES: Record<CueKind, RegExp[]> = { person: PERSON, now: NOW, inquiry: INQUIRY };

const hasCue = (readings: Readings, kind: CueKind): boolean =>
  anyTest(PLAIN_CUES[kind], readings.plain) ||
  FOLDED_CUES.some((cues) => anyTest(cues[kind], readings.folded.get(cues.fold) ?? ''));

const hasContext = (readings: Readings): boolean =>
  hasCue(readings, 'inquiry') || (hasCue(readings, 'person') && hasCue(readings, 'now'));

/**
 * V8 compiles a pattern on its first use, once for one-byte (Latin-1) and once for two-byte text.
 * The server calls this at start-up, so compiling every rule in both forms stays off the first
 * questions. The browser does not: it compiles only the patterns a visitor's text reaches, which
 * is a small part of the 150 ms this takes on a laptop.
 */
export function compileAllRules(): void {
  for (const sample of ['warm up', 'warm up \u0905']) {
    for (const language of COMPILED) {
      anyTest(language.anyRule, sample);
      for (const { rule, exceptAll } of language.rules) {
        rule.pattern.test(sample);
        if (exceptAll) sample.replace(exceptAll, '');
      }
    }
    const readings = readingsOf(sample);
    for (const kind of ['person', 'now', 'inquiry'] as const) hasCue(readings, kind);
  }
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

function matchesRule(
  sentence: string,
  readings: Readings,
  { rule, exceptAll }: CompiledLanguage['rules'][number],
) {
  if (!rule.pattern.test(sentence)) return false;
  if (exceptAll && !rule.pattern.test(sentence.replace(exceptAll, ' '))) return false;
  return !rule.needsContext || hasContext(readings);
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
  // A story that ended well is read from its recovery on; a pet as the patient not at all
  // (`calm-frames.ts`).
  for (const sentence of splitSentences(ruleReadingOf(normaliseForMatching(text)))) {
    const readings = readingsOf(sentence);
    verdict.person ||= hasCue(readings, 'person');
    verdict.now ||= hasCue(readings, 'now');
    verdict.inquiry ||= hasCue(readings, 'inquiry');
    for (const language of COMPILED) {
      const read = language.fold ? (readings.folded.get(language.fold) ?? sentence) : sentence;
      if (!anyTest(language.anyRule, read)) continue;
      for (const compiled of language.rules) {
        if (!matches.has(compiled.rule.id) && matchesRule(read, readings, compiled)) {
          matches.add(compiled.rule.id);
        }
      }
    }
  }
  return { matches: [...matches], ...verdict };
}
