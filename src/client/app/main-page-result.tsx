import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../contract/index.ts';
import type { ResultPhase } from '../components/answer/answer-section.tsx';
import type { SearchRun } from '../lib/search-reducer.ts';
import {
  FlashcardsButton,
  InteractionSummary,
  LabResultsTable,
  ReadAloudControl,
  ResultView,
  TrialResults,
  TrialsReadAloud,
} from './answer-code.ts';

export interface MainPageResultProps {
  run: SearchRun;
  phase: ResultPhase;
  onRetry: () => void;
  onStop: () => void;
  /** The form's answer language, for a run that has not said its own. */
  language: Language;
  ttsAvailable: boolean;
}

/** The search on screen: the result view with what each search type adds to it. */
export function MainPageResult({
  run,
  phase,
  onRetry,
  onStop,
  language,
  ttsAvailable,
}: MainPageResultProps) {
  const { t } = useTranslation();
  const { snapshot, request } = run;
  const result = snapshot.result;
  const answerMode = result?.answerMode ?? snapshot.status?.answerMode;
  const drugSummary =
    request.searchType === 'drug-interactions' && phase !== 'error' && answerMode === 'ai-summary';
  return (
    <Suspense fallback={<div className="min-h-64 rounded-2xl border border-slate-200 bg-white" />}>
      <ResultView
        key={run.id}
        runId={run.id}
        request={request}
        askedAt={run.startedAt}
        phase={phase}
        snapshot={snapshot}
        error={run.error}
        onRetry={onRetry}
        onStop={onStop}
        summaryAction={
          phase === 'done' && snapshot.text.trim() !== '' ? (
            <Suspense fallback={null}>
              <ReadAloudControl
                text={snapshot.text}
                language={result?.language ?? request.language ?? language}
                ttsAvailable={ttsAvailable}
                label={t('readAloud.summaryLabel')}
              />
            </Suspense>
          ) : undefined
        }
        lead={
          drugSummary || snapshot.lab ? (
            <>
              {drugSummary ? (
                <Suspense fallback={null}>
                  <InteractionSummary text={snapshot.text} done={phase === 'done'} />
                </Suspense>
              ) : null}
              {snapshot.lab ? (
                <Suspense fallback={null}>
                  <LabResultsTable
                    lab={run.fileName ? { ...snapshot.lab, fileName: run.fileName } : snapshot.lab}
                  />
                </Suspense>
              ) : null}
            </>
          ) : undefined
        }
      >
        {result?.searchType === 'usmle-preparation' && phase === 'done' ? (
          <Suspense fallback={null}>
            <FlashcardsButton
              key={`${result.usmleStep ?? 'step-1'}|${result.query}`}
              topic={result.query}
              usmleStep={result.usmleStep ?? 'step-1'}
              content={result.summary}
              modelAvailable={result.answerMode === 'ai-summary'}
            />
          </Suspense>
        ) : null}
        {snapshot.trials ? (
          <Suspense fallback={null}>
            <TrialResults
              trials={snapshot.trials}
              request={request}
              headerAction={
                <Suspense fallback={null}>
                  <TrialsReadAloud trials={snapshot.trials} ttsAvailable={ttsAvailable} />
                </Suspense>
              }
            />
          </Suspense>
        ) : null}
      </ResultView>
    </Suspense>
  );
}
