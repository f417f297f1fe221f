import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../../lib/class-names.ts';

const VARIANTS = {
  primary:
    'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900 disabled:bg-slate-300 disabled:text-slate-600',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800 disabled:text-slate-500',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  link: 'p-0 text-brand-700 underline-offset-4 hover:underline hover:text-brand-800',
} as const;

const SIZES = {
  sm: 'h-8 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-10 gap-2 rounded-xl px-4 text-sm',
  lg: 'h-11 gap-2 rounded-xl px-5 text-base',
  icon: 'size-9 rounded-lg',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the single child (a link, say) with the button's looks instead of a <button>. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : type}
      className={cx(
        'inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed [&_svg]:size-4 [&_svg]:shrink-0',
        VARIANTS[variant],
        variant === 'link' ? 'h-auto' : SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
