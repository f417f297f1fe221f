import { Fragment, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCitationTargets } from './citation-context.ts';

export const referenceAnchorId = (n: number): string => `ref-${n}`;

export interface CitationMarkerProps {
  numbers: readonly number[];
}

/** An inline citation: each number links to its reference, or is marked when it has none. */
export function CitationMarker({ numbers }: CitationMarkerProps) {
  const { t } = useTranslation();
  const { isLinked, showReference } = useCitationTargets();

  const onClick = (event: MouseEvent<HTMLAnchorElement>, n: number): void => {
    // Plain clicks stay in the app (no hash change in the router); modified clicks behave natively.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    showReference(n);
  };

  return (
    <sup className="citation ms-0.5 inline-flex gap-[0.55rem] align-super text-[0.7em] leading-none">
      {numbers.map((n, index) => (
        <Fragment key={n}>
          {index > 0 ? <span className="sr-only">, </span> : null}
          {isLinked(n) ? (
            <a
              href={`#${referenceAnchorId(n)}`}
              aria-label={t('citations.link', { n })}
              className="citation-link"
              onClick={(event) => onClick(event, n)}
            >
              {n}
            </a>
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
