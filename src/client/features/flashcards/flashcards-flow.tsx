import { GraduationCap, LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import {
  FLASHCARDS_FAILED_TEXT,
  FLASHCARDS_FAILED_TITLE,
  type FlashcardSet,
  type UsmleStep,
} from '../../../contract/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { loadFlashcardSet, saveFlashcardSet } from './flashcard-storage.ts';
import { FlashcardsModal } from './flashcards-modal.tsx';
import { requestFlashcards } from './request-flashcards.ts';

interface FlashcardsFlowProps {
  topic: string;
  usmleStep: UsmleStep;
  content: string;
}

/**
 * Restores the session's set for this topic and step, or generates one, then shows it. Mounted on
 * the first click of 'Generate flashcards', so it starts at once.
 */
export default function FlashcardsFlow({ topic, usmleStep, content }: FlashcardsFlowProps) {
  const { t } = useTranslation();
  const [set, setSet] = useState<FlashcardSet | null>(null);
  const [open, setOpen] = useState(false);
  const [generating, setGenerating] = useState(false);
  const busy = useRef(false);
  const opener = useRef<HTMLButtonElement>(null);

  const generate = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setGenerating(true);
    try {
      const next = await requestFlashcards({ topic, usmleStep, content });
      saveFlashcardSet(next);
      setSet(next);
      setOpen(true);
      toast.success(t('flashcards.readyTitle'), {
        description: t('flashcards.readyText', { count: next.flashcards.length }),
      });
    } catch {
      toast.error(FLASHCARDS_FAILED_TITLE, { description: FLASHCARDS_FAILED_TEXT });
    } finally {
      busy.current = false;
      setGenerating(false);
    }
  }, [topic, usmleStep, content, t]);

  const start = useCallback(() => {
    const stored = set ?? loadFlashcardSet(topic, usmleStep);
    if (stored) {
      setSet(stored);
      setOpen(true);
    } else {
      void generate();
    }
  }, [set, topic, usmleStep, generate]);

  // The click that loaded this module is the first request.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  return (
    <>
      <Button ref={opener} variant="secondary" onClick={start} disabled={generating}>
        {generating ? (
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : (
          <GraduationCap aria-hidden="true" />
        )}
        {generating
          ? t('flashcards.generating')
          : set
            ? t('flashcards.open', { count: set.flashcards.length })
            : t('flashcards.generate')}
      </Button>
      {set ? (
        <FlashcardsModal
          set={set}
          open={open}
          onOpenChange={setOpen}
          onRegenerate={() => void generate()}
          regenerating={generating}
          returnFocusTo={opener}
        />
      ) : null}
    </>
  );
}
