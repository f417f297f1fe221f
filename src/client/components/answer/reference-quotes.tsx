import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../ui/collapsible.tsx';

/** Up to this many quotes show as they are; more fold behind "Quotes used (k)". */
const SHOWN_OPEN_MAX = 2;

function QuoteItems({ quotes }: { quotes: readonly string[] }) {
  return (
    <ul className="mt-1.5 space-y-1.5" data-testid="reference-quotes">
      {quotes.map((quote) => (
        <li
          key={quote}
          className="border-s-2 border-brand-200 ps-2.5 text-sm leading-snug text-slate-700"
        >
          <q dir="auto">{quote}</q>
        </li>
      ))}
    </ul>
  );
}

/** The words of one source the answer relies on, so a reader can check it at a glance. */
export function ReferenceQuotes({ quotes }: { quotes: readonly string[] }) {
  const { t } = useTranslation();
  if (quotes.length === 0) return null;
  if (quotes.length <= SHOWN_OPEN_MAX) return <QuoteItems quotes={quotes} />;
  return (
    <Collapsible className="mt-1.5">
      <CollapsibleTrigger className="group inline-flex items-center gap-1 rounded-md text-xs font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600">
        {t('references.quotesUsed', { k: quotes.length })}
        <ChevronDown
          className="size-3.5 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          aria-hidden="true"
        />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <QuoteItems quotes={quotes} />
      </CollapsibleContent>
    </Collapsible>
  );
}
