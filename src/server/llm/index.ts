export { createLlm } from './create-llm.ts';
export type { Llm, LlmCall, LlmImage, LlmRole, LlmUsage } from './llm.ts';
export { LlmError, type LlmErrorKind } from './llm-error.ts';
export {
  buildAnswerPrompt,
  selectPromptEvidence,
  type AnswerPromptInput,
} from './prompts/answer-prompt.ts';
export { buildTranslationPrompt } from './prompts/translation-prompt.ts';
export { sectionHeadings, LEVEL_SECTIONS, type SectionKey } from './prompts/section-headings.ts';
export type { EvidenceItem } from './prompts/evidence-item.ts';
