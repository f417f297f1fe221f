import { useTranslation } from 'react-i18next';
import type { Flashcard } from '../../../contract/index.ts';
import { cx } from '../../lib/class-names.ts';

const DOT = { easy: 'bg-emerald-500', medium: 'bg-amber-500', hard: 'bg-rose-500' } as const;

/** Every card of the set as a numbered button; the current one is marked. */
export function CardList({
  cards,
  current,
  onGo,
}: {
  cards: readonly Flashcard[];
  current: number;
  onGo: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('flashcards.listLabel')} className="mt-4">
      <ol className="flex flex-wrap gap-1.5">
        {cards.map((card, index) => (
          <li key={card.id}>
            <button
              type="button"
              onClick={() => onGo(index)}
              aria-current={index === current ? 'step' : undefined}
              aria-label={t('flashcards.goTo', {
                n: index + 1,
                difficulty: t(`flashcards.difficulty.${card.difficulty}`),
              })}
              className={cx(
                'relative grid size-8 place-items-center rounded-lg border text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                index === current
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-200 bg-white text-slate-700 hover:border-brand-500',
              )}
            >
              {index + 1}
              <span
                aria-hidden="true"
                className={cx(
                  'absolute -top-0.5 -end-0.5 size-2 rounded-full',
                  DOT[card.difficulty],
                )}
              />
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
