import { useTranslation } from 'react-i18next';
import { CheckCircle2, CircleHelp, XCircle } from 'lucide-react';
import {
  MAX_FIT_TRIALS,
  type CriterionCheck,
  type FitVerdict,
  type TrialFit,
} from '../../../contract/index.ts';
import { cx } from '../../lib/class-names.ts';

const VERDICT_TONES: Record<FitVerdict, string> = {
  'likely eligible': 'border-emerald-200 bg-emerald-50 text-emerald-800',
  'possibly eligible': 'border-amber-300 bg-amber-50 text-amber-900',
  'likely not eligible': 'border-red-200 bg-red-50 text-red-800',
};

/** Good news is green whichever kind: a met inclusion, or an exclusion that does not apply. */
function tone(check: CriterionCheck): 'good' | 'bad' | 'unknown' {
  if (check.status === 'not enough information') return 'unknown';
  const favourable = (check.kind === 'inclusion') === (check.status === 'met');
  return favourable ? 'good' : 'bad';
}

const ICONS = {
  good: <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />,
  bad: <XCircle className="size-4 text-red-600" aria-hidden="true" />,
  unknown: <CircleHelp className="size-4 text-slate-400" aria-hidden="true" />,
};

function CriterionList({
  title,
  hint,
  checks,
}: {
  title: string;
  hint?: string;
  checks: CriterionCheck[];
}) {
  const { t } = useTranslation();
  if (checks.length === 0) return null;
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {title}
        {hint ? <span className="ms-1 font-normal normal-case">({hint})</span> : null}
      </p>
      <ul className="space-y-2">
        {checks.map((check, index) => (
          <li key={`${check.criterion}-${index}`} className="flex gap-2">
            <span className="mt-0.5 shrink-0">{ICONS[tone(check)]}</span>
            <div className="min-w-0">
              <p className="text-slate-800">
                <span className="font-medium">{t(`trials.fit.statuses.${check.status}`)}:</span>{' '}
                <bdi>{check.criterion}</bdi>
              </p>
              <p className="text-slate-600">
                <bdi>{check.reason}</bdi>
                {check.quote ? (
                  <span className="text-slate-500">
                    {' '}
                    {t('trials.fit.youWrote')}:{' '}
                    <q dir="auto" className="italic">
                      {check.quote}
                    </q>
                  </span>
                ) : null}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface FitAnalysisBlockProps {
  fit: TrialFit | undefined;
  analyzing: boolean;
  /** The trial lies beyond the ones the analysis covers. */
  outOfScope: boolean;
}

/** 'AI Patient Fit Analysis': the verdict and every criterion with its reason. Plain text only. */
export function FitAnalysisBlock({ fit, analyzing, outOfScope }: FitAnalysisBlockProps) {
  const { t } = useTranslation();
  const inclusion = fit?.criteria.filter((check) => check.kind === 'inclusion') ?? [];
  const exclusion = fit?.criteria.filter((check) => check.kind === 'exclusion') ?? [];
  const registry = fit?.method === 'registry-data';
  let body;
  if (outOfScope) body = <p>{t('trials.fit.notAnalysed', { count: MAX_FIT_TRIALS })}</p>;
  else if (analyzing || !fit) body = <p className="animate-pulse">{t('trials.fit.analyzing')}</p>;
  else
    body = (
      <>
        {fit.verdict ? (
          <span
            className={cx(
              'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold',
              VERDICT_TONES[fit.verdict],
            )}
          >
            {t(`trials.fit.verdicts.${fit.verdict}`)}
          </span>
        ) : null}
        <p className="text-xs text-slate-600">
          {registry ? t('trials.fit.registryNote') : t('trials.fit.aiNote')}
        </p>
        {fit.criteria.length === 0 ? <p>{t('trials.fit.nothingChecked')}</p> : null}
        <CriterionList
          title={registry ? t('trials.fit.registryChecks') : t('trials.fit.inclusion')}
          checks={inclusion}
        />
        <CriterionList
          title={t('trials.fit.exclusion')}
          hint={t('trials.fit.exclusionHint')}
          checks={exclusion}
        />
      </>
    );
  return (
    <section className="space-y-2 rounded-lg border border-violet-100 bg-violet-50/40 p-3">
      <h5 className="text-sm font-semibold text-violet-950">{t('trials.fitHeading')}</h5>
      {body}
    </section>
  );
}
