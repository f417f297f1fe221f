import {
  KNOWLEDGE_LEVELS,
  SELECTOR_LANGUAGES,
  USMLE_STEPS,
  type FORM_SEARCH_TYPES,
  type KnowledgeLevel,
  type Language,
  type UsmleStep,
} from '../../contract/vocabulary-values.ts';

type FormSearchType = (typeof FORM_SEARCH_TYPES)[number];

/** What the main page's URL asks for (SPEC.md section 2 "URL parameters"); all optional. */
export interface SearchUrlParameters {
  query?: string;
  searchType?: FormSearchType;
  level?: KnowledgeLevel;
  language?: Language;
  usmleStep?: UsmleStep;
  /** `autoUpload=true`: pulse the attach button and open the file picker once. */
  autoUpload?: true;
}

const TYPE_ALIASES: Record<string, FormSearchType> = {
  trials: 'clinical-trials',
  'clinical-trials': 'clinical-trials',
  health: 'health-info',
  'health-info': 'health-info',
  drugs: 'drug-interactions',
  'drug-interactions': 'drug-interactions',
  usmle: 'usmle-preparation',
  'usmle-preparation': 'usmle-preparation',
};

const LEVEL_ALIASES: Record<string, KnowledgeLevel> = {
  none: 'no-medical-experience',
  some: 'some-medical-knowledge',
  expert: 'medical-expert',
  ...Object.fromEntries(KNOWLEDGE_LEVELS.map((level) => [level, level])),
};

const pick = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => value === raw?.trim().toLowerCase());

/** Reads the parameters; values it does not know are ignored, so a bad link never breaks the page. */
export function parseSearchUrlParameters(search: string): SearchUrlParameters {
  const params = new URLSearchParams(search);
  const query = params.get('query')?.trim();
  const type = params.get('type')?.trim().toLowerCase();
  const level = params.get('level')?.trim().toLowerCase();
  const parsed: SearchUrlParameters = {
    query: query ? query : undefined,
    searchType: type ? TYPE_ALIASES[type] : undefined,
    level: level ? LEVEL_ALIASES[level] : undefined,
    language: pick(SELECTOR_LANGUAGES, params.get('lang')),
    usmleStep: pick(USMLE_STEPS, params.get('usmleStep')),
    autoUpload: params.get('autoUpload')?.trim().toLowerCase() === 'true' ? true : undefined,
  };
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as SearchUrlParameters;
}
