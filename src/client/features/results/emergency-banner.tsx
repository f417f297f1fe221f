import { useTranslation } from 'react-i18next';
import { Siren, X } from 'lucide-react';
import { EMERGENCY_BANNER_TEXT } from '../../../contract/fixed-texts.ts';

export interface EmergencyBannerProps {
  onDismiss: () => void;
}

/** The critical-condition warning, shown when the server flags the question as an emergency. */
export function EmergencyBanner({ onDismiss }: EmergencyBannerProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-red-950 shadow-sm"
    >
      <Siren className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('emergency.title')}</p>
        <p className="mt-1 text-sm leading-relaxed">{EMERGENCY_BANNER_TEXT}</p>
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
