import { useId, type ReactNode } from 'react';
import { Select } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cx } from '../../lib/class-names.ts';
import { FIELD_CLASSES } from './text-input.tsx';
import { FieldLabel } from './field-label.tsx';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
  /** A second line in the open list, e.g. what a USMLE step covers. */
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

/** A labelled Radix select; the label names the combobox for assistive technology. */
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
  const labelId = useId();
  const selected = options.find((option) => option.value === value);
  return (
    <div className={cx('min-w-0', className)}>
      <FieldLabel id={labelId}>{label}</FieldLabel>
      <Select.Root
        value={value ?? ''}
        onValueChange={(next) => {
          const option = options.find((candidate) => candidate.value === next);
          if (option) onValueChange(option.value);
        }}
        disabled={disabled}
      >
        <Select.Trigger
          aria-labelledby={labelId}
          className={cx(
            FIELD_CLASSES,
            'flex h-10 items-center gap-2 text-start data-[placeholder]:text-slate-500',
          )}
        >
          {icon ? (
            <span aria-hidden="true" className="text-brand-700 [&_svg]:size-4">
              {icon}
            </span>
          ) : null}
          <span className="min-w-0 flex-1 truncate" lang={selected?.lang}>
            <Select.Value placeholder={placeholder} />
          </span>
          <Select.Icon className="text-slate-500">
            <ChevronDown className="size-4" aria-hidden="true" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={6}
            className="z-50 max-h-[min(22rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
          >
            <Select.Viewport className="p-1">
              {options.map((option) => (
                <Select.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex cursor-default flex-col rounded-lg py-2 ps-8 pe-3 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[state=checked]:font-medium"
                >
                  <Select.ItemIndicator className="absolute start-2.5 top-2.5 text-brand-700">
                    <Check className="size-4" aria-hidden="true" />
                  </Select.ItemIndicator>
                  <Select.ItemText>
                    <span lang={option.lang}>{option.label}</span>
                  </Select.ItemText>
                  {option.description ? (
                    <span className="text-xs font-normal text-slate-600">{option.description}</span>
                  ) : null}
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
