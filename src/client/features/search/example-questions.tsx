import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import type { FormSearchType } from './build-search-request.ts';

export interface ExampleQuestionsProps {
  searchType: FormSearchType;
  /** Puts the question in the box; the visitor still decides to search. */
  onPick: (question: string) => void;
}

/** A few questions that show what this search type answers well. */
export function ExampleQuestions({ searchType, onPick }: ExampleQuestionsProps) {
  const { t } = useTranslation();
  const questions = t(`search.examples.${searchType}`, { returnObjects: true });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="flex items-center gap-1 text-xs font-semibold text-slate-600">
        <Sparkles className="size-3.5 text-brand-600" aria-hidden="true" />
        {t('search.examplesLabel')}
      </span>
      {questions.map((question) => (
        <button
          key={question}
          type="button"
          onClick={() => onPick(question)}
          className="rounded-full border border-slate-200 bg-white px-3 py-1 text-start text-xs text-slate-700 shadow-xs transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {question}
        </button>
      ))}
    </div>
  );
}
