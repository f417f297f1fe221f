import { trialStatusDisplay, type TrialStatusTone } from '../../../contract/index.ts';
import { cx } from '../../lib/class-names.ts';

const TONES: Record<TrialStatusTone, string> = {
  green: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  blue: 'border-sky-200 bg-sky-50 text-sky-800',
  gray: 'border-slate-200 bg-slate-100 text-slate-700',
  red: 'border-red-200 bg-red-50 text-red-800',
  yellow: 'border-amber-300 bg-amber-50 text-amber-900',
};

/** The registry status in SPEC.md section 4's colours and labels. */
export function TrialStatusBadge({ status }: { status: string }) {
  const { tone, label } = trialStatusDisplay(status);
  return (
    <span
      data-tone={tone}
      className={cx(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        TONES[tone],
      )}
    >
      {label}
    </span>
  );
}
