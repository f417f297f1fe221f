import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import type { Trial } from '../../../contract/index.ts';
import { trialPageUrl } from './trial-page-url.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1.5">
      <h5 className="text-sm font-semibold text-slate-900">{title}</h5>
      {children}
    </section>
  );
}

export interface TrialDetailsProps {
  trial: Trial;
  /** The 'AI Patient Fit Analysis' block, when the fit analysis has something to show. */
  fitAnalysis?: ReactNode;
}

/** The expanded part of a trial row. Registry text is shown as plain text, never as markup. */
export function TrialDetails({ trial, fitAnalysis }: TrialDetailsProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 border-t border-slate-100 pt-4 text-sm leading-relaxed text-slate-700">
      {fitAnalysis}
      {trial.summary ? (
        <Section title={t('trials.summaryHeading')}>
          <p dir="auto" className="whitespace-pre-line">
            {trial.summary}
          </p>
        </Section>
      ) : null}
      {trial.phase && trial.phase !== 'Not specified' ? (
        <Section title={t('trials.phaseHeading')}>
          <p>{trial.phase}</p>
        </Section>
      ) : null}
      <Section title={t('trials.eligibilityHeading')}>
        <div
          dir="auto"
          className="max-h-80 overflow-y-auto rounded-lg bg-slate-50 p-3 break-words whitespace-pre-line"
        >
          {trial.eligibility.trim() || t('trials.noEligibility')}
        </div>
      </Section>
      {trial.locations.length > 0 ? (
        <Section title={t('trials.locationsLabel')}>
          <ul className="list-disc space-y-0.5 ps-5">
            {trial.locations.map((place) => (
              <li key={place} dir="auto">
                {place}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {trial.contactInfo?.trim() ? (
        <Section title={t('trials.contactHeading')}>
          <p dir="auto" className="break-words">
            {trial.contactInfo}
          </p>
        </Section>
      ) : null}
      <a
        href={trialPageUrl(trial)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-4 py-2.5 text-sm font-medium text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('trials.viewOnRegistry')}
        <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">{t('trials.opensInNewTab')}</span>
      </a>
    </div>
  );
}
