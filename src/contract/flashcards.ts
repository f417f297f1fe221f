import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { usmleStepSchema } from './vocabulary.ts';

/** SPEC.md section 9: 15 questions of 4 options, 5 per difficulty; content cut at 1500 chars. */
export const FLASHCARDS = {
  count: 15,
  options: 4,
  perDifficulty: 5,
  contentPromptChars: 1500,
  topicMaxChars: 300,
  /** A reply with fewer valid cards than this is a failed generation, not a short set. */
  minValid: 5,
} as const;

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;

/** SPEC.md section 8: the destructive toast of a failed generation. */
export const FLASHCARDS_FAILED_TITLE = 'Generation Failed';
export const FLASHCARDS_FAILED_TEXT = 'Failed to generate flashcards. Please try again.';
export const FLASHCARDS_NEED_MODEL_TEXT =
  'Flashcards need a language model, and none is configured on this server.';

export const flashcardSchema = z
  .object({
    id: z.string().min(1).max(100),
    question: z.string().trim().min(1).max(2000),
    options: z.array(z.string().trim().min(1).max(500)).length(FLASHCARDS.options),
    /** The text of one option (not its letter). */
    correctAnswer: z.string().trim().min(1).max(500),
    explanation: z.string().trim().min(1).max(3000),
    difficulty: difficultySchema,
    topic: z.string().trim().min(1).max(200),
  })
  .refine((card) => card.options.includes(card.correctAnswer), {
    message: 'correctAnswer must be the text of one of the options',
    path: ['correctAnswer'],
  })
  .refine((card) => new Set(card.options).size === card.options.length, {
    message: 'options must differ',
    path: ['options'],
  });
export type Flashcard = z.infer<typeof flashcardSchema>;

export const flashcardSetSchema = z.object({
  id: z.string().min(1).max(100),
  title: z.string().min(1).max(400),
  topic: z.string().min(1).max(FLASHCARDS.topicMaxChars),
  usmleStep: usmleStepSchema,
  flashcards: z.array(flashcardSchema).min(1).max(FLASHCARDS.count),
  createdAt: z.string(),
});
export type FlashcardSet = z.infer<typeof flashcardSetSchema>;

export const flashcardsRequestSchema = z.object({
  topic: z.string().trim().min(1, 'topic is required').max(FLASHCARDS.topicMaxChars),
  usmleStep: usmleStepSchema,
  /** The answer the cards are drawn from; only its first 1500 characters reach the prompt. */
  content: z.string().max(LIMITS.conversationContextMaxChars).default(''),
});
export type FlashcardsRequest = z.infer<typeof flashcardsRequestSchema>;
