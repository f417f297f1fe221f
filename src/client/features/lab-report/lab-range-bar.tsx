import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/class-names.ts';
import { placeLabValue, type RangePlacement } from './lab-range.ts';

const MARKER_COLOURS = {
  below: 'bg-amber-500',
  within: 'bg-emerald-600',
  above: 'bg-rose-600',
} as const;

function useBarLabel(value: string, placement: RangePlacement): string {
  const { t } = useTranslation();
  const { range, relation } = placement;
  switch (range.kind) {
    case 'between':
      return t(`lab.bar.between.${relation}`, {
        value,
        low: range.lowText,
        high: range.highText,
      });
    case 'upper':
      return t(`lab.bar.upper.${relation === 'above' ? 'above' : 'within'}`, {
        value,
        limit: range.limitText,
      });
    case 'lower':
      return t(`lab.bar.lower.${relation === 'below' ? 'below' : 'within'}`, {
        value,
        limit: range.limitText,
      });
  }
}

function Bar({ value, placement }: { value: string; placement: RangePlacement }) {
  const label = useBarLabel(value, placement);
  const { zone, position, relation } = placement;
  return (
    <span role="img" aria-label={label} title={label} className="relative block h-2 w-full">
      <span className="absolute inset-0 rounded-full bg-slate-200/80" />
      <span
        className="absolute inset-y-0 rounded-full bg-emerald-200"
        style={{ insetInlineStart: `${zone.start}%`, width: `${zone.end - zone.start}%` }}
      />
      <span
        className={cx(
          'absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full rtl:translate-x-1/2 shadow-sm ring-2 ring-white',
          MARKER_COLOURS[relation],
        )}
        style={{ insetInlineStart: `${position}%` }}
      />
    </span>
  );
}

export interface LabRangeBarProps {
  value: string;
  referenceRange: string;
  className?: string;
}

/**
 * Where the value sits in its printed range: the green stretch is the range, the dot the value.
 * Drawn only for numeric ranges; the accessible name says the same in words.
 */
export function LabRangeBar({ value, referenceRange, className }: LabRangeBarProps) {
  const { t } = useTranslation();
  const placement = placeLabValue(value, referenceRange);
  if (!placement) {
    return <span className={cx('text-xs text-slate-600', className)}>{t('lab.bar.notShown')}</span>;
  }
  return (
    <span className={cx('block py-1', className)}>
      <Bar value={value} placement={placement} />
    </span>
  );
}
