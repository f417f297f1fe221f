import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Siren, X } from 'lucide-react';
import type { EmergencyCategory } from '../../../contract/emergency.ts';
import {
  emergencyBannerText,
  safetyLanguage,
  safetyTextsFor,
} from '../../../shared/safety-texts/safety-texts.ts';
import { browserRegion } from '../../lib/browser-region.ts';
import { textDirection } from '../../lib/i18n-languages.ts';

export interface EmergencyBannerProps {
  onDismiss: () => void;
  /** The answer's language: the banner speaks it, as the streamed warning does. English if unset. */
  language?: string;
  /** What the detector found; none (or only 'other') shows SPEC.md's general list. */
  categories?: readonly EmergencyCategory[];
}

const NO_CATEGORIES: readonly EmergencyCategory[] = [];

/**
 * The critical-condition warning, shown when the server flags the question as an emergency: what
 * was detected and the first thing to do, in the answer's language, with the reader's own
 * emergency number when the browser tells the country.
 */
export function EmergencyBanner({
  onDismiss,
  language,
  categories = NO_CATEGORIES,
}: EmergencyBannerProps) {
  const { t } = useTranslation();
  const [region] = useState(browserRegion);
  const code = safetyLanguage(language);
  return (
    // Laid out in the text's direction, so the icon leads and the close button ends the line
    // for an Arabic banner on an English page too; the button's label stays the page's language.
    <div
      role="alert"
      dir={textDirection(code)}
      className="flex items-start gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-red-950 shadow-sm"
    >
      <Siren className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
      <div lang={code} className="min-w-0 flex-1">
        <p className="font-semibold">{safetyTextsFor(code).title}</p>
        <p className="mt-1 text-sm leading-relaxed">
          {emergencyBannerText(code, categories, region)}
        </p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('emergency.dismiss')}
        className="-me-1 -mt-1 rounded-lg p-2 text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
