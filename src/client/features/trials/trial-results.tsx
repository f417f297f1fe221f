import { useMemo, useState, type ReactNode } from 'react';
import {
  MAX_FIT_TRIALS,
  renderPatientText,
  type SearchRequestInput,
  type Trial,
} from '../../../contract/index.ts';
import { FitAnalysisBlock } from './fit-analysis-block.tsx';
import { INITIAL_TRIALS, TrialList } from './trial-list.tsx';
import { useFitAnalysis } from './use-fit-analysis.ts';

export interface TrialResultsProps {
  trials: readonly Trial[];
  request: SearchRequestInput;
  /** Above the list: the read-aloud control the app adds. */
  headerAction?: ReactNode;
}

/**
 * The trial list of a clinical-trials result with its patient fit analysis, which starts as soon
 * as the trials arrive (alongside the streamed summary) and covers only the trials on screen.
 */
export function TrialResults({ trials, request, headerAction }: TrialResultsProps) {
  const [expanded, setExpanded] = useState(false);
  const patientText = useMemo(
    () => renderPatientText(request.conversationContext ?? [], request.query, request.patientInfo),
    [request],
  );
  const analysed = useMemo(
    () => trials.slice(0, expanded ? MAX_FIT_TRIALS : INITIAL_TRIALS),
    [trials, expanded],
  );
  const inScope = useMemo(() => new Set(analysed.map((trial) => trial.nctId)), [analysed]);
  const { fits, analyzing } = useFitAnalysis(analysed, patientText);
  const reasons = useMemo(
    () => Object.fromEntries(Object.values(fits).map((fit) => [fit.nctId, fit.reasons])),
    [fits],
  );

  const list = (
    <TrialList
      trials={trials}
      expanded={expanded}
      onExpandedChange={setExpanded}
      fitReasons={reasons}
      isAnalyzing={(trial) => analyzing.has(trial.nctId)}
      renderFitAnalysis={(trial) => (
        <FitAnalysisBlock
          fit={fits[trial.nctId]}
          analyzing={analyzing.has(trial.nctId)}
          outOfScope={!inScope.has(trial.nctId)}
        />
      )}
    />
  );
  if (!headerAction || trials.length === 0) return list;
  return (
    <div className="space-y-2">
      <div className="flex justify-end">{headerAction}</div>
      {list}
    </div>
  );
}
