import { ShieldAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SEVERITIES } from '../../../contract/index.ts';
import { readInteractions } from './read-interactions.ts';
import { SeverityBadge } from './severity-badge.tsx';

export interface InteractionSummaryProps {
  /** The analysis text as streamed so far. */
  text: string;
  done: boolean;
}

/**
 * The interactions of a drug interaction analysis at a glance, with the severity scale explained.
 * Pair names are shown as plain text (never markup); the details stay in the answer below.
 */
export function InteractionSummary({ text, done }: InteractionSummaryProps) {
  const { t } = useTranslation();
  const interactions = useMemo(() => readInteractions(text), [text]);
  if (interactions.length === 0 && !done) return null;
  return (
    <section
      aria-labelledby="interaction-summary-title"
      className="rounded-xl border border-slate-200 bg-slate-50/70 p-4"
    >
      <h3
        id="interaction-summary-title"
        className="flex items-center gap-2 text-sm font-semibold text-slate-900"
      >
        <ShieldAlert className="size-4 text-brand-700" aria-hidden="true" />
        {t('drugInteractions.summaryTitle')}
      </h3>
      {interactions.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label={t('drugInteractions.listLabel')}>
          {interactions.map(({ pair, severity }) => (
            <li
              key={pair}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2"
            >
              <span className="font-medium text-slate-900">{pair}</span>
              <SeverityBadge severity={severity} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t('drugInteractions.noneRated')}</p>
      )}
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-xs text-slate-600 sm:grid-cols-2">
        {SEVERITIES.map((severity) => (
          <div key={severity} className="flex items-start gap-2">
            <dt className="shrink-0">
              <SeverityBadge severity={severity} />
            </dt>
            <dd className="pt-0.5">{t(`drugInteractions.meaning.${severity}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
