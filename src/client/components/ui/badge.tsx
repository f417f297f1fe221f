import type { ComponentProps } from 'react';
import { cx } from '../../lib/class-names.ts';

const TONES = {
  neutral: 'border-slate-200 bg-slate-50 text-slate-700',
  brand: 'border-brand-200 bg-brand-50 text-brand-800',
  info: 'border-sky-200 bg-sky-50 text-sky-800',
  amber: 'border-amber-300 bg-amber-50 text-amber-900',
} as const;

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: keyof typeof TONES;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3.5',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
