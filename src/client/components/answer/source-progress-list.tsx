import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, CircleMinus, LoaderCircle } from 'lucide-react';
import type { ProgressSource, SourceOutcome, SourceOutcomes } from '../../../contract/index.ts';

function SourceState({ outcome }: { outcome: SourceOutcome | undefined }) {
  const { t } = useTranslation();
  if (!outcome) {
    return (
      <span className="flex items-center gap-1.5 text-slate-600">
        <LoaderCircle
          className="size-4 animate-spin text-brand-600 motion-reduce:animate-none"
          aria-hidden="true"
        />
        {t('progress.state.waiting')}
      </span>
    );
  }
  if (outcome.state === 'found') {
    return (
      <span className="flex items-center gap-1.5 text-emerald-800">
        <CircleCheck className="size-4" aria-hidden="true" />
        {t('progress.state.found', { n: outcome.found })}
      </span>
    );
  }
  if (outcome.state === 'none') {
    return (
      <span className="flex items-center gap-1.5 text-slate-600">
        <CircleMinus className="size-4" aria-hidden="true" />
        {t('progress.state.none')}
      </span>
    );
  }
  return (
    <span className="flex items-center gap-1.5 text-amber-800">
      <CircleAlert className="size-4" aria-hidden="true" />
      {t('progress.state.unreachable')}
    </span>
  );
}

/**
 * Each source this search asks and what it has said so far. Not a live region: it changes as each
 * source answers, and a screen reader would hear every change.
 */
export function SourceProgressList({
  asking,
  sources,
}: {
  asking: readonly ProgressSource[];
  sources: SourceOutcomes | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('progress.sourcesLabel')} className="space-y-1.5 text-sm">
      {asking.map((source) => (
        <li
          key={source}
          data-source={source}
          data-state={sources?.[source]?.state ?? 'waiting'}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 rounded-lg border border-slate-200 bg-slate-50/60 px-3 py-1.5"
        >
          <span className="font-medium text-slate-800">{t(`progress.sources.${source}`)}</span>
          <SourceState outcome={sources?.[source]} />
        </li>
      ))}
    </ul>
  );
}
