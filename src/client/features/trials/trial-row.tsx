import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, MapPin, Sparkles } from 'lucide-react';
import { isRecruitingNow, type Trial } from '../../../contract/index.ts';
import { cx } from '../../lib/class-names.ts';
import { TrialDetails } from './trial-details.tsx';
import { TrialStatusBadge } from './trial-status-badge.tsx';

/** SPEC.md section 9: a row shows 3 conditions and 3 locations. */
const SHOWN_CONDITIONS = 3;
const SHOWN_LOCATIONS = 3;

export interface TrialRowProps {
  trial: Trial;
  /** 1-based position in the list. */
  n: number;
  /** Why the trial may fit the patient; empty when none were found. */
  fitReasons: readonly string[];
  analyzing: boolean;
  fitAnalysis?: ReactNode;
}

const chip = 'rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700';

export function TrialRow({ trial, n, fitReasons, analyzing, fitAnalysis }: TrialRowProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const hiddenConditions = trial.conditions.length - SHOWN_CONDITIONS;
  const hiddenLocations = trial.locations.length - SHOWN_LOCATIONS;

  return (
    <li
      className="trial-row space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs"
      aria-label={t('trials.rowLabel', { n, title: trial.title })}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          aria-hidden="true"
          className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800 ring-1 ring-brand-200"
        >
          {n}
        </span>
        <span dir="ltr" className="font-mono text-xs font-medium text-slate-600">
          {trial.nctId}
        </span>
        <TrialStatusBadge status={trial.status} />
        {isRecruitingNow(trial.status) ? (
          <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
            {t('trials.new')}
          </span>
        ) : null}
        {fitReasons.length > 0 ? (
          <span className="inline-flex items-center gap-1 rounded-full border border-violet-200 bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-800">
            <Sparkles className="size-3.5" aria-hidden="true" />
            {t('trials.potentialMatch')}
          </span>
        ) : null}
        {analyzing ? (
          <span
            role="status"
            className="animate-pulse rounded-full border border-slate-200 bg-slate-50 px-2 py-0.5 text-xs text-slate-600"
          >
            {t('trials.analyzing')}
          </span>
        ) : null}
      </div>
      <h4 dir="auto" className="text-base leading-snug font-semibold text-slate-900">
        {trial.title}
      </h4>
      {trial.conditions.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('trials.conditionsLabel')}>
          {trial.conditions.slice(0, SHOWN_CONDITIONS).map((condition) => (
            <li key={condition} className={chip}>
              {condition}
            </li>
          ))}
          {hiddenConditions > 0 ? (
            <li className={cx(chip, 'bg-slate-50 text-slate-500')}>
              {t('trials.moreConditions', { count: hiddenConditions })}
            </li>
          ) : null}
        </ul>
      ) : null}
      {fitReasons.length > 0 ? (
        <div className="rounded-lg border border-violet-100 bg-violet-50/60 p-3">
          <p className="text-xs font-semibold text-violet-900">{t('trials.whyItMayFit')}</p>
          <ul className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-slate-800">
            {fitReasons.map((reason) => (
              <li key={reason} dir="auto">
                {reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {trial.locations.length > 0 ? (
        <div className="flex gap-1.5 text-sm text-slate-600">
          <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <p>
            <span className="sr-only">{t('trials.locationsLabel')}: </span>
            {trial.locations.slice(0, SHOWN_LOCATIONS).join(' · ')}
            {hiddenLocations > 0 ? (
              <span className="text-slate-500">
                {' '}
                {t('trials.moreLocations', { count: hiddenLocations })}
              </span>
            ) : null}
          </p>
        </div>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {open ? t('trials.hideDetails') : t('trials.showDetails')}
        <ChevronDown
          className={cx('size-4 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {open ? (
        <div id={detailsId}>
          <TrialDetails trial={trial} fitAnalysis={fitAnalysis} />
        </div>
      ) : null}
    </li>
  );
}
