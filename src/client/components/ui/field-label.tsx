import type { ComponentProps } from 'react';
import { cx } from '../../lib/class-names.ts';

/** The visible label above a form control. Pass `htmlFor`, or `id` for aria-labelledby. */
export function FieldLabel({ className, children, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cx('mb-1.5 block text-xs font-semibold text-slate-700', className)}
      {...props}
    >
      {children}
    </label>
  );
}
