import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import type { Reference } from '../../../contract/index.ts';
import { ReferenceQuotes } from '../../components/answer/reference-quotes.tsx';

export interface LabFollowUpSourcesProps {
  references: readonly Reference[];
  /** Unique per answer: the analysis above owns the page's `ref-N` anchors. */
  anchorId: (n: number) => string;
  /** The link of a reference (web addresses only), decided where references are understood. */
  hrefOf: (reference: Reference) => string | undefined;
  /** The quotes the answer used, per reference number. */
  quotesUsed?: ReadonlyMap<number, readonly string[]>;
}

/** The sources of a follow-up answer: a compact numbered list its citations scroll to. */
export function LabFollowUpSources({
  references,
  anchorId,
  hrefOf,
  quotesUsed,
}: LabFollowUpSourcesProps) {
  const { t } = useTranslation();
  if (references.length === 0) return null;
  return (
    <div className="border-t border-slate-200 pt-3">
      <p className="text-sm font-semibold text-slate-900">
        {t('references.heading', { count: references.length })}
      </p>
      <ol className="mt-1.5 space-y-1 text-sm">
        {references.map((reference) => {
          const href = hrefOf(reference);
          return (
            <li
              key={reference.n}
              id={anchorId(reference.n)}
              tabIndex={-1}
              className="flex scroll-mt-24 gap-2 rounded-lg px-1 py-0.5 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span className="shrink-0 font-semibold text-brand-800">[{reference.n}]</span>
              <div className="min-w-0 break-words">
                {href ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-slate-900 underline decoration-slate-300 underline-offset-4 hover:text-brand-800"
                  >
                    {reference.title}
                    <ExternalLink
                      className="ms-1 inline size-3.5 align-[-0.1em] text-slate-500"
                      aria-hidden="true"
                    />
                    <span className="sr-only"> {t('result.externalLink')}</span>
                  </a>
                ) : (
                  <span className="text-slate-900">{reference.title}</span>
                )}
                {reference.source ? (
                  <span className="text-slate-600"> · {reference.source}</span>
                ) : null}
                <ReferenceQuotes quotes={quotesUsed?.get(reference.n) ?? []} />
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
