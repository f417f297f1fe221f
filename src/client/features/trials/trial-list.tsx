import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FlaskConical } from 'lucide-react';
import type { Trial } from '../../../contract/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { TrialRow } from './trial-row.tsx';

/** SPEC.md section 9: the list shows the first 3 trials. */
export const INITIAL_TRIALS = 3;

export interface TrialListProps {
  trials: readonly Trial[];
  /** Fit reasons per trial id; a missing id has none (yet). */
  fitReasons?: Readonly<Record<string, readonly string[]>>;
  /** Whether this trial's fit analysis is running. */
  isAnalyzing?: (trial: Trial) => boolean;
  /** Controlled 'View N More' state; the list keeps its own when left out. */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** The 'AI Patient Fit Analysis' block of one trial, if there is one to show. */
  renderFitAnalysis?: (trial: Trial) => ReactNode;
}

const NO_REASONS: readonly string[] = [];

/** 'Available Clinical Trials': the first 3, then all on request. */
export function TrialList({
  trials,
  fitReasons,
  isAnalyzing,
  renderFitAnalysis,
  ...props
}: TrialListProps) {
  const { t } = useTranslation();
  const [ownExpanded, setOwnExpanded] = useState(false);
  const expanded = props.expanded ?? ownExpanded;
  const setExpanded = props.onExpandedChange ?? setOwnExpanded;
  const shown = expanded ? trials : trials.slice(0, INITIAL_TRIALS);
  const hidden = trials.length - INITIAL_TRIALS;

  return (
    <section aria-labelledby="trial-list-heading" className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="trial-list-heading" className="text-lg font-semibold text-slate-900">
          {t('trials.heading')}
        </h3>
        {trials.length > 0 ? (
          <span className="text-sm text-slate-500">
            {t('trials.count', { count: trials.length })}
          </span>
        ) : null}
      </div>
      {trials.length === 0 ? (
        <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
          <FlaskConical className="size-6 text-slate-400" aria-hidden="true" />
          <p className="font-medium text-slate-800">{t('trials.empty')}</p>
          <p className="text-sm text-slate-500">{t('trials.emptyHint')}</p>
        </div>
      ) : (
        <ol className="space-y-3">
          {shown.map((trial, index) => (
            <TrialRow
              key={trial.nctId}
              trial={trial}
              n={index + 1}
              fitReasons={fitReasons?.[trial.nctId] ?? NO_REASONS}
              analyzing={isAnalyzing?.(trial) ?? false}
              fitAnalysis={renderFitAnalysis?.(trial)}
            />
          ))}
        </ol>
      )}
      {hidden > 0 ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => setExpanded(!expanded)}>
            {expanded ? t('trials.showLess') : t('trials.viewMore', { count: hidden })}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
