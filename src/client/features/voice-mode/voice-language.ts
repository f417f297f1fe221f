import {
  LANGUAGE_NAMES,
  REALTIME_BASE_INSTRUCTIONS,
  VOICE_EVIDENCE_TOOL,
  type Language,
} from '../../../contract/index.ts';

/** Writing systems a transcript can be in, each with the language voice mode switches to. */
export type Script =
  | 'latin'
  | 'cyrillic'
  | 'arabic'
  | 'devanagari'
  | 'bengali'
  | 'tamil'
  | 'telugu'
  | 'khmer'
  | 'hangul'
  | 'kana'
  | 'han';

// Kana before Han: Japanese mixes both, and kana is what tells it from Chinese.
const SCRIPT_PATTERNS: readonly (readonly [Script, RegExp])[] = [
  ['kana', /[\u3040-\u30ff]/gu],
  ['hangul', /[\uac00-\ud7af\u1100-\u11ff]/gu],
  ['han', /\p{Script=Han}/gu],
  ['cyrillic', /\p{Script=Cyrillic}/gu],
  ['arabic', /\p{Script=Arabic}/gu],
  ['devanagari', /\p{Script=Devanagari}/gu],
  ['bengali', /\p{Script=Bengali}/gu],
  ['tamil', /\p{Script=Tamil}/gu],
  ['telugu', /\p{Script=Telugu}/gu],
  ['khmer', /\p{Script=Khmer}/gu],
  ['latin', /\p{Script=Latin}/gu],
];

const LANGUAGE_OF_SCRIPT: Record<Script, Language> = {
  latin: 'en',
  cyrillic: 'ru',
  arabic: 'ar',
  // Marathi shares the script; Hindi is the likelier speaker, and the model hears the difference.
  devanagari: 'hi',
  bengali: 'bn',
  tamil: 'ta',
  telugu: 'te',
  khmer: 'km',
  hangul: 'ko',
  kana: 'ja',
  han: 'zh',
};

const SCRIPT_OF_LANGUAGE: Record<Language, Script> = {
  en: 'latin',
  es: 'latin',
  fr: 'latin',
  de: 'latin',
  it: 'latin',
  pt: 'latin',
  ru: 'cyrillic',
  zh: 'han',
  ja: 'kana',
  ko: 'hangul',
  ar: 'arabic',
  hi: 'devanagari',
  mr: 'devanagari',
  bn: 'bengali',
  ta: 'tamil',
  te: 'telugu',
  km: 'khmer',
};

/**
 * The script most of the letters are in; undefined for text without letters ("123", "?").
 * Japanese counts as kana as soon as any kana appears (its kanji are Han characters).
 */
export function detectScript(text: string): Script | undefined {
  let best: Script | undefined;
  let bestCount = 0;
  for (const [script, pattern] of SCRIPT_PATTERNS) {
    const count = text.match(pattern)?.length ?? 0;
    if (script === 'kana' && count > 0) return 'kana';
    if (count > bestCount) {
      best = script;
      bestCount = count;
    }
  }
  return best;
}

/**
 * SPEC.md section 4: the language voice mode should now speak, given what the user just said.
 * Only a change of script switches (Spanish after English stays with the current language: the
 * model answers in the user's language anyway, and guessing among Latin languages misfires).
 */
export function nextVoiceLanguage(current: Language, userText: string): Language {
  const script = detectScript(userText);
  if (!script || script === SCRIPT_OF_LANGUAGE[current]) return current;
  // Japanese is written in kanji too: a kanji-only phrase is no reason to switch to Chinese.
  if (current === 'ja' && script === 'han') return current;
  return LANGUAGE_OF_SCRIPT[script];
}

/** The system instruction sent with session.update: the base rules plus the language to speak. */
export function voiceInstruction(language: Language): string {
  const { english, native } = LANGUAGE_NAMES[language];
  const name = english === native ? english : `${english} (${native})`;
  return [
    REALTIME_BASE_INSTRUCTIONS,
    `Speak ${name} unless the user switches to another language.`,
    `Before answering a medical question, call the ${VOICE_EVIDENCE_TOOL.name} tool and base`,
    'the answer on the numbered sources it returns, citing them by number.',
    'Keep spoken answers short.',
  ].join(' ');
}
