/**
 * The yes/no/maybe an answer gives, for accuracy against PubMedQA's `final_decision`. With a
 * model, the same configured model is asked to classify the answer (one short call, its tokens
 * counted apart from the answer's); without one, or when its reply names none of the three, a
 * fixed reading of the answer's first sentence decides, and the record says which did.
 */
import type { Llm } from '../../src/server/llm/index.ts';
import {
  EVIDENCE_EXCERPTS_LABEL,
  NO_EVIDENCE_TEXT,
  NO_QUOTABLE_TEXT,
} from '../../src/server/pipelines/steps/evidence-answer/build-evidence-answer.ts';

export const DECISIONS = ['yes', 'no', 'maybe'] as const;
export type Decision = (typeof DECISIONS)[number];
export type DecidedBy = 'model' | 'first-sentence';

const MAYBE_WORDS =
  /\b(?:unclear|uncertain|inconclusive|mixed|conflicting|insufficient|controversial|may or may not|not (?:yet )?(?:clear|known|established|conclusive|certain)|limited evidence|remains? (?:unknown|debated|unsettled)|depends|possibly|partly|partially|maybe)\b/i;
const NO_WORDS =
  /\b(?:no|not|never|neither|nor|none|cannot|can't|doesn't|don't|didn't|isn't|aren't|wasn't|weren't|without|unlikely|fails?|failed)\b|n't\b/i;

/** The answer's sentences in order, markdown, citation markers and headings off. */
function sentencesOf(answer: string): string[] {
  // Each line is read apart: an excerpt line ends at its citation, often without a full stop.
  const sentences = answer
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .map((line) =>
      line
        .replace(/^\s*(?:>|[-*]|\d+\.)\s+/, '')
        .replace(/\[\d+(?:\s*[,–-]\s*\d+)*\]/g, '')
        .replace(/[*_`]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .filter((sentence) => sentence !== '');
  return sentences;
}

/** The evidence-only answer's fixed texts: a label, or "nothing to quote", never a verdict. */
const FIXED_TEXTS = [EVIDENCE_EXCERPTS_LABEL, NO_EVIDENCE_TEXT, NO_QUOTABLE_TEXT];

/**
 * A leading "Yes" or "No" is taken at its word; otherwise hedging reads as maybe, a negation as
 * no, and a plain statement as yes; an answer that says nothing is maybe. Crude on purpose: it is
 * the fallback, and it never changes.
 */
export function decisionByRule(answer: string): Decision {
  const said = FIXED_TEXTS.reduce((text, fixed) => text.replaceAll(fixed, ''), answer);
  const sentences = sentencesOf(said);
  if (sentences.length === 0) return 'maybe';
  const lead = /^(yes|no)\b/i.exec(sentences[0] ?? '')?.[1]?.toLowerCase();
  if (lead === 'yes' || lead === 'no') return lead;
  // The first sentence of some substance, past a short lead-in ("In short:").
  const sentence = sentences.find((s) => s.split(' ').length >= 3) ?? sentences[0] ?? '';
  if (MAYBE_WORDS.test(sentence)) return 'maybe';
  return NO_WORDS.test(sentence) ? 'no' : 'yes';
}

/** The one of yes, no or maybe a classifier's reply names first, if any. */
export function decisionNamed(reply: string): Decision | null {
  const word = /\b(yes|no|maybe)\b/i.exec(reply)?.[1]?.toLowerCase();
  return DECISIONS.find((decision) => decision === word) ?? null;
}

const JUDGE_SYSTEM =
  'You read an answer to a yes/no research question and say which verdict the answer gives. ' +
  'Reply with exactly one word: yes, no or maybe (maybe when the answer is uncertain, mixed or ' +
  'says the evidence is insufficient).';
/** Enough of an answer to find its verdict; the rest would only cost tokens. */
const JUDGED_ANSWER_CHARS = 6000;

export interface Judged {
  decision: Decision;
  decidedBy: DecidedBy;
}

export async function readDecision(
  llm: Llm | null,
  question: string,
  answer: string,
  onUsage: (input: number, output: number) => void,
): Promise<Judged> {
  if (llm) {
    try {
      const reply = await llm.generateText({
        role: 'answer',
        system: JUDGE_SYSTEM,
        prompt: `Question: ${question}\n\nAnswer:\n${answer.slice(0, JUDGED_ANSWER_CHARS)}\n\nVerdict (yes, no or maybe):`,
        // Room for a reasoning model's thinking; the reply itself is one word.
        maxTokens: 200,
        temperature: 0,
        onUsage: (usage) => onUsage(usage.inputTokens ?? 0, usage.outputTokens ?? 0),
      });
      const decision = decisionNamed(reply);
      if (decision) return { decision, decidedBy: 'model' };
    } catch {
      // A failed classification falls back to the fixed reading rather than losing the question.
    }
  }
  return { decision: decisionByRule(answer), decidedBy: 'first-sentence' };
}
