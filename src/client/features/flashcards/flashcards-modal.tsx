import {
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  CircleX,
  Download,
  Eye,
  RefreshCw,
  RotateCcw,
  X,
} from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useReducer, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlashcardSet } from '../../../contract/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { cx } from '../../lib/class-names.ts';
import { AnswerMarkdown } from '../../components/answer/answer-markdown.tsx';
import {
  CitationProvider,
  type CitationTargets,
} from '../../components/answer/citation-context.ts';
import { CardList } from './card-list.tsx';
import { flashcardFileName, flashcardSetText, LETTERS } from './flashcard-text.ts';
import { initialQuiz, quizReducer } from './quiz-state.ts';

// Cards carry no references: any [n] in model text stays plain.
const NO_CITATIONS: CitationTargets = { isLinked: () => false, showReference: () => undefined };

const DIFFICULTY_TONE = {
  easy: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  medium: 'border-amber-200 bg-amber-50 text-amber-900',
  hard: 'border-rose-200 bg-rose-50 text-rose-800',
} as const;

function download(set: FlashcardSet) {
  const url = URL.createObjectURL(new Blob([flashcardSetText(set)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = flashcardFileName(set);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface FlashcardsModalProps {
  set: FlashcardSet;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRegenerate: () => void;
  regenerating: boolean;
  /**
   * Where the focus goes when the dialog closes. The button that opened it was swapped for a
   * busy one while the cards were generated, so Radix cannot remember it.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export function FlashcardsModal(props: FlashcardsModalProps) {
  // A new set (Regenerate) starts a fresh quiz at its first card.
  return <Quiz key={props.set.id} {...props} />;
}

function Quiz({
  set,
  open,
  onOpenChange,
  onRegenerate,
  regenerating,
  returnFocusTo,
}: FlashcardsModalProps) {
  const { t } = useTranslation();
  const count = set.flashcards.length;
  const [quiz, dispatch] = useReducer(quizReducer(count), initialQuiz);
  const card = set.flashcards[quiz.index];
  if (!card) return null;
  const answered = quiz.selected !== null;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[2px]" />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white p-4 shadow-xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100vw-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:border-slate-200 sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
                {t('flashcards.title')}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="mt-0.5 text-sm text-slate-600">
                {t('flashcards.subtitle', {
                  topic: set.topic,
                  step: t(`flashcards.steps.${set.usmleStep}`),
                })}
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close
              aria-label={t('flashcards.close')}
              className="-me-2 -mt-1 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="size-4" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>

          <div className="mt-4 flex items-center justify-between gap-3 text-sm">
            <p className="font-medium text-slate-800" aria-live="polite">
              {t('flashcards.position', { n: quiz.index + 1, count })}
            </p>
            <span
              className={cx(
                'rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize',
                DIFFICULTY_TONE[card.difficulty],
              )}
            >
              {t(`flashcards.difficulty.${card.difficulty}`)}
            </span>
          </div>
          <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${((quiz.index + 1) / count) * 100}%` }}
            />
          </div>

          <CitationProvider value={NO_CITATIONS}>
            <section aria-label={t('flashcards.cardLabel', { n: quiz.index + 1 })} className="mt-5">
              <div className="text-base leading-relaxed font-medium text-slate-900 [&_p]:m-0">
                <AnswerMarkdown markdown={card.question} />
              </div>
              <ul className="mt-4 space-y-2" aria-label={t('flashcards.options')}>
                {card.options.map((option, i) => {
                  const chosen = quiz.selected === option;
                  const correct = option === card.correctAnswer;
                  const showRight = (chosen && correct) || (quiz.revealed && correct);
                  const showWrong = chosen && !correct;
                  return (
                    <li key={option}>
                      <button
                        type="button"
                        aria-pressed={chosen}
                        aria-disabled={quiz.revealed}
                        onClick={() => dispatch({ type: 'select', option })}
                        className={cx(
                          'flex w-full items-start gap-3 rounded-xl border px-3 py-2.5 text-start text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                          showRight
                            ? 'border-emerald-500 bg-emerald-50 text-emerald-950'
                            : showWrong
                              ? 'border-rose-500 bg-rose-50 text-rose-950'
                              : 'border-slate-200 bg-white text-slate-800',
                          !quiz.revealed && !chosen && 'hover:border-brand-500 hover:bg-brand-50',
                          quiz.revealed && 'cursor-default',
                        )}
                      >
                        <span
                          aria-hidden="true"
                          className={cx(
                            'grid size-6 shrink-0 place-items-center rounded-full border text-xs font-semibold',
                            showRight
                              ? 'border-emerald-600 bg-emerald-600 text-white'
                              : showWrong
                                ? 'border-rose-600 bg-rose-600 text-white'
                                : 'border-slate-300 text-slate-600',
                          )}
                        >
                          {LETTERS[i]}
                        </span>
                        <span className="flex-1 pt-0.5">{option}</span>
                        {showRight ? (
                          <span className="flex items-center gap-1 pt-0.5 text-xs font-semibold text-emerald-700">
                            <CircleCheck className="size-4" aria-hidden="true" />
                            {t('flashcards.correct')}
                          </span>
                        ) : showWrong ? (
                          <span className="flex items-center gap-1 pt-0.5 text-xs font-semibold text-rose-700">
                            <CircleX className="size-4" aria-hidden="true" />
                            {t('flashcards.incorrect')}
                          </span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>

              {quiz.revealed ? (
                <div className="mt-4 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-slate-800">
                  <p className="font-semibold text-sky-900">
                    {t('flashcards.answerIs', {
                      letter: LETTERS[card.options.indexOf(card.correctAnswer)],
                      answer: card.correctAnswer,
                    })}
                  </p>
                  <div className="mt-1 leading-relaxed [&_p]:m-0">
                    <AnswerMarkdown markdown={card.explanation} />
                  </div>
                </div>
              ) : (
                <div className="mt-4 flex flex-wrap items-center gap-3">
                  <Button onClick={() => dispatch({ type: 'reveal' })} disabled={!answered}>
                    <Eye aria-hidden="true" />
                    {t('flashcards.reveal')}
                  </Button>
                  {!answered ? (
                    <p className="text-xs text-slate-500">{t('flashcards.revealHint')}</p>
                  ) : null}
                </div>
              )}
            </section>
          </CitationProvider>

          <div className="mt-5 flex items-center justify-between gap-2">
            <Button
              variant="secondary"
              onClick={() => dispatch({ type: 'previous' })}
              disabled={quiz.index === 0}
            >
              <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
              {t('flashcards.previous')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => dispatch({ type: 'next' })}
              disabled={quiz.index === count - 1}
            >
              {t('flashcards.next')}
              <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
            </Button>
          </div>

          <CardList
            cards={set.flashcards}
            current={quiz.index}
            onGo={(index) => dispatch({ type: 'go', index })}
          />

          <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
            <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'reset' })}>
              <RotateCcw aria-hidden="true" />
              {t('flashcards.reset')}
            </Button>
            <Button variant="ghost" size="sm" onClick={onRegenerate} disabled={regenerating}>
              <RefreshCw
                className={cx(regenerating && 'animate-spin motion-reduce:animate-none')}
                aria-hidden="true"
              />
              {regenerating ? t('flashcards.generating') : t('flashcards.regenerate')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => download(set)}>
              <Download aria-hidden="true" />
              {t('flashcards.download')}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
