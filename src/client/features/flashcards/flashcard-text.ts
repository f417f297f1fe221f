import type { FlashcardSet } from '../../../contract/index.ts';

export const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** The set as a plain-text study sheet: options lettered A-D, answer and explanation per card. */
export function flashcardSetText(set: FlashcardSet): string {
  const header = [
    set.title,
    `USMLE ${set.usmleStep} · ${set.flashcards.length} questions · ${set.createdAt.slice(0, 10)}`,
    '',
  ];
  const cards = set.flashcards.map((card, index) => {
    const letter = LETTERS[card.options.indexOf(card.correctAnswer)] ?? '?';
    return [
      `${index + 1}. [${card.difficulty}] ${card.question}`,
      ...card.options.map((option, i) => `   ${LETTERS[i] ?? '?'}. ${option}`),
      `   Answer: ${letter}. ${card.correctAnswer}`,
      `   Explanation: ${card.explanation}`,
      '',
    ].join('\n');
  });
  return [...header, ...cards].join('\n');
}

/** A file name a desktop accepts: the topic in lowercase words, the step, .txt. */
export function flashcardFileName(set: FlashcardSet): string {
  const topic = set.topic
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|(?<!-)-+$/g, '')
    .slice(0, 60);
  return `usmle-${set.usmleStep}-flashcards-${topic || 'set'}.txt`;
}
