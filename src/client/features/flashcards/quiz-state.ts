/**
 * Where the student is in a set and what they did on the current card (SPEC.md section 4): no
 * selection, an option selected (marked right or wrong), the answer revealed. Reveal needs a
 * selection and locks the options; moving to another card or resetting clears both.
 */
export interface QuizState {
  index: number;
  selected: string | null;
  revealed: boolean;
}

export type QuizAction =
  | { type: 'select'; option: string }
  | { type: 'reveal' }
  | { type: 'go'; index: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'reset' };

export const initialQuiz: QuizState = { index: 0, selected: null, revealed: false };

export function quizReducer(count: number) {
  const at = (index: number): QuizState => ({
    index: Math.min(Math.max(0, index), Math.max(0, count - 1)),
    selected: null,
    revealed: false,
  });
  return (state: QuizState, action: QuizAction): QuizState => {
    switch (action.type) {
      case 'select':
        return state.revealed ? state : { ...state, selected: action.option };
      case 'reveal':
        return state.selected === null ? state : { ...state, revealed: true };
      case 'go':
        return at(action.index);
      case 'next':
        return at(state.index + 1);
      case 'previous':
        return at(state.index - 1);
      case 'reset':
        return at(0);
    }
  };
}
