import { describe, expect, it } from 'vitest';
import { composeFlashcards } from '../../../tests/fixtures/openai/flashcard-replies.ts';
import { parseReplyText, readFlashcards } from './read-flashcard-reply.ts';

const good = JSON.parse(composeFlashcards('Topic:\ndiabetes')) as {
  flashcards: Record<string, unknown>[];
};

describe('readFlashcards', () => {
  it('accepts 15 valid cards with ids, easiest first', () => {
    const outcome = readFlashcards(good, 'set1');
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.cards).toHaveLength(15);
    expect(outcome.cards[0]?.id).toBe('set1-1');
    expect(outcome.cards.map((c) => c.difficulty).join(',')).toBe(
      [...Array(5).fill('easy'), ...Array(5).fill('medium'), ...Array(5).fill('hard')].join(','),
    );
  });

  it('drops cards with a wrong option count or an answer that is no option', () => {
    const cards = good.flashcards.map((card, index) =>
      index === 0
        ? { ...card, options: ['a', 'b', 'c'] }
        : index === 1
          ? { ...card, correctAnswer: 'Something else' }
          : card,
    );
    const outcome = readFlashcards({ flashcards: cards }, 's');
    expect(outcome.ok && outcome.cards.length).toBe(13);
    expect(outcome.ok && outcome.dropped).toBe(2);
  });

  it('strips option letters the model added, keeping correctAnswer equal to an option', () => {
    const [first] = good.flashcards;
    const lettered = {
      ...first,
      options: (first?.options as string[]).map((o, i) => `${'ABCD'[i]}. ${o}`),
      correctAnswer: `A. ${String(first?.correctAnswer)}`,
    };
    const outcome = readFlashcards({ flashcards: [lettered, ...good.flashcards.slice(1)] }, 's');
    expect(outcome.ok && outcome.cards[0]?.options[0]).toBe('Metformin');
    expect(outcome.ok && outcome.cards[0]?.correctAnswer).toBe('Metformin');
  });

  it('fails when too few cards are valid or the content is not an array', () => {
    const bad = JSON.parse(composeFlashcards('FAKEMODELBADFLASHCARDS')) as unknown;
    expect(readFlashcards(bad, 's')).toMatchObject({
      ok: false,
      cause: 'Failed to parse flashcard data',
    });
    expect(readFlashcards({ flashcards: 'x' }, 's')).toMatchObject({
      ok: false,
      cause: 'Parsed content is not an array',
    });
  });
});

describe('parseReplyText', () => {
  const json = JSON.stringify(good);

  it('reads fenced JSON and JSON after prose', () => {
    expect(parseReplyText('```json\n' + json + '\n```')).toEqual(good);
    expect(parseReplyText('Here are your cards:\n' + json)).toEqual(good);
  });

  it('refuses truncated JSON and text without JSON', () => {
    expect(() => parseReplyText(json.slice(0, json.length / 2))).toThrow(SyntaxError);
    expect(() => parseReplyText('Sorry, I cannot help.')).toThrow(SyntaxError);
  });
});
