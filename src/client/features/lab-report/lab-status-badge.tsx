import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Check, Minus, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { LabStatus, LabTestResult } from '../../../contract/index.ts';
import { cx } from '../../lib/class-names.ts';

/** A row's status as shown: 'unflagged' when the report gave nothing to judge the value by. */
export type LabDisplayStatus = LabStatus | 'unflagged';

export const displayStatusOf = (test: LabTestResult): LabDisplayStatus =>
  test.statusBasis === 'none' && test.status === 'normal' ? 'unflagged' : test.status;

export const isOutOfRange = (status: LabDisplayStatus): boolean =>
  status === 'high' || status === 'low' || status === 'abnormal';

// Colour never carries the meaning alone: each status has its own word and icon.
const LOOKS: Record<LabDisplayStatus, { icon: LucideIcon; className: string }> = {
  normal: { icon: Check, className: 'border-emerald-200 bg-emerald-50 text-emerald-800' },
  high: { icon: ArrowUp, className: 'border-rose-200 bg-rose-50 text-rose-800' },
  low: { icon: ArrowDown, className: 'border-amber-300 bg-amber-50 text-amber-900' },
  abnormal: { icon: TriangleAlert, className: 'border-rose-200 bg-rose-50 text-rose-800' },
  unflagged: { icon: Minus, className: 'border-slate-200 bg-slate-50 text-slate-700' },
};

export function LabStatusBadge({ status }: { status: LabDisplayStatus }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = LOOKS[status];
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        className,
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {t(`lab.status.${status}`)}
    </span>
  );
}
