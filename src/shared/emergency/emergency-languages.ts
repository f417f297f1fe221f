import type { EmergencyLanguage } from './emergency-rule.ts';
import { ARABIC_EMERGENCIES } from './emergency-rules-arabic.ts';
import { ARABIC_ROMANISED_EMERGENCIES } from './emergency-rules-arabic-romanised.ts';
import { BENGALI_EMERGENCIES } from './emergency-rules-bengali.ts';
import { BENGALI_ROMANISED_EMERGENCIES } from './emergency-rules-bengali-romanised.ts';
import { CHINESE_EMERGENCIES } from './emergency-rules-chinese.ts';
import { ENGLISH_EMERGENCIES } from './emergency-rules-english.ts';
import { FRENCH_EMERGENCIES } from './emergency-rules-french.ts';
import { GERMAN_EMERGENCIES } from './emergency-rules-german.ts';
import { HINDI_EMERGENCIES } from './emergency-rules-hindi.ts';
import { HINDI_ROMANISED_EMERGENCIES } from './emergency-rules-hindi-romanised.ts';
import { ITALIAN_EMERGENCIES } from './emergency-rules-italian.ts';
import { JAPANESE_EMERGENCIES } from './emergency-rules-japanese.ts';
import { JAPANESE_ROMANISED_EMERGENCIES } from './emergency-rules-japanese-romanised.ts';
import { KHMER_EMERGENCIES } from './emergency-rules-khmer.ts';
import { KHMER_ROMANISED_EMERGENCIES } from './emergency-rules-khmer-romanised.ts';
import { KOREAN_EMERGENCIES } from './emergency-rules-korean.ts';
import { KOREAN_ROMANISED_EMERGENCIES } from './emergency-rules-korean-romanised.ts';
import { MARATHI_EMERGENCIES } from './emergency-rules-marathi.ts';
import { MARATHI_ROMANISED_EMERGENCIES } from './emergency-rules-marathi-romanised.ts';
import { PORTUGUESE_EMERGENCIES } from './emergency-rules-portuguese.ts';
import { RUSSIAN_EMERGENCIES } from './emergency-rules-russian.ts';
import { RUSSIAN_ROMANISED_EMERGENCIES } from './emergency-rules-russian-romanised.ts';
import { SPANISH_EMERGENCIES } from './emergency-rules-spanish.ts';
import { TAMIL_EMERGENCIES } from './emergency-rules-tamil.ts';
import { TAMIL_ROMANISED_EMERGENCIES } from './emergency-rules-tamil-romanised.ts';
import { TELUGU_EMERGENCIES } from './emergency-rules-telugu.ts';
import { TELUGU_ROMANISED_EMERGENCIES } from './emergency-rules-telugu-romanised.ts';

/** Every language the product speaks; all of them run on every question. */
export const EMERGENCY_LANGUAGES: readonly EmergencyLanguage[] = [
  ENGLISH_EMERGENCIES,
  SPANISH_EMERGENCIES,
  FRENCH_EMERGENCIES,
  GERMAN_EMERGENCIES,
  ITALIAN_EMERGENCIES,
  PORTUGUESE_EMERGENCIES,
  RUSSIAN_EMERGENCIES,
  RUSSIAN_ROMANISED_EMERGENCIES,
  CHINESE_EMERGENCIES,
  JAPANESE_EMERGENCIES,
  JAPANESE_ROMANISED_EMERGENCIES,
  KOREAN_EMERGENCIES,
  KOREAN_ROMANISED_EMERGENCIES,
  ARABIC_EMERGENCIES,
  ARABIC_ROMANISED_EMERGENCIES,
  HINDI_EMERGENCIES,
  HINDI_ROMANISED_EMERGENCIES,
  MARATHI_EMERGENCIES,
  MARATHI_ROMANISED_EMERGENCIES,
  BENGALI_EMERGENCIES,
  BENGALI_ROMANISED_EMERGENCIES,
  TAMIL_EMERGENCIES,
  TAMIL_ROMANISED_EMERGENCIES,
  TELUGU_EMERGENCIES,
  TELUGU_ROMANISED_EMERGENCIES,
  KHMER_EMERGENCIES,
  KHMER_ROMANISED_EMERGENCIES,
];
