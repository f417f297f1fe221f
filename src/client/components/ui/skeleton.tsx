import type { ComponentProps } from 'react';
import { cx } from '../../lib/class-names.ts';

/** A placeholder bar; decorative, so hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cx(
        'animate-pulse rounded-md bg-slate-200/80 motion-reduce:animate-none',
        className,
      )}
      {...props}
    />
  );
}
