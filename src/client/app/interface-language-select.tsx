import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Languages } from 'lucide-react';
import { LANGUAGE_NAMES } from '../../contract/vocabulary-values.ts';
import { changeInterfaceLanguage } from '../lib/i18n.ts';
import { INTERFACE_LANGUAGES } from '../lib/i18n-languages.ts';

/**
 * The header's interface-language switch. A native select: it works with the keyboard, screen
 * readers and phone pickers as is, and each language is named in its own script.
 */
export function InterfaceLanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('app.interfaceLanguage')}
      </label>
      <Languages
        className="pointer-events-none absolute start-2.5 size-4 text-brand-700"
        aria-hidden="true"
      />
      <select
        id={id}
        value={i18n.language}
        title={t('app.interfaceLanguage')}
        onChange={(event) => void changeInterfaceLanguage(event.target.value)}
        className="h-9 max-w-[9.5rem] appearance-none truncate rounded-lg border border-slate-300 bg-white ps-8 pe-8 text-sm text-slate-800 shadow-xs hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {INTERFACE_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code].native}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute end-2.5 size-4 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}
