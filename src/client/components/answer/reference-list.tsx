import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { byEvidenceStrength, type Reference, type StudyType } from '../../../contract/index.ts';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../ui/collapsible.tsx';
import { Badge } from '../ui/badge.tsx';
import { referenceAnchorId } from './citation-marker.tsx';
import { referenceHref } from './reference-href.ts';
import { ReferenceQuotes } from './reference-quotes.tsx';
import {
  ReferenceExportButtons,
  ReferenceOrderToggle,
  type ExportableAnswer,
  type ReferenceOrder,
} from './reference-tools.tsx';

export interface ReferenceListProps {
  references: readonly Reference[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The finished answer, for the Markdown export; without it only the references export. */
  answer?: ExportableAnswer;
  /** The quotes the answer used, per reference number (deduplicated, in answer order). */
  quotesUsed?: ReadonlyMap<number, readonly string[]>;
}

// Designs a reader can lean on are marked in the brand colour; a retraction is a warning.
const STRONG: readonly StudyType[] = [
  'meta-analysis',
  'systematic-review',
  'guideline',
  'randomised-trial',
];
const studyTypeTone = (type: StudyType) =>
  type === 'retracted' ? 'amber' : STRONG.includes(type) ? 'brand' : 'neutral';

function ReferenceItem({
  reference,
  quotes,
}: {
  reference: Reference;
  quotes: readonly string[] | undefined;
}) {
  const { t } = useTranslation();
  const href = referenceHref(reference);
  const kindLabel = t(`references.kinds.${reference.kind}`);
  // 'MedlinePlus · MedlinePlus' says nothing twice; the kind shows only when it adds something.
  const showKind = kindLabel !== reference.source;
  const authors = reference.authors ?? [];
  const byline = [
    authors.length > 3
      ? `${authors.slice(0, 3).join(', ')}, ${t('references.etAl')}`
      : authors.join(', '),
  ].filter((part): part is string => Boolean(part?.trim()));
  // Journal (or site) and year sit in the label row beside the study type.
  const published = [reference.source, reference.year].filter((part): part is string =>
    Boolean(part?.trim()),
  );

  return (
    <li
      id={referenceAnchorId(reference.n)}
      tabIndex={-1}
      className="reference-item flex scroll-mt-24 gap-3 rounded-xl px-3 py-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800 ring-1 ring-brand-200"
      >
        {reference.n}
      </span>
      <div className="min-w-0 flex-1">
        <span className="sr-only">{`[${reference.n}] `}</span>
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            dir="auto"
            className="group font-medium break-words text-slate-900 underline decoration-slate-300 underline-offset-4 hover:text-brand-800 hover:decoration-brand-600"
          >
            {reference.title}
            <ExternalLink
              className="ms-1 inline size-3.5 align-[-0.1em] text-slate-500 group-hover:text-brand-700"
              aria-hidden="true"
            />
            <span className="sr-only"> {t('result.externalLink')}</span>
          </a>
        ) : (
          <span dir="auto" className="font-medium break-words text-slate-900">
            {reference.title}
          </span>
        )}
        {byline.length > 0 ? (
          <p className="mt-1 text-sm break-words text-slate-600">{byline.join(' · ')}</p>
        ) : null}
        {reference.studyType ||
        showKind ||
        published.length > 0 ||
        reference.pmid ||
        reference.nctId ? (
          <p className="mt-1.5 flex flex-wrap items-center gap-1.5" data-testid="reference-label">
            {reference.studyType ? (
              <Badge
                tone={studyTypeTone(reference.studyType)}
                data-study-type={reference.studyType}
              >
                {t(`references.studyTypes.${reference.studyType}`)}
              </Badge>
            ) : null}
            {showKind ? (
              <Badge tone={reference.kind === 'pubmed' ? 'info' : 'neutral'}>{kindLabel}</Badge>
            ) : null}
            {published.length > 0 ? (
              <span className="text-xs break-words text-slate-700">{published.join(' · ')}</span>
            ) : null}
            {reference.pmid ? (
              <span dir="ltr" className="text-xs text-slate-600">
                {t('references.pmid', { pmid: reference.pmid })}
              </span>
            ) : null}
            {reference.nctId ? (
              <span dir="ltr" className="text-xs text-slate-600">
                {reference.nctId}
              </span>
            ) : null}
          </p>
        ) : null}
        {quotes ? <ReferenceQuotes quotes={quotes} /> : null}
      </div>
    </li>
  );
}

/** The numbered sources behind the answer; open by default, each entry a target for citations. */
/** Memoised: the list stays as it is while the answer above it streams. */
export const ReferenceList = memo(function ReferenceList({
  references,
  open,
  onOpenChange,
  answer,
  quotesUsed,
}: ReferenceListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [order, setOrder] = useState<ReferenceOrder>('cited');
  const shown = useMemo(
    () => (order === 'strongest' ? byEvidenceStrength(references) : references),
    [order, references],
  );
  // Ordering by strength only means something when some reference is a study.
  const canOrder = references.length > 1 && references.some((ref) => ref.kind === 'pubmed');
  return (
    <Collapsible open={open} onOpenChange={onOpenChange} asChild>
      <section aria-labelledby={headingId} className="border-t border-slate-200 pt-5">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          <CollapsibleTrigger className="group -mx-2 flex w-[calc(100%+1rem)] items-center justify-between gap-2 rounded-lg px-2 py-1 text-start hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
            <span>{t('references.heading', { count: references.length })}</span>
            <ChevronDown
              className="size-5 text-slate-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </CollapsibleTrigger>
        </h3>
        <CollapsibleContent>
          {canOrder || references.length > 0 || answer ? (
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              {canOrder ? (
                <ReferenceOrderToggle order={order} onOrderChange={setOrder} />
              ) : (
                <span />
              )}
              <ReferenceExportButtons references={shown} answer={answer} />
            </div>
          ) : null}
          {references.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{t('references.empty')}</p>
          ) : (
            <ol className="-mx-3 mt-2 space-y-0.5" data-order={order}>
              {shown.map((reference) => (
                <ReferenceItem
                  key={reference.n}
                  reference={reference}
                  quotes={quotesUsed?.get(reference.n)}
                />
              ))}
            </ol>
          )}
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
});
