import { GraduationCap, LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UsmleStep } from '../../../contract/index.ts';
import { Button } from '../../components/ui/button.tsx';

// The generator, the modal and their state load only when a student first asks for flashcards.
const FlashcardsFlow = lazy(() => import('./flashcards-flow.tsx'));

export interface FlashcardsButtonProps {
  topic: string;
  usmleStep: UsmleStep;
  /** The answer the cards are drawn from. */
  content: string;
  /** False in evidence-only mode: cards need a model. */
  modelAvailable: boolean;
}

export function FlashcardsButton({
  topic,
  usmleStep,
  content,
  modelAvailable,
}: FlashcardsButtonProps) {
  const { t } = useTranslation();
  const [started, setStarted] = useState(false);
  if (!modelAvailable) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
        <Button variant="secondary" disabled>
          <GraduationCap aria-hidden="true" />
          {t('flashcards.generate')}
        </Button>
        <p className="text-sm text-slate-600">{t('flashcards.needModel')}</p>
      </div>
    );
  }
  if (!started) {
    return (
      <Button variant="secondary" onClick={() => setStarted(true)}>
        <GraduationCap aria-hidden="true" />
        {t('flashcards.generate')}
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <Button variant="secondary" disabled>
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {t('flashcards.generating')}
        </Button>
      }
    >
      <FlashcardsFlow topic={topic} usmleStep={usmleStep} content={content} />
    </Suspense>
  );
}
