import { describe, expect, it } from 'vitest';
import type { FlashcardSet } from '../../../contract/index.ts';
import { flashcardFileName, flashcardSetText } from './flashcard-text.ts';

const set: FlashcardSet = {
  id: 's1',
  title: 'USMLE step-1 flashcards: Type 2 diabetes',
  topic: 'Type 2 diabetes?',
  usmleStep: 'step-1',
  createdAt: '2026-11-21T07:00:00.000Z',
  flashcards: [
    {
      id: 's1-1',
      question: 'First-line drug?',
      options: ['Glipizide', 'Metformin', 'Insulin', 'Pioglitazone'],
      correctAnswer: 'Metformin',
      explanation: 'Weight-neutral.',
      difficulty: 'easy',
      topic: 'T2D',
    },
  ],
};

describe('flashcardSetText', () => {
  it('letters the options A-D and names the answer by letter and text', () => {
    const text = flashcardSetText(set);
    expect(text).toContain('1. [easy] First-line drug?\n   A. Glipizide\n   B. Metformin');
    expect(text).toContain(
      '   D. Pioglitazone\n   Answer: B. Metformin\n   Explanation: Weight-neutral.',
    );
    expect(
      text.startsWith('USMLE step-1 flashcards: Type 2 diabetes\nUSMLE step-1 · 1 questions'),
    ).toBe(true);
  });

  it('names the file after step and topic', () => {
    expect(flashcardFileName(set)).toBe('usmle-step-1-flashcards-type-2-diabetes.txt');
  });
});
