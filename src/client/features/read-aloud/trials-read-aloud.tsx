import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trial } from '../../../contract/index.ts';
import { ReadAloudControl } from './read-aloud-control.tsx';

export interface TrialsReadAloudProps {
  trials: readonly Trial[];
  ttsAvailable: boolean;
}

/** Read-aloud of the trial list: each trial's number, title, status and study summary. */
export function TrialsReadAloud({ trials, ttsAvailable }: TrialsReadAloudProps) {
  const { t, i18n } = useTranslation();
  const text = useMemo(
    () =>
      trials
        .map((trial, index) =>
          t('readAloud.trialLine', {
            n: index + 1,
            title: trial.title.replace(/[.!?]\s*$/, ''),
            status: trial.status,
            summary: trial.summary.trim(),
            interpolation: { escapeValue: false },
          }),
        )
        .join('\n\n'),
    [trials, t],
  );
  return (
    <ReadAloudControl
      text={text}
      language={i18n.language}
      ttsAvailable={ttsAvailable}
      label={t('readAloud.trialsLabel')}
    />
  );
}
