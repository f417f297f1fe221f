import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bot, FileText } from 'lucide-react';
import {
  type AnswerMode,
  type Language,
  type SearchDataTypes,
  type SearchType,
} from '../../../contract/index.ts';
import { Badge } from '../ui/badge.tsx';
import { textDirection } from '../../lib/i18n-languages.ts';
import { ErrorNote } from '../error-note.tsx';
import { AnswerMarkdown, warmUpMarkdown } from './answer-markdown.tsx';
import { SearchSkeleton, StoppedNote, StreamingIndicator } from './search-progress.tsx';

/** 'stopped': the person stopped the search before the answer came. */
export type ResultPhase = 'loading' | 'streaming' | 'done' | 'error' | 'stopped';

export interface AnswerSectionProps {
  phase: ResultPhase;
  text: string;
  searchType: SearchType;
  answerMode: AnswerMode | undefined;
  language: Language;
  error?: string;
  onRetry?: () => void;
  /** The server's latest status: what is being searched and what has answered. */
  status?: SearchDataTypes['status'];
  /** Stops the search while it waits for the answer; without it no Stop button is shown. */
  onStop?: () => void;
  /** Beside the heading, such as the read-aloud control the app adds. */
  headerAction?: ReactNode;
}

function AnswerModeBadge({ mode }: { mode: AnswerMode }) {
  const { t } = useTranslation();
  return (
    <Badge
      tone={mode === 'ai-summary' ? 'brand' : 'amber'}
      title={t(`result.answerModeHints.${mode}`)}
    >
      {mode === 'ai-summary' ? <Bot aria-hidden="true" /> : <FileText aria-hidden="true" />}
      {t(`result.answerModes.${mode}`)}
    </Badge>
  );
}

/** What the progress line says; an error speaks for itself through its alert. */
function progressKey(phase: ResultPhase, text: string) {
  if (phase === 'error') return undefined;
  if (phase === 'stopped') return 'progress.announce.stopped' as const;
  if (phase === 'done') return 'progress.announce.ready' as const;
  return text === ''
    ? ('progress.announce.searching' as const)
    : ('progress.announce.writing' as const);
}

/**
 * 'Evidence-Based Summary': progress, then the answer. Only the progress is a (polite) live
 * region: announcing every token would drown a screen reader user.
 */
export function AnswerSection({
  phase,
  text,
  searchType,
  answerMode,
  language,
  error,
  onRetry,
  status,
  onStop,
  headerAction,
}: AnswerSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const waiting = phase === 'loading' && text === '';
  const announcement = progressKey(phase, text);

  // The wait for the first token is idle time: use it to get the markdown pipeline warm.
  useEffect(() => {
    if (!waiting) return;
    const idle =
      globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    idle(warmUpMarkdown);
  }, [waiting]);

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {t('result.summaryHeading')}
        </h3>
        <div className="flex flex-wrap items-start justify-end gap-2">
          {answerMode ? <AnswerModeBadge mode={answerMode} /> : null}
          {headerAction}
        </div>
      </div>

      {phase === 'error' ? (
        <ErrorNote text={error ?? ''} onRetry={onRetry} className="rounded-xl" />
      ) : phase === 'stopped' ? (
        <StoppedNote onSearchAgain={onRetry} />
      ) : waiting ? (
        <SearchSkeleton searchType={searchType} status={status} onStop={onStop} />
      ) : phase === 'streaming' || phase === 'loading' ? (
        <StreamingIndicator />
      ) : answerMode ? (
        <p className="text-sm text-slate-600">{t(`result.answerModeHints.${answerMode}`)}</p>
      ) : null}

      {/* Screen readers hear the progress in three steps, never the answer token by token. */}
      <p role="status" className="sr-only">
        {announcement ? t(announcement) : null}
      </p>

      <div
        aria-busy={phase === 'loading' || phase === 'streaming'}
        aria-label={t('result.answerLabel')}
        role="region"
        lang={language}
        dir={textDirection(language)}
        className="answer-prose"
      >
        {/* A cut-off answer could mislead; after an error only the error text stands. */}
        {text !== '' && phase !== 'error' && phase !== 'stopped' ? (
          <AnswerMarkdown markdown={text} />
        ) : null}
        {text === '' && phase === 'done' ? <p>{t('result.emptyAnswer')}</p> : null}
      </div>
    </section>
  );
}
