import type { ComponentProps, KeyboardEvent } from 'react';
import { cx } from '../../lib/class-names.ts';
import { AutoGrowTextarea } from './auto-grow-textarea.tsx';
import { FIELD_CLASSES } from './text-input.tsx';

/** Room for a few lines of question before the box scrolls. */
const MAX_HEIGHT_PX = 160;

/**
 * A one-line question box that wraps instead of cutting: its placeholder, long in German or Tamil,
 * and a long question stay readable on a phone. Enter submits its form, Shift+Enter adds a line.
 */
export function QuestionField({
  className,
  onKeyDown,
  ...props
}: Omit<ComponentProps<'textarea'>, 'rows'>) {
  const submitOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    onKeyDown?.(event);
    // While an input method is composing, Enter confirms the composition instead.
    if (event.defaultPrevented || event.key !== 'Enter' || event.shiftKey) return;
    if (event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };
  return (
    <AutoGrowTextarea
      maxHeightPx={MAX_HEIGHT_PX}
      className={cx(FIELD_CLASSES, 'min-h-10 py-2', className)}
      onKeyDown={submitOnEnter}
      {...props}
    />
  );
}
