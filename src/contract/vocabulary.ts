import { z } from 'zod';

/** Search types of SPEC.md section 1, in the order the selector offers them. */
export const SEARCH_TYPES = [
  'health-info',
  'clinical-trials',
  'drug-interactions',
  'usmle-preparation',
  'lab-report',
  'image-analysis',
] as const;
export const searchTypeSchema = z.enum(SEARCH_TYPES, {
  error: (issue) => `Invalid search type: ${String(issue.input)}`,
});
export type SearchType = z.infer<typeof searchTypeSchema>;

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
export const knowledgeLevelSchema = z.enum(KNOWLEDGE_LEVELS);
export type KnowledgeLevel = z.infer<typeof knowledgeLevelSchema>;

export const USMLE_STEPS = ['step-1', 'step-2', 'step-3'] as const;
export const usmleStepSchema = z.enum(USMLE_STEPS);
export type UsmleStep = z.infer<typeof usmleStepSchema>;

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
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
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
export const severitySchema = z.enum(SEVERITIES);
export type Severity = z.infer<typeof severitySchema>;

/** How an answer was produced: by the model, or as verbatim excerpts when no model is configured. */
export const ANSWER_MODES = ['ai-summary', 'evidence-excerpts'] as const;
export const answerModeSchema = z.enum(ANSWER_MODES);
export type AnswerMode = z.infer<typeof answerModeSchema>;
