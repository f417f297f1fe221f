import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw, Square } from 'lucide-react';
import type { SearchDataTypes, SearchType } from '../../../contract/index.ts';
import { Button } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { SourceProgressList } from './source-progress-list.tsx';
import { useElapsedSeconds } from './use-elapsed-seconds.ts';

/** Types whose general line names no source, only the reading that comes first: kept with the list. */
const READS_FIRST: ReadonlySet<SearchType> = new Set(['lab-report', 'image-analysis']);

/** A short wait needs no clock; after this many seconds the time waited is shown. */
export const ELAPSED_AFTER_SECONDS = 2;

export interface SearchSkeletonProps {
  searchType: SearchType;
  /** The latest status from the server; absent until the first one arrives. */
  status?: SearchDataTypes['status'];
  /** Stops the search; without it no Stop button is offered. */
  onStop?: () => void;
}

/**
 * What the visitor sees before the first words arrive: the sources being searched and what each
 * has answered, the time waited once the wait is noticeable, and a way to stop.
 */
export function SearchSkeleton({ searchType, status, onStop }: SearchSkeletonProps) {
  const { t } = useTranslation();
  const elapsed = useElapsedSeconds();
  const asking = status?.asking;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start gap-3">
        <span className="relative mt-1.5 flex size-2.5 shrink-0" aria-hidden="true">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand-500 opacity-60 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2.5 rounded-full bg-brand-600" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">{t('progress.searching')}</p>
          {/* A search that names its sources lists them below; the generic line could name a
              source this search does not ask, so it waits for a status that names none. */}
          {status && (!asking || READS_FIRST.has(searchType)) ? (
            <p className="text-sm text-slate-600">{t(`progress.subtitles.${searchType}`)}</p>
          ) : null}
          {elapsed >= ELAPSED_AFTER_SECONDS ? (
            <p className="text-sm text-slate-600 tabular-nums" data-testid="search-elapsed">
              {t('progress.elapsed', { seconds: elapsed })}
            </p>
          ) : null}
        </div>
        {onStop ? (
          <Button variant="secondary" size="sm" onClick={onStop}>
            <Square aria-hidden="true" />
            {t('progress.stop')}
          </Button>
        ) : null}
      </div>
      {asking && asking.length > 0 ? (
        <SourceProgressList asking={asking} sources={status.sources} />
      ) : null}
      <div className="space-y-2.5">
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-10/12" />
        <Skeleton className="h-4 w-7/12" />
      </div>
    </div>
  );
}

/** After the person stopped the search: it says so and offers to search again. */
export function StoppedNote({ onSearchAgain }: { onSearchAgain?: () => void }) {
  const { t } = useTranslation();
  const againRef = useRef<HTMLButtonElement>(null);
  // The Stop button that had focus is gone; focus goes to what comes next, not to the page.
  useEffect(() => againRef.current?.focus(), []);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
      <p className="min-w-0 flex-1 font-medium">{t('progress.stopped')}</p>
      {onSearchAgain ? (
        <Button ref={againRef} variant="secondary" size="sm" onClick={onSearchAgain}>
          <RotateCcw aria-hidden="true" />
          {t('progress.searchAgain')}
        </Button>
      ) : null}
    </div>
  );
}

/** Shown above the answer while it is still being written. */
export function StreamingIndicator() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-brand-800">
      <span className="flex gap-1" aria-hidden="true">
        <span className="size-1.5 animate-bounce rounded-full bg-brand-600 motion-reduce:animate-none [animation-delay:-0.3s]" />
        <span className="size-1.5 animate-bounce rounded-full bg-brand-600 motion-reduce:animate-none [animation-delay:-0.15s]" />
        <span className="size-1.5 animate-bounce rounded-full bg-brand-600 motion-reduce:animate-none" />
      </span>
      {t('progress.streaming')}
    </p>
  );
}
