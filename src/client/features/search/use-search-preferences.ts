import { useCallback, useState } from 'react';
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
});

export interface SearchPreferences {
  level: KnowledgeLevel;
  language: Language;
}

const DEFAULT_PREFERENCES: SearchPreferences = {
  level: 'no-medical-experience',
  language: DEFAULT_LANGUAGE,
};

/** The visitor's knowledge level and answer language, remembered in this browser. */
export function useSearchPreferences() {
  const [preferences, setPreferences] = useState<SearchPreferences>(
    () => readStored(STORAGE_KEY, preferencesSchema) ?? DEFAULT_PREFERENCES,
  );

  const update = useCallback((change: Partial<SearchPreferences>) => {
    setPreferences((current) => {
      const next = { ...current, ...change };
      writeStored(STORAGE_KEY, next);
      return next;
    });
  }, []);

  return [preferences, update] as const;
}
