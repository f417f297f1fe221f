import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast.ts';
import {
  toConversationContext,
  toConversationMessages,
} from '../features/conversation/to-conversation-messages.ts';
import { AskNotice } from '../features/lab-report/ask-notice.tsx';
import { LabErrorNote } from '../features/lab-report/lab-error-note.tsx';
import { LabFollowUpTurn } from '../features/lab-report/lab-follow-up-turn.tsx';
import { LabPageHeader } from '../features/lab-report/lab-page-header.tsx';
import { LabResultsHeader } from '../features/lab-report/lab-results-header.tsx';
import { LabAnalysisProgress } from '../features/lab-report/lab-analysis-progress.tsx';
import { LabFileCard } from '../features/lab-report/lab-file-card.tsx';
import { LabFollowUpForm } from '../features/lab-report/lab-follow-up-form.tsx';
import { LabFollowUpSources } from '../features/lab-report/lab-follow-up-sources.tsx';
import {
  labAnalysisRequest,
  labFollowUpRequest,
  localLabPart,
} from '../features/lab-report/lab-requests.ts';
import { LabResultsTable } from '../features/lab-report/lab-results-table.tsx';
import {
  DEFAULT_LAB_SETTINGS,
  LabSettingsCard,
  type LabSettings,
} from '../features/lab-report/lab-settings-card.tsx';
import { LabUploadCard } from '../features/lab-report/lab-upload-card.tsx';
import { useLabPreparation } from '../features/lab-report/use-lab-preparation.ts';
import { useLabUpload } from '../features/lab-report/use-lab-upload.ts';
import { AnswerSection, type ResultPhase } from '../features/results/answer-section.tsx';
import { CitationProvider, type CitationTargets } from '../features/results/citation-context.ts';
import { referenceAnchorId } from '../features/results/citation-marker.tsx';
import { MedicalDisclaimer } from '../features/results/medical-disclaimer.tsx';
import { referenceFromText, referenceHref } from '../features/results/reference-href.ts';
import { ReferenceList } from '../features/results/reference-list.tsx';
import type { SearchRun } from '../features/search/search-reducer.ts';
import { useSearch } from '../features/search/use-search.ts';
import type { loadClientConfig } from './load-client-config.ts';
import { useRouteData } from './route-data.tsx';
import { toConversationTurn } from './to-conversation-turn.ts';

/** The lab page is active only for these `type` values (SPEC.md section 2). */
export const isLabReportType = (type: string | null): boolean =>
  type === 'LabReport' || type === 'lab-report';

const prefersReducedMotion = (): boolean =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

interface LabNarrativeProps {
  run: SearchRun;
  phase: ResultPhase;
  error: string;
  onRetry?: () => void;
  /** Set for follow-up answers: the analysis owns the page's `ref-N` anchors, they get their own. */
  followUpIndex?: number;
}

/** One streamed answer about the report, with its citations and sources. */
function LabNarrative({ run, phase, error, onRetry, followUpIndex }: LabNarrativeProps) {
  const [referencesOpen, setReferencesOpen] = useState(true);
  const { snapshot, request } = run;
  const references = useMemo(
    () => snapshot.references ?? snapshot.result?.references.map(referenceFromText),
    [snapshot.references, snapshot.result],
  );
  const citationTargets = useMemo<CitationTargets>(() => {
    const known = new Set(references?.map((reference) => reference.n));
    const unmatched = new Set(snapshot.citations?.unmatched);
    const anchorId = (n: number): string =>
      followUpIndex === undefined
        ? referenceAnchorId(n)
        : `lab-follow-up-${followUpIndex}-ref-${n}`;
    return {
      isLinked: (n) => known.has(n) && !unmatched.has(n),
      showReference: (n) => {
        flushSync(() => setReferencesOpen(true));
        const entry = document.getElementById(anchorId(n));
        entry?.scrollIntoView?.({
          behavior: prefersReducedMotion() ? 'auto' : 'smooth',
          block: 'center',
        });
        entry?.focus({ preventScroll: true });
      },
    };
  }, [references, snapshot.citations, followUpIndex]);

  const showSources = references && phase !== 'error';
  return (
    <div className="space-y-5">
      <CitationProvider value={citationTargets}>
        <AnswerSection
          phase={phase}
          text={snapshot.text}
          searchType="lab-report"
          answerMode={snapshot.result?.answerMode ?? snapshot.status?.answerMode}
          language={snapshot.result?.language ?? request.language ?? 'en'}
          error={error}
          onRetry={onRetry}
        />
      </CitationProvider>
      {showSources && followUpIndex === undefined ? (
        <ReferenceList
          references={references}
          open={referencesOpen}
          onOpenChange={setReferencesOpen}
        />
      ) : null}
      {showSources && followUpIndex !== undefined ? (
        <LabFollowUpSources
          references={references}
          anchorId={(n) => `lab-follow-up-${followUpIndex}-ref-${n}`}
          hrefOf={referenceHref}
        />
      ) : null}
    </div>
  );
}

/** '/ask?type=lab-report': upload, preview, settings, analysis, results and follow-ups. */
function LabReportPage() {
  const { t } = useTranslation();
  const config = useRouteData<typeof loadClientConfig>();
  const search = useSearch();
  const preparation = useLabPreparation({ modelAvailable: config.modelAvailable });
  const [settings, setSettings] = useState<LabSettings>(DEFAULT_LAB_SETTINGS);
  const [usedSettings, setUsedSettings] = useState<LabSettings>();

  const { reset: resetSearch } = search;
  const { reset: resetPreparation } = preparation;
  const clearAnalysis = useCallback((): void => {
    resetPreparation();
    resetSearch();
    setUsedSettings(undefined);
  }, [resetPreparation, resetSearch]);
  const upload = useLabUpload(config.labMessageOrigins, clearAnalysis);

  // SPEC.md section 4: a reset clears file, result and error, and restores level and language.
  const reset = (): void => {
    upload.clear();
    setSettings(DEFAULT_LAB_SETTINGS);
  };

  const [analysis, ...followUps] = search.runs;
  const analysing =
    preparation.state.status === 'preparing' || (followUps.length === 0 && search.busy);

  const analyze = async (): Promise<void> => {
    if (!upload.file || analysing) return;
    resetSearch();
    const chosen = settings;
    setUsedSettings(chosen);
    const attachment = await preparation.prepare(upload.file);
    if (!attachment) return;
    void search.submit(
      labAnalysisRequest(t('upload.defaultQuestions.lab-report'), attachment, chosen),
    );
  };

  // The progress card appears below the settings; on a phone that is off screen.
  const progressRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!analysing) return;
    progressRef.current?.scrollIntoView?.({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'nearest',
    });
  }, [analysing]);

  const retry = (): void => {
    if (!analysis) return;
    resetSearch();
    void search.submit(analysis.request);
  };

  // SPEC.md section 8: the outcome of the analysis is announced once, as a toast.
  const announced = useRef<string>(undefined);
  useEffect(() => {
    if (!analysis || followUps.length > 0 || announced.current === analysis.id) return;
    if (search.status === 'done') {
      announced.current = analysis.id;
      toast.success(t('lab.toasts.successTitle'), { description: t('lab.toasts.successText') });
    } else if (search.status === 'error') {
      announced.current = analysis.id;
      toast.error(t('lab.toasts.failureTitle'), { description: t('lab.toasts.failureText') });
    }
  }, [analysis, followUps.length, search.status, t]);

  const prepared = preparation.state.status === 'ready' ? preparation.state.attachment : undefined;
  const readLab = analysis?.snapshot.lab ?? (prepared ? localLabPart(prepared) : undefined);
  // The server names the file without identifiers; the visitor sees the name of their own file.
  const lab = readLab && upload.file ? { ...readLab, fileName: upload.file.name } : readLab;
  const analysisPhase: ResultPhase =
    followUps.length > 0 ? 'done' : search.status === 'idle' ? 'loading' : search.status;
  const analysisDone = analysis && followUps.length === 0 ? search.status === 'done' : true;

  const askFollowUp = (question: string): void => {
    if (!readLab || !usedSettings) return;
    const messages = toConversationMessages(search.runs.map(toConversationTurn));
    void search.submit(
      labFollowUpRequest({
        question,
        lab: readLab,
        settings: usedSettings,
        conversationContext: toConversationContext(messages),
      }),
    );
  };

  const refused = preparation.state.status === 'refused' ? preparation.state.message : undefined;
  const lastRun = search.runs.at(-1);

  return (
    <div className="bg-gradient-to-b from-brand-50/80 via-white to-white">
      <div className="mx-auto max-w-4xl space-y-6 px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
        <LabPageHeader />

        {upload.messageError ? <LabErrorNote text={upload.messageError} /> : null}

        {upload.file ? (
          <>
            <LabFileCard
              file={upload.file}
              onUploadDifferent={reset}
              disabled={analysing}
              // Once analysed, the results matter more than the preview; it stays one click away.
              collapsed={Boolean(usedSettings)}
            />
            <LabSettingsCard
              settings={settings}
              onChange={setSettings}
              onAnalyze={() => void analyze()}
              busy={analysing || search.busy}
            />
          </>
        ) : (
          <LabUploadCard onFile={upload.choose} />
        )}

        {analysing && usedSettings ? (
          <div ref={progressRef} className="scroll-my-6">
            <LabAnalysisProgress
              settings={usedSettings}
              readingOcr={
                preparation.state.status === 'preparing' && preparation.state.ocr === true
              }
            />
          </div>
        ) : null}
        {refused ? <LabErrorNote text={refused} /> : null}
        {analysis && followUps.length === 0 && search.status === 'error' ? (
          <LabErrorNote text={t('lab.errors.analysis')} onRetry={retry} />
        ) : null}

        {usedSettings && (lab || analysis) ? (
          <section
            aria-labelledby="lab-results-heading"
            className="space-y-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-7"
          >
            <LabResultsHeader
              headingId="lab-results-heading"
              settings={usedSettings}
              onStartOver={reset}
              disabled={analysing}
            />
            {lab ? <LabResultsTable lab={lab} /> : null}
            {analysis && analysisPhase !== 'error' ? (
              <div className="border-t border-slate-200 pt-6">
                <LabNarrative
                  run={analysis}
                  phase={analysisPhase}
                  error={t('lab.errors.analysis')}
                />
              </div>
            ) : null}
            {followUps.length > 0 ? (
              <ol className="space-y-5 border-t border-slate-200 pt-6">
                {followUps.map((run, index) => {
                  const current = run === lastRun && search.busy;
                  return (
                    <LabFollowUpTurn key={run.id} question={run.request.query}>
                      <LabNarrative
                        run={run}
                        phase={
                          current
                            ? search.status === 'streaming'
                              ? 'streaming'
                              : 'loading'
                            : run.error
                              ? 'error'
                              : 'done'
                        }
                        error={t('lab.errors.followUp')}
                        followUpIndex={index}
                      />
                    </LabFollowUpTurn>
                  );
                })}
              </ol>
            ) : null}
            {analysis && lab && analysisDone && analysisPhase !== 'error' ? (
              <LabFollowUpForm
                suggestions={search.busy ? [] : (lastRun?.snapshot.followups ?? [])}
                busy={search.busy}
                onAsk={askFollowUp}
              />
            ) : null}
            <MedicalDisclaimer
              language={analysis?.snapshot.result?.language ?? analysis?.request.language}
            />
          </section>
        ) : null}
      </div>
    </div>
  );
}

/**
 * '/ask': lab-report analysis when `type` is LabReport or lab-report; for any other `type` the
 * page says what it is for.
 */
export function AskPage() {
  const [params] = useSearchParams();
  return isLabReportType(params.get('type')) ? <LabReportPage /> : <AskNotice />;
}
