import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from '../../lib/class-names.ts';
import { FIELD_CLASSES } from './text-input.tsx';
import { FieldLabel } from './field-label.tsx';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
  /** More about the option, e.g. a language's name in the reader's language; shown on hover. */
  description?: string;
  /** Language tag of the label when it is not in the interface language (native language names). */
  lang?: string;
}

export interface SelectFieldProps<T extends string> {
  label: string;
  value: T | undefined;
  options: readonly SelectOption<T>[];
  onValueChange: (value: T) => void;
  placeholder?: string;
  disabled?: boolean;
  icon?: ReactNode;
  className?: string;
}

/**
 * A labelled native select. It works with the keyboard, screen readers and phone pickers as is,
 * and keeps a popup library off the first screen.
 */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onValueChange,
  placeholder,
  disabled,
  icon,
  className,
}: SelectFieldProps<T>) {
  const id = useId();
  const selected = options.find((option) => option.value === value);
  return (
    <div className={cx('min-w-0', className)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative flex items-center">
        {icon ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute start-3 text-brand-700 [&_svg]:size-4"
          >
            {icon}
          </span>
        ) : null}
        <select
          id={id}
          value={selected ? selected.value : ''}
          lang={selected?.lang}
          disabled={disabled}
          onChange={(event) => {
            const option = options.find((candidate) => candidate.value === event.target.value);
            if (option) onValueChange(option.value);
          }}
          className={cx(
            FIELD_CLASSES,
            'h-10 appearance-none truncate pe-9',
            icon ? 'ps-9' : undefined,
            selected ? undefined : 'text-slate-500',
          )}
        >
          {selected ? null : (
            <option value="" disabled>
              {placeholder ?? ''}
            </option>
          )}
          {options.map((option) => (
            <option
              key={option.value}
              value={option.value}
              lang={option.lang}
              title={option.description}
              className="text-slate-900"
            >
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute end-3 size-4 text-slate-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
