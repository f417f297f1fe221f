import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  DEFAULT_LANGUAGE,
  type Reference,
  type SearchRequestInput,
} from '../../../contract/index.ts';
import type { SearchSnapshot } from '../../lib/read-search-stream.ts';
import { AnswerSection, type ResultPhase } from '../../components/answer/answer-section.tsx';
import {
  CitationProvider,
  type CitationTargets,
} from '../../components/answer/citation-context.ts';
import { referenceAnchorId } from '../../components/answer/citation-marker.tsx';
import { EmergencyBanner } from './emergency-banner.tsx';
import { MedicalDisclaimer } from '../../components/answer/medical-disclaimer.tsx';
import { referenceFromText } from '../../components/answer/reference-href.ts';
import { ReferenceList } from '../../components/answer/reference-list.tsx';
import { useQuotedCitations } from '../../components/answer/use-quoted-citations.ts';
import { ImageOnlyBasis } from './image-only-basis.tsx';
import { ResultHeader } from './result-header.tsx';
import { useLocalEmergency } from './use-local-emergency.ts';

export interface ResultViewProps {
  /** Changes with every new search; resets per-result UI state such as a dismissed banner. */
  runId: string;
  request: SearchRequestInput;
  /** ISO time the question was asked. */
  askedAt: string;
  phase: ResultPhase;
  snapshot: SearchSnapshot;
  /** User-facing text shown instead of the answer when the search failed. */
  error?: string;
  onRetry?: () => void;
  /** Stops the search while it waits for the answer. */
  onStop?: () => void;
  /**
   * What a search type shows before the answer, such as the lab values the answer discusses or the
   * interaction summary: the page hands it in (features do not import each other).
   */
  lead?: ReactNode;
  /** What a search type adds below the references, such as flashcards or the trial list. */
  children?: ReactNode;
  /** Beside the 'Evidence-Based Summary' heading: the read-aloud control the app adds. */
  summaryAction?: ReactNode;
}

function referencesOf(snapshot: SearchSnapshot): readonly Reference[] | undefined {
  if (snapshot.references) return snapshot.references;
  return snapshot.result?.references.map(referenceFromText);
}

const prefersReducedMotion = (): boolean =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** One search's result: banner, header, streamed answer, references and the disclaimer. */
export function ResultView({
  runId,
  request,
  askedAt,
  phase,
  snapshot,
  error,
  onRetry,
  onStop,
  lead,
  children,
  summaryAction,
}: ResultViewProps) {
  const [referencesOpen, setReferencesOpen] = useState(true);
  const [dismissedWarningFor, setDismissedWarningFor] = useState<string>();
  const resultRef = useRef<HTMLDivElement>(null);
  const references = referencesOf(snapshot);
  const result = snapshot.result;
  const quoted = useQuotedCitations(snapshot.quotes, references);

  // A new search scrolls its result into view (on phones the form fills the screen), from the
  // emergency banner down: scrolling to the answer alone put the banner above a phone's screen.
  useEffect(() => {
    resultRef.current?.scrollIntoView?.({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
  }, [runId]);

  const citationTargets = useMemo<CitationTargets>(() => {
    const known = new Set(references?.map((reference) => reference.n));
    const unmatched = new Set(snapshot.citations?.unmatched);
    return {
      isLinked: (n) => known.has(n) && !unmatched.has(n),
      showReference: (n) => {
        flushSync(() => setReferencesOpen(true));
        const entry = document.getElementById(referenceAnchorId(n));
        entry?.scrollIntoView?.({
          behavior: prefersReducedMotion() ? 'auto' : 'smooth',
          block: 'center',
        });
        entry?.focus({ preventScroll: true });
      },
      quoteOf: quoted.quoteOf,
      referenceOf: quoted.referenceOf,
    };
  }, [references, snapshot.citations, quoted]);

  const dismissWarning = useCallback(() => setDismissedWarningFor(runId), [runId]);
  const language = result?.language ?? request.language ?? DEFAULT_LANGUAGE;
  const localEmergency = useLocalEmergency(request.query, request.searchType);
  const warningCategories = snapshot.warning?.categories ?? localEmergency;
  // An image whose terms found no research was summarised from the picture alone: say so.
  const imageOnly =
    phase === 'done' &&
    (result?.searchType ?? request.searchType) === 'image-analysis' &&
    references?.length === 0;

  return (
    <div ref={resultRef} className="scroll-mt-20 space-y-4">
      {warningCategories && dismissedWarningFor !== runId ? (
        <EmergencyBanner
          onDismiss={dismissWarning}
          language={language}
          categories={warningCategories}
        />
      ) : null}
      <article
        aria-busy={phase === 'loading' || phase === 'streaming'}
        className="space-y-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-7"
      >
        <ResultHeader
          searchType={result?.searchType ?? request.searchType ?? 'health-info'}
          query={result?.query ?? request.query}
          askedAt={result?.timestamp ?? askedAt}
          level={
            result?.medicalKnowledgeLevel ??
            request.medicalKnowledgeLevel ??
            'no-medical-experience'
          }
          usmleStep={result?.usmleStep ?? request.usmleStep}
        />
        {lead}
        <CitationProvider value={citationTargets}>
          <AnswerSection
            phase={phase}
            text={snapshot.text}
            searchType={request.searchType ?? 'health-info'}
            answerMode={result?.answerMode ?? snapshot.status?.answerMode}
            language={language}
            error={error}
            onRetry={onRetry}
            status={snapshot.status}
            onStop={onStop}
            headerAction={summaryAction}
          />
        </CitationProvider>
        {imageOnly ? (
          <ImageOnlyBasis />
        ) : references && phase !== 'error' && phase !== 'stopped' ? (
          <ReferenceList
            references={references}
            open={referencesOpen}
            onOpenChange={setReferencesOpen}
            quotesUsed={quoted.quotesUsed}
            answer={
              phase === 'done' && snapshot.text.trim() !== ''
                ? {
                    question: result?.query ?? request.query,
                    answer: snapshot.text,
                    language,
                    quotes: snapshot.quotes,
                  }
                : undefined
            }
          />
        ) : null}
        {children}
        <MedicalDisclaimer language={language} />
      </article>
    </div>
  );
}
