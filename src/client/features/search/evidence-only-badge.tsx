import { useTranslation } from 'react-i18next';
import { FileSearch, Info } from 'lucide-react';
import { Popover } from '../../components/ui/popover.tsx';

/** The settings that turn a model on, named as the server reads them (src/server/config/settings.ts). */
const MODEL_SETTINGS = {
  apiKey: 'OPENAI_API_KEY',
  baseUrl: 'OPENAI_BASE_URL',
  example: 'OPENAI_BASE_URL=http://localhost:11434/v1',
  // The README heading that lists them, with the Ollama walk-through under it.
  section: 'Configuration',
} as const;

/**
 * Says plainly, near the form, that answers are excerpts because no model is configured, and tells
 * whoever runs the server which setting turns a model on (a visitor cannot, so it comes second).
 */
export function EvidenceOnlyBadge() {
  const { t } = useTranslation();
  return (
    <Popover
      label={t('evidenceOnly.title')}
      trigger={
        <button
          type="button"
          className="inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-xs font-medium text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          <FileSearch className="size-3.5" aria-hidden="true" />
          {t('evidenceOnly.badge')}
          <Info className="size-3.5 text-amber-700" aria-hidden="true" />
        </button>
      }
    >
      <p className="font-semibold text-slate-900">{t('evidenceOnly.title')}</p>
      <p className="mt-1">{t('evidenceOnly.body')}</p>
      <p className="mt-2 text-xs break-words text-slate-600">
        {t('evidenceOnly.operator', MODEL_SETTINGS)}
      </p>
    </Popover>
  );
}
