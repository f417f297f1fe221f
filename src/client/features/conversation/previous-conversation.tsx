import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUp, MessageCircleQuestion, Trash2 } from 'lucide-react';
import type { ConversationMessage } from '../../../contract/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { QuestionField } from '../../components/ui/question-field.tsx';
import { useOnlineStatus } from '../../lib/use-online-status.ts';
import { ConversationMessageItem } from './conversation-message-item.tsx';

export interface PreviousConversationProps {
  /** The earlier history (all but the last two messages); empty hides the list. */
  earlier: readonly ConversationMessage[];
  /** The AI follow-up questions of the latest answer. */
  followUpQuestions: readonly string[];
  /** A search is running: asking is blocked (SPEC.md section 4). */
  busy: boolean;
  onAsk: (question: string) => void;
  onClear: () => void;
  assistantName: string;
}

/** 'Previous Conversation': earlier messages, follow-up chips, a follow-up input, Clear History. */
export function PreviousConversation({
  earlier,
  followUpQuestions,
  busy,
  onAsk,
  onClear,
  assistantName,
}: PreviousConversationProps) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState('');
  const headingId = useId();
  const inputId = useId();
  const offlineReasonId = useId();
  // Offline, a follow-up could only fail: it is not offered, and the reason is said.
  const online = useOnlineStatus();
  const blocked = busy || !online;

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const trimmed = question.trim();
    if (blocked || trimmed === '') return;
    onAsk(trimmed);
    setQuestion('');
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight text-slate-900">
          {t('conversation.previous')}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear}>
          <Trash2 aria-hidden="true" />
          {t('conversation.clearHistory')}
        </Button>
      </div>
      {earlier.length > 0 ? (
        <ol
          className="space-y-4 border-s-2 border-slate-100 ps-3"
          aria-label={t('conversation.earlier')}
        >
          {earlier.map((message) => (
            <ConversationMessageItem
              key={message.id}
              message={message}
              assistantName={assistantName}
            />
          ))}
        </ol>
      ) : null}
      {followUpQuestions.length > 0 ? (
        <div className="space-y-2">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
            <MessageCircleQuestion className="size-4 text-brand-700" aria-hidden="true" />
            {t('conversation.suggested')}
          </h3>
          <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {followUpQuestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  dir="auto"
                  disabled={blocked}
                  aria-describedby={online ? undefined : offlineReasonId}
                  onClick={() => onAsk(suggestion)}
                  className="w-full rounded-xl border border-brand-200 bg-brand-50 px-3 py-2 text-start text-sm text-brand-900 hover:border-brand-600 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form onSubmit={submit} className="space-y-1.5" aria-label={t('conversation.followUpForm')}>
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
          {t('conversation.followUpLabel')}
        </label>
        <div className="flex items-end gap-2">
          <QuestionField
            id={inputId}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder={t('conversation.followUpPlaceholder')}
            maxLength={4000}
          />
          <Button
            type="submit"
            disabled={blocked || question.trim() === ''}
            aria-describedby={online ? undefined : offlineReasonId}
          >
            <ArrowUp aria-hidden="true" />
            {t('conversation.ask')}
          </Button>
        </div>
        {online ? null : (
          <p id={offlineReasonId} className="text-sm font-medium text-amber-900">
            {t('offline.searchReason')}
          </p>
        )}
      </form>
    </section>
  );
}
