import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json' with { type: 'json' };

export const UI_LANGUAGE_RESOURCES = { en: { translation: en } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: (typeof UI_LANGUAGE_RESOURCES)['en'];
  }
}

/** Keeps `<html lang>` in step with the interface language, for screen readers and hyphenation. */
function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18next.on('languageChanged', syncDocumentLanguage);

// The catalog is bundled, so initialisation is synchronous and the first render is translated.
void i18next.use(initReactI18next).init({
  resources: UI_LANGUAGE_RESOURCES,
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
