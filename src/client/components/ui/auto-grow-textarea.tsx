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

  // Measure after every change of text, placeholder included (it wraps too, in a long language),
  // and of width: reset to the content's natural height, then cap it.
  const placeholder = props.placeholder;
  useLayoutEffect(() => {
    const element = innerRef.current;
    if (!element) return;
    const fit = (): void => {
      element.style.height = 'auto';
      // The browser does not count a placeholder in scrollHeight: measure it as if typed.
      const measured = element.value === '' && element.placeholder !== '';
      if (measured) element.value = element.placeholder;
      // scrollHeight leaves out the borders a border-box height includes.
      const natural = element.scrollHeight + element.offsetHeight - element.clientHeight;
      if (measured) element.value = '';
      const next = Math.min(natural, maxHeightPx);
      element.style.height = `${next}px`;
      element.style.overflowY = natural > maxHeightPx ? 'auto' : 'hidden';
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fit();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [value, placeholder, maxHeightPx]);

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
