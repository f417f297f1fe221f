import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MedicalDisclaimer } from '../../components/answer/medical-disclaimer.tsx';
import { LabAnalysisProgress } from './lab-analysis-progress.tsx';
import { ErrorNote } from '../../components/error-note.tsx';
import { LabFileCard } from './lab-file-card.tsx';
import { LabFollowUpForm } from './lab-follow-up-form.tsx';
import { LabFollowUpTurn } from './lab-follow-up-turn.tsx';
import { LabNarrative } from './lab-narrative.tsx';
import { LabPageHeader } from './lab-page-header.tsx';
import { LabResultsHeader } from './lab-results-header.tsx';
import { LabResultsTable } from './lab-results-table.tsx';
import { LabSettingsCard } from './lab-settings-card.tsx';
import { LabUploadCard } from './lab-upload-card.tsx';
import { prefersReducedMotion } from './prefers-reduced-motion.ts';
import { useLabReport, type UseLabReportOptions } from './use-lab-report.ts';

/** '/ask?type=lab-report': upload, preview, settings, analysis, results and follow-ups. */
export function LabReportPage(options: UseLabReportOptions) {
  const { t } = useTranslation();
  const report = useLabReport(options);
  const { search, upload, usedSettings, analysis, followUps, analysing, analysisPhase, lab } =
    report;

  // The progress card appears below the settings; on a phone that is off screen.
  const progressRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!analysing) return;
    progressRef.current?.scrollIntoView?.({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'nearest',
    });
  }, [analysing]);

  return (
    <div className="bg-gradient-to-b from-brand-50/80 via-white to-white">
      <div className="mx-auto max-w-4xl space-y-6 px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
        <LabPageHeader />

        {upload.messageError ? (
          <ErrorNote text={upload.messageError} className="rounded-2xl" />
        ) : null}

        {upload.file ? (
          <>
            <LabFileCard
              file={upload.file}
              onUploadDifferent={report.reset}
              disabled={analysing}
              // Once analysed, the results matter more than the preview; it stays one click away.
              collapsed={Boolean(usedSettings)}
            />
            <LabSettingsCard
              settings={report.settings}
              onChange={report.setSettings}
              onAnalyze={() => void report.analyze()}
              busy={analysing || search.busy}
            />
          </>
        ) : (
          <LabUploadCard onFile={upload.choose} />
        )}

        {analysing && usedSettings ? (
          <div ref={progressRef} className="scroll-my-6">
            <LabAnalysisProgress settings={usedSettings} readingOcr={report.readingOcr} />
          </div>
        ) : null}
        {report.refused ? <ErrorNote text={report.refused} className="rounded-2xl" /> : null}
        {analysis && followUps.length === 0 && search.status === 'error' ? (
          <ErrorNote
            text={t('lab.errors.analysis')}
            onRetry={report.retry}
            className="rounded-2xl"
          />
        ) : null}

        {usedSettings && (lab || analysis) ? (
          <section
            aria-labelledby="lab-results-heading"
            className="space-y-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-7"
          >
            <LabResultsHeader
              headingId="lab-results-heading"
              settings={usedSettings}
              onStartOver={report.reset}
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
                {followUps.map((run, index) => (
                  <LabFollowUpTurn key={run.id} question={run.request.query}>
                    <LabNarrative
                      run={run}
                      phase={report.followUpPhase(index)}
                      error={t('lab.errors.followUp')}
                      followUpIndex={index}
                    />
                  </LabFollowUpTurn>
                ))}
              </ol>
            ) : null}
            {analysis && lab && report.analysisDone && analysisPhase !== 'error' ? (
              <LabFollowUpForm
                suggestions={report.suggestions}
                busy={search.busy}
                onAsk={report.askFollowUp}
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
