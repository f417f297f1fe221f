import type { EmergencyCategory } from '../../contract/emergency.ts';
import type { Language } from '../../contract/vocabulary-values.ts';
import { languageIn, textsIn, type TextsByLanguage } from '../text/in-language.ts';
import { regionalEmergencyNumbers } from './emergency-numbers.ts';
import { ar } from './languages/ar.ts';
import { bn } from './languages/bn.ts';
import { de } from './languages/de.ts';
import { en } from './languages/en.ts';
import { es } from './languages/es.ts';
import { fr } from './languages/fr.ts';
import { hi } from './languages/hi.ts';
import { it } from './languages/it.ts';
import { ja } from './languages/ja.ts';
import { km } from './languages/km.ts';
import { ko } from './languages/ko.ts';
import { mr } from './languages/mr.ts';
import { pt } from './languages/pt.ts';
import { ru } from './languages/ru.ts';
import { ta } from './languages/ta.ts';
import { te } from './languages/te.ts';
import { zh } from './languages/zh.ts';
import { NAMED_EMERGENCY_CATEGORIES, type SafetyTexts } from './safety-text-types.ts';

export { NAMED_EMERGENCY_CATEGORIES, type NamedEmergencyCategory } from './safety-text-types.ts';
export type { SafetyTexts } from './safety-text-types.ts';
export {
  EMERGENCY_NUMBERS,
  regionFromLocales,
  regionalEmergencyNumbers,
} from './emergency-numbers.ts';

/** Every answer language's safety texts; English is SPEC.md's fixed texts. */
export const SAFETY_TEXTS: TextsByLanguage<SafetyTexts> = {
  en,
  es,
  fr,
  de,
  it,
  pt,
  ru,
  zh,
  ja,
  ko,
  ar,
  hi,
  mr,
  bn,
  ta,
  te,
  km,
};

/** The language whose texts are used: the one asked for when there are texts for it, else English. */
export const safetyLanguage = (language: string | undefined): Language =>
  languageIn(SAFETY_TEXTS, language);

export const safetyTextsFor = (language: string | undefined): SafetyTexts =>
  textsIn(SAFETY_TEXTS, language);

/** The warning streamed ahead of an answer in `language` (markdown, ends with a blank line). */
export const emergencyWarningText = (language: string | undefined): string =>
  safetyTextsFor(language).warning;

/** The medical disclaimer in `language`; SPEC.md's English text for English and the unknown. */
export const medicalDisclaimerFor = (language: string | undefined): string =>
  safetyTextsFor(language).disclaimer;

/** At most this many detected categories are named, so the banner stays short. */
const MAX_NAMED_CATEGORIES = 3;

function regionName(region: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}

const fill = (template: string, number: string, region: string): string =>
  template.replace('{number}', number).replace('{region}', region);

/**
 * The banner's text: what was detected and what to do first, then whom to call. The region's
 * own number is named when the region is known (from the browser); 911 (US) and 999 (UK) and
 * "your local emergency number" are always there. No named category: SPEC.md's general list.
 */
export function emergencyBannerText(
  language: string | undefined,
  categories: readonly EmergencyCategory[],
  region?: string,
): string {
  const code = safetyLanguage(language);
  const texts = SAFETY_TEXTS[code];
  const numbers = regionalEmergencyNumbers(region);
  const regional =
    numbers && region
      ? { number: numbers.join(' / '), region: regionName(region.toUpperCase(), code) }
      : undefined;
  const named = NAMED_EMERGENCY_CATEGORIES.filter((category) =>
    categories.includes(category),
  ).slice(0, MAX_NAMED_CATEGORIES);
  const sentences =
    named.length === 0
      ? [
          texts.generalBanner,
          ...(regional ? [fill(texts.regionalNumber, regional.number, regional.region)] : []),
        ]
      : [
          ...named.map((category) => texts.categories[category]),
          regional ? fill(texts.callRegional, regional.number, regional.region) : texts.callLocal,
        ];
  return sentences.join(texts.sentenceGap);
}
