import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bot, UserRound } from 'lucide-react';
import type { ConversationMessage } from '../../../contract/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { plainExcerpt } from './plain-excerpt.ts';

/** One earlier message: who, when, which search type, and its text (plain, never HTML). */
export function ConversationMessageItem({
  message,
  assistantName,
}: {
  message: ConversationMessage;
  assistantName: string;
}) {
  const { t, i18n } = useTranslation();
  const isUser = message.type === 'user';
  // A date formatter is costly to build, and the list renders again while an answer streams.
  const time = useMemo(() => {
    const date = new Date(message.timestamp);
    return Number.isNaN(date.getTime())
      ? message.timestamp
      : new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(date);
  }, [message.timestamp, i18n.language]);
  return (
    <li className="flex gap-3" data-testid="conversation-message" data-message-type={message.type}>
      <span
        className={
          isUser
            ? 'flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700'
            : 'flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700'
        }
      >
        {isUser ? (
          <UserRound className="size-4" aria-hidden="true" />
        ) : (
          <Bot className="size-4" aria-hidden="true" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-slate-900">
            {isUser ? t('conversation.you') : t('conversation.assistant', { name: assistantName })}
          </span>
          <Badge tone={isUser ? 'neutral' : 'brand'}>
            {t(`search.types.${message.searchType}`)}
          </Badge>
          <time dateTime={message.timestamp} className="text-xs text-slate-600">
            {time}
          </time>
        </div>
        <p
          dir="auto"
          className={
            isUser
              ? 'mt-1 text-sm break-words whitespace-pre-line text-slate-900'
              : 'mt-1 line-clamp-4 text-sm break-words whitespace-pre-line text-slate-700'
          }
        >
          {isUser ? message.content : plainExcerpt(message.content)}
        </p>
      </div>
    </li>
  );
}
