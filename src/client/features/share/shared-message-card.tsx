import { useTranslation } from 'react-i18next';
import { Bot, UserRound } from 'lucide-react';
import type { SharedMessage } from '../../../contract/index.ts';
import { Badge } from '../../components/ui/badge.tsx';

export interface SharedMessageCardProps {
  message: SharedMessage;
  assistantName: string;
  /** Renders the content; the page passes the results view's safe markdown. */
  children: React.ReactNode;
}

/** One message of a shared conversation: who, when, search type, level, then the content. */
export function SharedMessageCard({ message, assistantName, children }: SharedMessageCardProps) {
  const { t, i18n } = useTranslation();
  const isUser = message.type === 'user';
  const date = new Date(message.timestamp);
  const time = Number.isNaN(date.getTime())
    ? message.timestamp
    : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        date,
      );
  return (
    <li
      data-testid="shared-message"
      className={
        isUser
          ? 'rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5'
          : 'rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5'
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={
            isUser
              ? 'flex size-8 items-center justify-center rounded-full bg-white text-slate-700 ring-1 ring-slate-200'
              : 'flex size-8 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-200'
          }
        >
          {isUser ? (
            <UserRound className="size-4" aria-hidden="true" />
          ) : (
            <Bot className="size-4" aria-hidden="true" />
          )}
        </span>
        <span className="font-semibold text-slate-900">
          {isUser ? t('sharedConversation.you') : assistantName}
        </span>
        <time dateTime={message.timestamp} className="text-xs text-slate-600">
          {time}
        </time>
        <span className="ms-auto flex flex-wrap gap-1.5">
          <Badge tone={isUser ? 'neutral' : 'brand'}>
            {t(`search.types.${message.searchType}`)}
          </Badge>
          <Badge tone="info">
            {t('sharedConversation.levelBadge', {
              level: t(`search.levels.${message.medicalKnowledgeLevel}`),
            })}
          </Badge>
        </span>
      </div>
      <div className="answer-prose mt-3 text-slate-800">{children}</div>
    </li>
  );
}
