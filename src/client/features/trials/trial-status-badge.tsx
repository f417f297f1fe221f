import { useTranslation } from 'react-i18next';
import { trialStatusDisplay, type TrialStatusTone } from '../../../contract/index.ts';
import { cx } from '../../lib/class-names.ts';

// SPEC.md's English labels are the keys; a status the registry invents is shown as it comes.
const STATUS_KEYS = {
  'Not yet recruiting': 'trials.statuses.notYetRecruiting',
  Active: 'trials.statuses.active',
  Recruiting: 'trials.statuses.recruiting',
  Completed: 'trials.statuses.completed',
  Suspended: 'trials.statuses.suspended',
  Terminated: 'trials.statuses.terminated',
  Unknown: 'trials.statuses.unknown',
} as const;

function isKnownLabel(label: string): label is keyof typeof STATUS_KEYS {
  return Object.hasOwn(STATUS_KEYS, label);
}

const TONES: Record<TrialStatusTone, string> = {
  green: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  blue: 'border-sky-200 bg-sky-50 text-sky-800',
  gray: 'border-slate-200 bg-slate-100 text-slate-700',
  red: 'border-red-200 bg-red-50 text-red-800',
  yellow: 'border-amber-300 bg-amber-50 text-amber-900',
};

/** The registry status in SPEC.md section 4's colours and labels. */
export function TrialStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const { tone, label } = trialStatusDisplay(status);
  return (
    <span
      data-tone={tone}
      className={cx(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        TONES[tone],
      )}
    >
      {isKnownLabel(label) ? t(STATUS_KEYS[label]) : label}
    </span>
  );
}
