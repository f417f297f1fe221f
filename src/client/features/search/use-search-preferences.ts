import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  KNOWLEDGE_LEVELS,
  SELECTOR_LANGUAGES,
  type KnowledgeLevel,
  type Language,
} from '../../../contract/vocabulary-values.ts';
import { readStored, writeStored } from '../../lib/storage.ts';

const STORAGE_KEY = 'nova-health:search-preferences';

export interface SearchPreferences {
  level: KnowledgeLevel;
  language: Language;
}

interface StoredPreferences extends SearchPreferences {
  /** Set once the visitor picks an answer language; until then it follows the interface language. */
  languageChosen?: boolean;
}

// SPEC 5: preferences count only when the level is one of the three and the language one of the 16.
// A type guard, not a schema: the form is on the first screen, which does not load zod.
function isStoredPreferences(value: unknown): value is StoredPreferences {
  if (typeof value !== 'object' || value === null) return false;
  const { level, language, languageChosen } = value as Record<string, unknown>;
  return (
    (KNOWLEDGE_LEVELS as readonly unknown[]).includes(level) &&
    (SELECTOR_LANGUAGES as readonly unknown[]).includes(language) &&
    (languageChosen === undefined || typeof languageChosen === 'boolean')
  );
}

const DEFAULT_PREFERENCES: SearchPreferences = {
  level: 'no-medical-experience',
  language: DEFAULT_LANGUAGE,
};

function isSelectorLanguage(code: string): code is Language {
  return (SELECTOR_LANGUAGES as readonly string[]).includes(code);
}

/**
 * The visitor's knowledge level and answer language, remembered in this browser. The answer
 * language follows the interface language until the visitor picks one in the form.
 */
export function useSearchPreferences() {
  const { i18n } = useTranslation();
  const [stored, setStored] = useState<StoredPreferences>(
    () => readStored(STORAGE_KEY, isStoredPreferences) ?? DEFAULT_PREFERENCES,
  );

  const update = useCallback((change: Partial<SearchPreferences>) => {
    setStored((current) => {
      const next = {
        ...current,
        ...change,
        ...(change.language ? { languageChosen: true } : {}),
      };
      writeStored(STORAGE_KEY, next);
      return next;
    });
  }, []);

  const interfaceLanguage = i18n.language;
  const preferences = useMemo<SearchPreferences>(
    () => ({
      level: stored.level,
      language:
        !stored.languageChosen && isSelectorLanguage(interfaceLanguage)
          ? interfaceLanguage
          : stored.language,
    }),
    [stored, interfaceLanguage],
  );

  return [preferences, update] as const;
}
