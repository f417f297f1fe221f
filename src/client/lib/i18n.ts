import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json' with { type: 'json' };
import {
  INTERFACE_LANGUAGE_STORAGE_KEY,
  isInterfaceLanguage,
  pickInterfaceLanguage,
  textDirection,
} from './i18n-languages.ts';

export const UI_LANGUAGE_RESOURCES = { en: { translation: en } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: (typeof UI_LANGUAGE_RESOURCES)['en'];
  }
}

// Every other catalog is its own chunk, fetched only when that language is chosen; English is
// bundled so the first render never waits.
const lazyCatalogs = import.meta.glob<ResourceKey>(['../locales/*.json', '!../locales/en.json'], {
  import: 'default',
});

const lazyCatalogBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    const load = lazyCatalogs[`../locales/${language}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

/** Keeps `<html lang dir>` in step with the interface language (screen readers, hyphenation, RTL). */
function syncDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}

function readStoredInterfaceLanguage(): string | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(INTERFACE_LANGUAGE_STORAGE_KEY);
    return isInterfaceLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The remembered choice first, else the browser's preferred languages. */
function initialInterfaceLanguage(): string {
  // Outside a browser (unit tests under Node) the interface stays English whatever the host locale.
  if (typeof document === 'undefined') return 'en';
  const stored = readStoredInterfaceLanguage();
  if (stored) return stored;
  const navigatorLike = globalThis.navigator as Navigator | undefined;
  const preferred = navigatorLike?.languages?.length
    ? navigatorLike.languages
    : navigatorLike?.language
      ? [navigatorLike.language]
      : [];
  return pickInterfaceLanguage(preferred);
}

i18next.on('languageChanged', syncDocumentLanguage);

// Initialised in English synchronously, so the first render (and every unit test) is translated.
void i18next
  .use(lazyCatalogBackend)
  .use(initReactI18next)
  .init({
    resources: UI_LANGUAGE_RESOURCES,
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: false,
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });

const startLanguage = initialInterfaceLanguage();

/** Settles once the starting language's catalog is loaded; main.tsx renders after it. */
export const interfaceLanguageReady: Promise<unknown> =
  startLanguage === 'en' ? Promise.resolve() : i18next.changeLanguage(startLanguage);

/** Switches the interface language and remembers the choice in this browser. */
export async function changeInterfaceLanguage(language: string): Promise<void> {
  if (!isInterfaceLanguage(language)) return;
  try {
    globalThis.localStorage?.setItem(INTERFACE_LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Remembering is a convenience; the switch still happens.
  }
  await i18next.changeLanguage(language);
}

export { i18next };
