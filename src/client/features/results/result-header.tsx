import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, GraduationCap } from 'lucide-react';
import type { KnowledgeLevel, SearchType, UsmleStep } from '../../../contract/index.ts';
import { Badge } from '../../components/ui/badge.tsx';

export interface ResultHeaderProps {
  searchType: SearchType;
  query: string;
  /** ISO timestamp. */
  askedAt: string;
  level: KnowledgeLevel;
  usmleStep?: UsmleStep;
}

/**
 * Heading by search type, the question as asked, when, and for which audience. Memoised: it stays
 * the same while the answer below it streams, and a date formatter is costly to build.
 */
export const ResultHeader = memo(function ResultHeader({
  searchType,
  query,
  askedAt,
  level,
  usmleStep,
}: ResultHeaderProps) {
  const { t, i18n } = useTranslation();
  const time = useMemo(() => {
    const date = new Date(askedAt);
    return Number.isNaN(date.getTime())
      ? askedAt
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          date,
        );
  }, [askedAt, i18n.language]);

  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 className="text-xl font-semibold tracking-tight text-slate-900">
          {t(`result.headings.${searchType}`)}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">
            <GraduationCap aria-hidden="true" />
            {t('result.levelBadge', { level: t(`search.levels.${level}`) })}
          </Badge>
          {usmleStep ? <Badge tone="info">{t(`search.usmleSteps.${usmleStep}`)}</Badge> : null}
        </div>
      </div>
      <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200/70">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {t('result.questionLabel')}
        </p>
        <p dir="auto" className="mt-1 text-base break-words whitespace-pre-line text-slate-900">
          {query}
        </p>
        <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-600">
          <Clock className="size-3.5" aria-hidden="true" />
          <time dateTime={askedAt}>{t('result.askedAt', { time })}</time>
        </p>
      </div>
    </header>
  );
});
