import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { AnswerSection, type ResultPhase } from '../../components/answer/answer-section.tsx';
import {
  CitationProvider,
  type CitationTargets,
} from '../../components/answer/citation-context.ts';
import { referenceAnchorId } from '../../components/answer/citation-marker.tsx';
import { referenceFromText, referenceHref } from '../../components/answer/reference-href.ts';
import { ReferenceList } from '../../components/answer/reference-list.tsx';
import { useQuotedCitations } from '../../components/answer/use-quoted-citations.ts';
import type { SearchRun } from '../../lib/search-reducer.ts';
import { LabFollowUpSources } from './lab-follow-up-sources.tsx';
import { prefersReducedMotion } from './prefers-reduced-motion.ts';

export interface LabNarrativeProps {
  run: SearchRun;
  phase: ResultPhase;
  error: string;
  onRetry?: () => void;
  /** Set for follow-up answers: the analysis owns the page's `ref-N` anchors, they get their own. */
  followUpIndex?: number;
}

/** One streamed answer about the report, with its citations and sources. */
export function LabNarrative({ run, phase, error, onRetry, followUpIndex }: LabNarrativeProps) {
  const [referencesOpen, setReferencesOpen] = useState(true);
  const { snapshot, request } = run;
  const references = useMemo(
    () => snapshot.references ?? snapshot.result?.references.map(referenceFromText),
    [snapshot.references, snapshot.result],
  );
  const quoted = useQuotedCitations(snapshot.quotes, references);
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
      quoteOf: quoted.quoteOf,
      referenceOf: quoted.referenceOf,
    };
  }, [references, snapshot.citations, followUpIndex, quoted]);

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
          quotesUsed={quoted.quotesUsed}
        />
      ) : null}
      {showSources && followUpIndex !== undefined ? (
        <LabFollowUpSources
          references={references}
          anchorId={(n) => `lab-follow-up-${followUpIndex}-ref-${n}`}
          hrefOf={referenceHref}
          quotesUsed={quoted.quotesUsed}
        />
      ) : null}
    </div>
  );
}
