import type { ComponentProps } from 'react';
import { cx } from '../../lib/class-names.ts';

export const FIELD_CLASSES =
  'w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 disabled:cursor-not-allowed disabled:bg-slate-50';

export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cx(FIELD_CLASSES, 'h-10', className)} {...props} />;
}
