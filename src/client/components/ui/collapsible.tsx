import { Collapsible as CollapsiblePrimitive } from 'radix-ui';

/** Radix's collapsible, re-exported so features depend on components/ui rather than on Radix. */
export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger;
export const CollapsibleContent = CollapsiblePrimitive.Content;
