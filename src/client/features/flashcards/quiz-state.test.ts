import { describe, expect, it } from 'vitest';
import { initialQuiz, quizReducer } from './quiz-state.ts';

const reduce = quizReducer(15);

describe('quizReducer', () => {
  it('reveal needs a selection, and the options lock after it', () => {
    expect(reduce(initialQuiz, { type: 'reveal' })).toBe(initialQuiz);
    const selected = reduce(initialQuiz, { type: 'select', option: 'A' });
    const changed = reduce(selected, { type: 'select', option: 'B' });
    expect(changed.selected).toBe('B');
    const revealed = reduce(changed, { type: 'reveal' });
    expect(revealed).toEqual({ index: 0, selected: 'B', revealed: true });
    expect(reduce(revealed, { type: 'select', option: 'C' })).toBe(revealed);
  });

  it('next, previous, go and reset clear selection and reveal, within bounds', () => {
    const revealed = { index: 3, selected: 'A', revealed: true };
    expect(reduce(revealed, { type: 'next' })).toEqual({
      index: 4,
      selected: null,
      revealed: false,
    });
    expect(reduce(revealed, { type: 'previous' })).toEqual({
      index: 2,
      selected: null,
      revealed: false,
    });
    expect(reduce(revealed, { type: 'go', index: 3 })).toEqual({
      index: 3,
      selected: null,
      revealed: false,
    });
    expect(reduce(revealed, { type: 'reset' })).toEqual(initialQuiz);
    expect(reduce({ ...initialQuiz, index: 14 }, { type: 'next' }).index).toBe(14);
    expect(reduce(initialQuiz, { type: 'previous' }).index).toBe(0);
  });
});
