import type { EmergencyCategory } from '../../contract/emergency.ts';

/** The categories a banner names; 'other' (and no category) gets the general list instead. */
export type NamedEmergencyCategory = Exclude<EmergencyCategory, 'other'>;

/**
 * Every category a banner can name, in the order the banner names them. Listed here rather than
 * read from the contract's zod module, so the texts load no zod (a test keeps the two in step).
 */
export const NAMED_EMERGENCY_CATEGORIES: readonly NamedEmergencyCategory[] = [
  'cardiac',
  'stroke',
  'breathing',
  'allergy',
  'poisoning',
  'suicide',
  'bleeding',
  'unconscious',
];

/** The safety texts of one language. English is SPEC.md's fixed texts, word for word. */
export interface SafetyTexts {
  /** The banner's heading. */
  title: string;
  /** Streamed ahead of the answer: markdown, bold lead, ends with a blank line. */
  warning: string;
  /** The medical disclaimer shown with every answer and written into exports. */
  disclaimer: string;
  /** The disclaimer's bold lead, a prefix of it that includes its separator ('...: '). */
  disclaimerLead: string;
  /** SPEC.md's general list with 911 and 999: the banner for 'other' or no category. */
  generalBanner: string;
  /** What was detected and the first thing to do, one or two sentences, no emergency number. */
  categories: Readonly<Record<NamedEmergencyCategory, string>>;
  /** The number line after a category's text when the reader's region is not known. */
  callLocal: string;
  /** The number line when it is: `{number}` and `{region}` are filled in. */
  callRegional: string;
  /** After the general list when the region is known: `{number}` and `{region}`. */
  regionalNumber: string;
  /** Between sentences: a space, or nothing in scripts written without one (Chinese, Japanese). */
  sentenceGap: string;
}
