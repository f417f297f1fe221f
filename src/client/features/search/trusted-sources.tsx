import { useTranslation } from 'react-i18next';
import { BookOpenText, Building2, Globe2, HeartPulse, ShieldCheck } from 'lucide-react';

const SOURCES = [
  { key: 'pubmed', Icon: BookOpenText },
  { key: 'medlineplus', Icon: HeartPulse },
  { key: 'mayo', Icon: Building2 },
  { key: 'cdc', Icon: ShieldCheck },
  { key: 'who', Icon: Globe2 },
] as const;

/** 'Trusted by healthcare professionals worldwide' and the five sources (names only, no logos). */
export function TrustedSources() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="trusted-sources-heading" className="text-center">
      <h2
        id="trusted-sources-heading"
        className="text-xs font-semibold tracking-wider text-slate-600 uppercase"
      >
        {t('intro.trustedBy')}
      </h2>
      <ul
        aria-label={t('intro.sourcesLabel')}
        className="mt-4 flex flex-wrap items-center justify-center gap-x-7 gap-y-3"
      >
        {SOURCES.map(({ key, Icon }) => (
          <li key={key} className="flex items-center gap-2 text-sm font-semibold text-slate-700">
            <Icon className="size-4.5 text-brand-700" aria-hidden="true" />
            {t(`intro.sources.${key}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
