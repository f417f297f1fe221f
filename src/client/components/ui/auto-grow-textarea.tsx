import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cx } from '../../lib/class-names.ts';

export interface AutoGrowTextareaProps extends ComponentProps<'textarea'> {
  /** The box grows with its content up to this height, then scrolls. */
  maxHeightPx: number;
}

/** A textarea that grows with what is typed, up to a maximum height. */
export function AutoGrowTextarea({
  maxHeightPx,
  className,
  value,
  ref,
  style,
  ...props
}: AutoGrowTextareaProps) {
  const innerRef = useRef<HTMLTextAreaElement | null>(null);

  // Measure after every value change: reset to the content's natural height, then cap it.
  useLayoutEffect(() => {
    const element = innerRef.current;
    if (!element) return;
    element.style.height = 'auto';
    const next = Math.min(element.scrollHeight, maxHeightPx);
    element.style.height = `${next}px`;
    element.style.overflowY = element.scrollHeight > maxHeightPx ? 'auto' : 'hidden';
  }, [value, maxHeightPx]);

  return (
    <textarea
      ref={(element) => {
        innerRef.current = element;
        if (typeof ref === 'function') return ref(element);
        if (ref) ref.current = element;
      }}
      value={value}
      rows={1}
      style={{ maxHeight: maxHeightPx, ...style }}
      className={cx('block w-full resize-none', className)}
      {...props}
    />
  );
}
