import { useTranslation } from 'react-i18next';
import type { Severity } from '../../../contract/index.ts';
import { cx } from '../../lib/class-names.ts';

/** Colour and a shape cue per level, so the scale reads without colour vision too. */
const STYLES: Record<Severity, { className: string; bars: number }> = {
  mild: { className: 'border-emerald-300 bg-emerald-50 text-emerald-900', bars: 1 },
  moderate: { className: 'border-amber-300 bg-amber-50 text-amber-900', bars: 2 },
  severe: { className: 'border-orange-400 bg-orange-50 text-orange-900', bars: 3 },
  contraindicated: { className: 'border-red-700 bg-red-700 text-white', bars: 4 },
};

export function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation();
  const { className, bars } = STYLES[severity];
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        className,
      )}
    >
      <span aria-hidden="true" className="flex items-end gap-px">
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cx('w-1 rounded-sm bg-current', bar > bars && 'opacity-25')}
            style={{ height: `${4 + bar * 2}px` }}
          />
        ))}
      </span>
      {t(`drugInteractions.severity.${severity}`)}
    </span>
  );
}
