import { Fragment, useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCitationTargets } from './citation-context.ts';
import { CitationQuoteCard } from './citation-quote-card.tsx';
import { useHoverFocusPopover } from './use-hover-focus-popover.ts';
import { cx } from '../../lib/class-names.ts';

export const referenceAnchorId = (n: number): string => `ref-${n}`;

export interface CitationMarkerProps {
  numbers: readonly number[];
  /** Key of the sentence the marker ends, to find the quotes behind it. */
  sentence?: string;
}

/**
 * One linked number: a click goes to its reference; hover, keyboard focus or a first tap shows
 * the quote behind it once the quotes have arrived (until then it is the plain link it was).
 */
function CitationLink({ n, sentence }: { n: number; sentence: string | undefined }) {
  const { t } = useTranslation();
  const { showReference, quoteOf, referenceOf } = useCitationTargets();
  const quote = quoteOf?.(sentence, n);
  const anchorRef = useRef<HTMLAnchorElement>(null);
  const cardRef = useRef<HTMLSpanElement>(null);
  const popover = useHoverFocusPopover(quote !== undefined, anchorRef, cardRef);
  const cardId = useId();
  const notFound = quote?.kind === 'not-found';

  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    // Plain clicks stay in the app (no hash change in the router); modified clicks behave natively.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (popover.clickOpens(event)) return;
    popover.close();
    showReference(n);
  };

  return (
    <span className="inline-flex" {...popover.wrapper}>
      <a
        ref={anchorRef}
        href={`#${referenceAnchorId(n)}`}
        aria-label={notFound ? t('citations.notFoundLabel', { n }) : t('citations.link', { n })}
        aria-describedby={popover.open ? cardId : undefined}
        data-citation-status={notFound ? 'not-found' : quote ? 'quoted' : undefined}
        className={cx('citation-link', notFound && 'citation-not-found')}
        onClick={onClick}
        {...popover.control}
      >
        <span className="citation-pill">
          {n}
          {notFound ? (
            <span aria-hidden="true" className="citation-not-found-mark">
              ?
            </span>
          ) : null}
        </span>
      </a>
      {popover.open && quote ? (
        <CitationQuoteCard
          ref={cardRef}
          id={cardId}
          n={n}
          quote={quote}
          reference={referenceOf?.(n)}
          position={popover.position}
          onGoToReference={() => {
            popover.close();
            showReference(n);
          }}
        />
      ) : null}
    </span>
  );
}

/** An inline citation: each number links to its reference, or is marked when it has none. */
export function CitationMarker({ numbers, sentence }: CitationMarkerProps) {
  const { t } = useTranslation();
  const { isLinked } = useCitationTargets();

  return (
    <sup className="citation ms-0.5 inline-flex gap-1 align-super text-[0.7em] leading-none">
      {numbers.map((n, index) => (
        <Fragment key={n}>
          {index > 0 ? <span className="sr-only">, </span> : null}
          {isLinked(n) ? (
            <CitationLink n={n} sentence={sentence} />
          ) : (
            <span
              className="citation-unmatched"
              data-citation-status="unmatched"
              title={t('citations.unmatchedTitle')}
            >
              <span aria-hidden="true">{n}</span>
              <span className="sr-only">{t('citations.unmatchedLabel', { n })}</span>
            </span>
          )}
        </Fragment>
      ))}
    </sup>
  );
}
