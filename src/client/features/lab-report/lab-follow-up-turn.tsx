import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One follow-up: the question as asked, and its answer (composed by the page). */
export function LabFollowUpTurn({ question, children }: { question: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className="space-y-3">
      <p className="ms-auto w-fit max-w-[90%] rounded-2xl rounded-ee-md bg-brand-700 px-4 py-2.5 break-words text-white">
        <span className="sr-only">{t('lab.followUp.youAsked')} </span>
        {question}
      </p>
      <div className="rounded-2xl border border-slate-200 p-4 sm:p-5">{children}</div>
    </li>
  );
}
