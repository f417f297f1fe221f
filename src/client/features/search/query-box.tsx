import { useId, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../contract/limits.ts';
import { AutoGrowTextarea } from '../../components/ui/auto-grow-textarea.tsx';
import { cx } from '../../lib/class-names.ts';

/** The counter appears once the question uses this share of the limit. */
const COUNTER_THRESHOLD = 0.8;

export interface QueryBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter without Shift. */
  onSubmit: () => void;
  /** Message shown under the box, e.g. for a blank question. */
  error?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** The submit button, placed at the end of the box's bottom row. */
  action: ReactNode;
  placeholder: string;
}

/** The question box: grows with its content, Enter searches, Shift+Enter adds a line. */
export function QueryBox({
  value,
  onChange,
  onSubmit,
  error,
  textareaRef,
  action,
  placeholder,
}: QueryBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const showCounter = value.length >= LIMITS.queryMaxChars * COUNTER_THRESHOLD;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    // While an input method is composing, Enter confirms the composition instead.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSubmit();
  };

  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {t('search.queryLabel')}
      </label>
      <AutoGrowTextarea
        id={id}
        ref={textareaRef}
        name="query"
        value={value}
        maxHeightPx={LIMITS.queryBoxMaxHeightPx}
        maxLength={LIMITS.queryMaxChars}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(hintId, error && errorId, showCounter && counterId)}
        enterKeyHint="search"
        className="min-h-12 bg-transparent px-4 pt-4 pb-2 text-base leading-6 text-slate-900 placeholder:text-slate-500 focus:outline-none"
      />
      {error ? (
        <p id={errorId} role="alert" className="px-4 pb-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex items-center gap-3 ps-4 pe-3 pb-3 text-xs text-slate-600">
        <span id={hintId} className="hidden sm:inline">
          {t('search.queryHint')}
        </span>
        {showCounter ? (
          <span
            id={counterId}
            className={cx(
              'tabular-nums',
              value.length >= LIMITS.queryMaxChars && 'font-semibold text-red-700',
            )}
          >
            {t('search.charCount', { count: value.length, max: LIMITS.queryMaxChars })}
          </span>
        ) : null}
        <span className="ms-auto">{action}</span>
      </div>
    </div>
  );
}
