import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageCircleQuestion, Send } from 'lucide-react';
import { LIMITS } from '../../../contract/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { QuestionField } from '../../components/ui/question-field.tsx';
import { FieldLabel } from '../../components/ui/field-label.tsx';

export interface LabFollowUpFormProps {
  /** Questions the last answer suggested. */
  suggestions: readonly string[];
  busy: boolean;
  onAsk: (question: string) => void;
}

/** Ask more about the same report: a question box and the suggested questions. */
export function LabFollowUpForm({ suggestions, busy, onAsk }: LabFollowUpFormProps) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState('');
  const inputId = useId();
  const headingId = useId();

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const text = question.trim();
    if (!text || busy) return;
    onAsk(text);
    setQuestion('');
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50/70 p-4 sm:p-5"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
        <MessageCircleQuestion className="size-5 text-brand-700" aria-hidden="true" />
        {t('lab.followUp.heading')}
      </h3>
      {suggestions.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t('lab.followUp.suggestionsLabel')}>
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                disabled={busy}
                onClick={() => onAsk(suggestion)}
                className="w-full rounded-xl border border-slate-200 bg-white px-3 py-2 text-start text-sm text-slate-800 shadow-xs hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-500"
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <FieldLabel htmlFor={inputId}>{t('lab.followUp.label')}</FieldLabel>
          <QuestionField
            id={inputId}
            value={question}
            maxLength={LIMITS.queryMaxChars}
            placeholder={t('lab.followUp.placeholder')}
            onChange={(event) => setQuestion(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={busy || question.trim() === ''}>
          <Send aria-hidden="true" />
          {t('lab.followUp.submit')}
        </Button>
      </form>
    </section>
  );
}
