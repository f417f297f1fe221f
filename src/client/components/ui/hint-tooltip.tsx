import type { ReactElement, ReactNode } from 'react';
import { Tooltip } from 'radix-ui';

export interface HintTooltipProps {
  /** The control the hint belongs to; it must forward its ref (Radix's `asChild`). */
  children: ReactElement;
  content: ReactNode;
  delayMs?: number;
}

/** The small dark hint above an icon button in the form's action row. */
export function HintTooltip({ children, content, delayMs = 300 }: HintTooltipProps) {
  return (
    <Tooltip.Provider delayDuration={delayMs}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 max-w-64 rounded-lg bg-slate-900 px-3 py-2 text-xs leading-snug text-white shadow-lg"
          >
            {content}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
