import type { Language } from '../../../../contract/index.ts';
import { LANGUAGE_NAMES, LIMITS } from '../../../../contract/index.ts';
import { fenceUntrusted } from '../../../safety/fence-untrusted.ts';

/** First line of the follow-up system prompt; lets test doubles recognise the request. */
export const FOLLOW_UP_PROMPT_MARKER = 'Task: suggest follow-up questions.';

export interface FollowUpPromptInput {
  question: string;
  answer: string;
  language: Language;
}

/** SPEC.md section 9: three questions, built from the question and the start of the answer. */
export function buildFollowUpPrompt(input: FollowUpPromptInput): {
  system: string;
  prompt: string;
} {
  const language = LANGUAGE_NAMES[input.language].english;
  const system = [
    FOLLOW_UP_PROMPT_MARKER,
    `Suggest exactly ${LIMITS.followUpQuestions} short follow-up questions a reader might ask next about the health topic below.`,
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
