import { useId, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { HintTooltip } from './hint-tooltip.tsx';

export interface UnavailableIconButtonProps {
  /** The button's name, as when it works. */
  label: string;
  /** One line saying why it does not work here. */
  reason: string;
  icon: ReactNode;
  /** Data attributes the feature marks its state with (e.g. `data-dictation-state`). */
  dataAttributes?: Record<`data-${string}`, string>;
}

/**
 * A feature the server cannot offer (no model for it): shown, not hidden, with its reason.
 * aria-disabled rather than disabled: it stays focusable, so the reason can be read and shown.
 */
export function UnavailableIconButton({
  label,
  reason,
  icon,
  dataAttributes,
}: UnavailableIconButtonProps) {
  const reasonId = useId();
  return (
    <>
      <HintTooltip content={reason} delayMs={200}>
        <Button
          variant="ghost"
          size="icon"
          aria-disabled="true"
          aria-label={label}
          aria-describedby={reasonId}
          {...dataAttributes}
          onClick={(event) => event.preventDefault()}
          className="size-10 cursor-not-allowed rounded-xl text-slate-400 hover:bg-transparent hover:text-slate-400 [&_svg]:size-5"
        >
          {icon}
        </Button>
      </HintTooltip>
      <span id={reasonId} className="sr-only">
        {reason}
      </span>
    </>
  );
}
