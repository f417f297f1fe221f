import { useTranslation } from 'react-i18next';
import type { SearchType } from '../../../contract/index.ts';
import { Skeleton } from '../ui/skeleton.tsx';

/** What the visitor sees before the first words arrive: what is being searched, and where. */
export function SearchSkeleton({ searchType }: { searchType: SearchType }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <span className="relative mt-1.5 flex size-2.5 shrink-0" aria-hidden="true">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand-500 opacity-60 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2.5 rounded-full bg-brand-600" />
        </span>
        <div>
          <p className="font-medium text-slate-900">{t('progress.searching')}</p>
          <p className="text-sm text-slate-600">{t(`progress.subtitles.${searchType}`)}</p>
        </div>
      </div>
      <div className="space-y-2.5">
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-10/12" />
        <Skeleton className="h-4 w-7/12" />
      </div>
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
