import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  knowledgeLevelSchema,
  SELECTOR_LANGUAGES,
  type KnowledgeLevel,
  type Language,
} from '../../../contract/index.ts';
import { readStored, writeStored } from '../../lib/storage.ts';

const STORAGE_KEY = 'nova-health:search-preferences';

// SPEC 5: preferences count only when the level is one of the three and the language one of the 16.
const preferencesSchema = z.object({
  level: knowledgeLevelSchema,
  language: z.enum(SELECTOR_LANGUAGES),
  // Set once the visitor picks an answer language; until then it follows the interface language.
  languageChosen: z.boolean().optional(),
});

export interface SearchPreferences {
  level: KnowledgeLevel;
  language: Language;
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
  const [stored, setStored] = useState<SearchPreferences & { languageChosen?: boolean }>(
    () => readStored(STORAGE_KEY, preferencesSchema) ?? DEFAULT_PREFERENCES,
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
