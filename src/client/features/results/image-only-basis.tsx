import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * In place of an empty reference list after an image analysis that found no research: what the
 * summary rests on, so 'References (0)' does not read as a failure under an evidence heading.
 */
export function ImageOnlyBasis() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 pt-5">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('references.imageOnly.heading')}
      </h3>
      <p className="mt-2 text-sm text-slate-600">{t('references.imageOnly.body')}</p>
    </section>
  );
}
