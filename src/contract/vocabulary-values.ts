/**
 * The contract's vocabularies as plain values, without a schema library: the browser's first screen
 * imports these directly, so it does not download zod (vocabulary.ts adds the schemas).
 */
/** Search types of SPEC.md section 1, in the order the selector offers them. */
export const SEARCH_TYPES = [
  'health-info',
  'clinical-trials',
  'drug-interactions',
  'usmle-preparation',
  'lab-report',
  'image-analysis',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The types a visitor picks in the search form (uploads choose the other two). */
export const FORM_SEARCH_TYPES = [
  'health-info',
  'clinical-trials',
  'drug-interactions',
  'usmle-preparation',
] as const satisfies readonly SearchType[];

export const KNOWLEDGE_LEVELS = [
  'no-medical-experience',
  'some-medical-knowledge',
  'medical-expert',
] as const;
export type KnowledgeLevel = (typeof KNOWLEDGE_LEVELS)[number];

export const USMLE_STEPS = ['step-1', 'step-2', 'step-3'] as const;
export type UsmleStep = (typeof USMLE_STEPS)[number];

/** The 16 codes of the selector. */
export const SELECTOR_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'ru',
  'zh',
  'ja',
  'ko',
  'ar',
  'hi',
  'mr',
  'bn',
  'ta',
  'te',
] as const;
/** Prompts also cover Khmer (SPEC.md section 1 gives both readings). */
export const LANGUAGES = [...SELECTOR_LANGUAGES, 'km'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** English and native names; the native one is what a speaker looks for in a selector. */
export const LANGUAGE_NAMES: Record<Language, { english: string; native: string }> = {
  en: { english: 'English', native: 'English' },
  es: { english: 'Spanish', native: 'Español' },
  fr: { english: 'French', native: 'Français' },
  de: { english: 'German', native: 'Deutsch' },
  it: { english: 'Italian', native: 'Italiano' },
  pt: { english: 'Portuguese', native: 'Português' },
  ru: { english: 'Russian', native: 'Русский' },
  zh: { english: 'Chinese', native: '中文' },
  ja: { english: 'Japanese', native: '日本語' },
  ko: { english: 'Korean', native: '한국어' },
  ar: { english: 'Arabic', native: 'العربية' },
  hi: { english: 'Hindi', native: 'हिन्दी' },
  mr: { english: 'Marathi', native: 'मराठी' },
  bn: { english: 'Bengali', native: 'বাংলা' },
  ta: { english: 'Tamil', native: 'தமிழ்' },
  te: { english: 'Telugu', native: 'తెలుగు' },
  km: { english: 'Khmer', native: 'ខ្មែរ' },
};

/** Languages written right to left, so the answer region can set dir="rtl". */
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

/** Languages whose summary section headings are translated; others fall back to English. */
export const HEADING_LANGUAGES = [
  'en',
  'es',
  'te',
  'hi',
  'fr',
  'km',
] as const satisfies readonly Language[];

export const SEVERITIES = ['mild', 'moderate', 'severe', 'contraindicated'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** How an answer was produced: by the model, or as verbatim excerpts when no model is configured. */
export const ANSWER_MODES = ['ai-summary', 'evidence-excerpts'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];
