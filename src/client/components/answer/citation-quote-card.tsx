import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, TriangleAlert } from 'lucide-react';
import type { Reference } from '../../../contract/index.ts';
import type { CitationQuote } from '../../lib/citation-quotes.ts';

export interface CitationQuoteCardProps {
  id: string;
  n: number;
  quote: CitationQuote;
  reference: Reference | undefined;
  position: { left: number; top: number } | undefined;
  onGoToReference: () => void;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * What source n says behind one sentence, with the source's name and the way to its entry. Made of
 * spans: it sits inside the answer's paragraph, beside the marker it describes.
 */
export function CitationQuoteCard({
  id,
  n,
  quote,
  reference,
  position,
  onGoToReference,
  ref,
}: CitationQuoteCardProps) {
  const { t } = useTranslation();
  const kind = reference ? t(`references.kinds.${reference.kind}`) : undefined;
  const about = [reference?.source ?? kind, reference?.year].filter(Boolean).join(' · ');
  return (
    <span
      ref={ref}
      id={id}
      role="tooltip"
      data-testid="citation-quote"
      data-citation-quote={quote.kind}
      style={
        position
          ? { left: position.left, top: position.top }
          : { left: 0, top: 0, visibility: 'hidden' }
      }
      className="fixed z-50 block w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-3 text-start text-sm leading-relaxed font-normal text-slate-700 not-italic shadow-lg"
    >
      {quote.kind === 'quote' ? (
        <q dir="auto" className="block text-slate-900">
          {quote.text}
        </q>
      ) : (
        <span className="flex items-center gap-1.5 font-medium text-amber-900">
          <TriangleAlert className="size-4 shrink-0 text-amber-600" aria-hidden="true" />
          {t('citations.notFound', { n })}
        </span>
      )}
      {reference ? (
        <span className="mt-2 block border-t border-slate-100 pt-2 text-xs text-slate-600">
          <span className="font-semibold text-slate-800">[{n}]</span>{' '}
          <span dir="auto" className="break-words">
            {reference.title}
          </span>
          {about ? <span className="text-slate-500"> · {about}</span> : null}
        </span>
      ) : null}
      <button
        type="button"
        // Not a tab stop: Enter on the marker itself goes to the reference.
        tabIndex={-1}
        // Focus stays on the marker: pressing this must not blur it, which would close the card.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onGoToReference}
        className="mt-2 inline-flex items-center gap-1 rounded-md text-xs font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900"
      >
        <ArrowDown className="size-3.5" aria-hidden="true" />
        {t('citations.goToReference', { n })}
      </button>
    </span>
  );
}
