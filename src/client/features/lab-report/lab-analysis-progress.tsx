import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { languageNameIn } from '../../lib/i18n-languages.ts';
import type { LabSettings } from '../../lib/lab-requests.ts';

/**
 * SPEC.md section 2: while running, 'Analyzing Lab Report...' with the chosen language and level;
 * while OCR reads a picture on the device, a line saying so.
 */
export function LabAnalysisProgress({
  settings,
  readingOcr = false,
}: {
  settings: LabSettings;
  readingOcr?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div
      role="status"
      className="flex items-center gap-4 rounded-2xl border border-brand-200 bg-brand-50/70 p-4 sm:p-5"
    >
      <LoaderCircle
        className="size-8 shrink-0 animate-spin text-brand-700 motion-reduce:animate-none"
        aria-hidden="true"
      />
      <div className="min-w-0">
        <p className="font-semibold text-brand-900">{t('lab.progress.title')}</p>
        <p className="text-sm text-brand-900/80">
          {t('lab.progress.details', {
            language: languageNameIn(settings.language, i18n.language),
            level: t(`search.levels.${settings.level}`),
          })}
        </p>
        {readingOcr ? <p className="text-sm text-brand-900/80">{t('upload.readingOcr')}</p> : null}
      </div>
    </div>
  );
}
