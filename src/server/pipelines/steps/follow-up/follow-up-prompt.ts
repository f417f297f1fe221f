import type { Language, SearchType } from '../../../../contract/index.ts';
import { LANGUAGE_NAMES, LIMITS } from '../../../../contract/index.ts';
import { fenceUntrusted } from '../../../safety/fence-untrusted.ts';

/** First line of the follow-up system prompt; lets test doubles recognise the request. */
export const FOLLOW_UP_PROMPT_MARKER = 'Task: suggest follow-up questions.';

export interface FollowUpPromptInput {
  question: string;
  answer: string;
  language: Language;
  /** What was searched: the questions fit it (trials to join, medicines to take together...). */
  searchType: SearchType;
}

/** What the next questions are about, per search type, with an example of the kind that fits. */
const TOPIC: Record<SearchType, string> = {
  'health-info': 'about the health topic below',
  'usmle-preparation':
    'about the exam topic below, the kind a student preparing for the USMLE asks',
  'clinical-trials':
    'about the clinical trials below: where they run, who can join, what taking part involves, what to ask the study team (for example "Which of these trials are near me?")',
  'drug-interactions':
    'about the medicines below and how they interact: timing, warning signs, what to ask a pharmacist or doctor (for example "What should I ask my pharmacist?")',
  'lab-report': 'about the lab results below and what is usually checked next',
  'image-analysis': 'about the findings below and what is usually checked next',
};

/** SPEC.md section 9: three questions, built from the question and the start of the answer. */
export function buildFollowUpPrompt(input: FollowUpPromptInput): {
  system: string;
  prompt: string;
} {
  const language = LANGUAGE_NAMES[input.language].english;
  const system = [
    FOLLOW_UP_PROMPT_MARKER,
    `Suggest exactly ${LIMITS.followUpQuestions} short follow-up questions a reader might ask next ${TOPIC[input.searchType]}.`,
    `Write them in ${language}. One question per line, no numbering, no bullets, no other text.`,
    'Each question must be answerable from medical literature; never ask for a diagnosis or a personal dose.',
  ].join('\n');
  const prompt = [
    fenceUntrusted('question', input.question),
    '',
    fenceUntrusted('answer', input.answer.slice(0, LIMITS.followUpAnswerChars)),
  ].join('\n');
  return { system, prompt };
}
